import { HttpError } from '../http-error.js';
import { matchPlaylistFile } from '../library/playlist-import.js';
import { attachmentNamed, playlistFileOf } from '../library/playlist-export.js';
import type { HandlerFactory } from './operation.js';
import { accountOf, found } from './operation.js';

/** The import's body limit: 50 MB of file, base64-encoded (4/3), and the JSON around it. */
export const PLAYLIST_IMPORT_BODY_LIMIT = 70_100_000;

/** "Import playlist": a playlist file from the listener's computer becomes one of their playlists, with a report. */
export const playlistFileHandlers: HandlerFactory<'importPlaylistFile' | 'exportPlaylistFile'> = (app) => ({
  async importPlaylistFile(request, reply) {
    const codeId = accountOf(request).codeId;
    const encoded = request.body.content_base64;
    if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(encoded)) throw new HttpError(400, 'The file must be base64-encoded', 'bad_request');
    // Matched before the playlist exists: a file that cannot be read leaves no empty playlist behind.
    const { trackIds, unmatched, entries } = await matchPlaylistFile(app.db, Buffer.from(encoded, 'base64'));
    const created = await app.library.createPlaylist(codeId, { name: request.body.name });
    const playlist = (await app.library.addTracks(codeId, Number(created.id), trackIds)) ?? created;
    return reply.code(201).send({ playlist, entries, matched: trackIds.length, unmatched });
  },

  async exportPlaylistFile(request, reply) {
    const notFound = 'Playlist not found';
    const playlist = found(await app.library.readPlaylist(accountOf(request).codeId, request.params.id), notFound);
    const songs = playlist.tracks.map((track) => ({ id: track.id, title: track.title, artistName: track.artist?.name ?? '', duration: track.duration, streamUrl: track.stream_url }));
    const body = await playlistFileOf(app.db, songs);
    return reply.type('audio/x-mpegurl; charset=utf-8').header('content-disposition', attachmentNamed(playlist.name)).send(body);
  },
});
