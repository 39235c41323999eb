import type { FastifyInstance } from 'fastify';
import type { SubsonicUser } from './auth.js';
import type { MethodTable } from './context.js';
import { artId, expectId, idOf, parseSubsonicId } from './ids.js';
import type { Params } from './params.js';
import { ErrorCode, missing, notAuthorized, notFound, SubsonicError, type Payload } from './response.js';
import { songsByIds, withStarred } from './songs.js';

/** Owner shown for the catalogue's featured playlists (readable by every app, changed by none). */
export const CATALOGUE_OWNER = 'tangerine';

const iso = (stamp: string) => new Date(stamp.includes('T') ? stamp : `${stamp.replace(' ', 'T')}Z`).toISOString();
const durationOf = (songs: Payload[]) => songs.reduce((sum, song) => sum + Number(song['duration'] ?? 0), 0);

async function userPlaylist(app: FastifyInstance, user: SubsonicUser, id: number, withSongs: boolean): Promise<Payload> {
  const playlist = await app.library.getPlaylist(user.codeId, id);
  if (!playlist) throw notFound('Playlist');
  const songs = await songsByIds(app, playlist.tracks.map((t) => Number(t.id)));
  return {
    id: idOf('userPlaylist', id),
    name: playlist.name,
    comment: playlist.description ?? undefined,
    owner: user.username,
    public: false,
    songCount: songs.length,
    duration: durationOf(songs),
    created: iso(playlist.created_at),
    changed: iso(playlist.updated_at),
    ...(withSongs ? { entry: await withStarred(app, user.codeId, songs) } : {}),
  };
}

async function cataloguePlaylist(app: FastifyInstance, user: SubsonicUser, id: number, withSongs: boolean): Promise<Payload> {
  const playlist = await app.catalogue.getPlaylist(id);
  if (!playlist) throw notFound('Playlist');
  const row = await app.db.selectFrom('catalog_playlists').select(['image_file_id', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const songs = await songsByIds(app, playlist.tracks.map((t) => Number(t.id)));
  return {
    id: idOf('playlist', id),
    name: playlist.title,
    comment: playlist.description ?? undefined,
    owner: CATALOGUE_OWNER,
    public: true,
    songCount: songs.length,
    duration: durationOf(songs),
    created: iso(row.created_at),
    changed: iso(row.created_at),
    coverArt: artId(row.image_file_id),
    ...(withSongs ? { entry: await withStarred(app, user.codeId, songs) } : {}),
  };
}

/** An id of the listener's own playlist; a catalogue playlist cannot be changed (50), anything else is not found (70). */
function ownPlaylistId(raw: string): number {
  const parsed = parseSubsonicId(raw);
  if (parsed?.kind === 'playlist') throw notAuthorized('The catalogue playlists cannot be changed');
  return expectId(raw, 'userPlaylist', 'Playlist');
}

function songIds(params: Params, name: string): number[] {
  return params.all(name).map((raw) => expectId(raw, 'song', 'Song'));
}

async function addSongs(app: FastifyInstance, user: SubsonicUser, id: number, ids: number[]) {
  for (const trackId of ids) if ((await app.library.addTrack(user.codeId, id, trackId)) === null) throw notFound('Song');
}

export const playlistMethods: MethodTable = {
  getPlaylists: async ({ app, user, params }) => {
    const asked = params.get('username');
    if (asked !== undefined && asked !== user.username) throw notAuthorized('An app may only list its own playlists');
    const own = await app.library.listPlaylists(user.codeId, { page: 1, limit: 500 });
    const catalogue = await app.catalogue.listPlaylists({ page: 1, limit: 200 });
    const playlist = [
      ...(await Promise.all(own.playlists.map((p) => userPlaylist(app, user, Number(p.id), false)))),
      ...(await Promise.all(catalogue.playlists.map((p) => cataloguePlaylist(app, user, Number(p.id), false)))),
    ];
    return { playlists: { playlist } };
  },

  getPlaylist: async ({ app, user, params }) => {
    const parsed = parseSubsonicId(params.required('id'));
    if (parsed?.kind === 'playlist') return { playlist: await cataloguePlaylist(app, user, parsed.id, true) };
    if (parsed?.kind === 'userPlaylist') return { playlist: await userPlaylist(app, user, parsed.id, true) };
    throw notFound('Playlist');
  },

  createPlaylist: async ({ app, user, params }) => {
    const replacing = params.get('playlistId');
    const ids = songIds(params, 'songId');
    let id: number;
    if (replacing) {
      id = ownPlaylistId(replacing);
      const current = await app.library.getPlaylist(user.codeId, id);
      if (!current) throw notFound('Playlist');
      for (const track of current.tracks) await app.library.removeTrack(user.codeId, id, Number(track.id));
      const name = params.get('name');
      if (name?.trim()) await app.library.updatePlaylist(user.codeId, id, { name });
    } else {
      const name = params.get('name');
      if (!name?.trim()) throw missing('name');
      id = Number((await app.library.createPlaylist(user.codeId, { name })).id);
    }
    await addSongs(app, user, id, ids);
    return { playlist: await userPlaylist(app, user, id, true) };
  },

  updatePlaylist: async ({ app, user, params }) => {
    const id = ownPlaylistId(params.required('playlistId'));
    const current = await app.library.getPlaylist(user.codeId, id);
    if (!current) throw notFound('Playlist');
    const changes: { name?: string; description?: string | null } = {};
    const name = params.get('name');
    if (name !== undefined) {
      if (!name.trim()) throw new SubsonicError(ErrorCode.generic, 'A playlist needs a name');
      changes.name = name;
    }
    if (params.has('comment')) changes.description = params.get('comment') ?? null;
    if (changes.name !== undefined || changes.description !== undefined) await app.library.updatePlaylist(user.codeId, id, changes);
    const removeAt = new Set(params.all('songIndexToRemove').map((raw) => Number(raw)));
    for (const [index, track] of current.tracks.entries()) if (removeAt.has(index)) await app.library.removeTrack(user.codeId, id, Number(track.id));
    await addSongs(app, user, id, songIds(params, 'songIdToAdd'));
    return {};
  },

  deletePlaylist: async ({ app, user, params }) => {
    const id = ownPlaylistId(params.required('id'));
    if (!(await app.library.deletePlaylist(user.codeId, id))) throw notFound('Playlist');
    return {};
  },
};
