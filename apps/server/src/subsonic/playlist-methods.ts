import type { FastifyInstance } from 'fastify';
import type { SubsonicUser } from './auth.js';
import { writes, type MethodTable } from './context.js';
import { artId, expectId, idOf, parseSubsonicId } from './ids.js';
import { single } from './param-checks.js';
import { invalid, type Params } from './params.js';
import { ErrorCode, missing, notAuthorized, notFound, SubsonicError, type Payload } from './response.js';
import { songsByIds, withStarred } from './songs.js';
import { playlistCreate, playlistUpdate, songsOfOneChange } from './write-rules.js';
import { READY_MADE_PLAYLISTS, readyMadeId, readyMadeIndex } from '../repositories/ready-made-playlists.js';

/** Owner shown for the catalogue's featured playlists (readable by every app, changed by none). */
export const CATALOGUE_OWNER = 'tangerine';

const iso = (stamp: string) => new Date(stamp.includes('T') ? stamp : `${stamp.replace(' ', 'T')}Z`).toISOString();
const durationOf = (songs: Payload[]) => songs.reduce((sum, song) => sum + Number(song['duration'] ?? 0), 0);

/** A smart playlist is read-only to apps: its songs come from rules they cannot show or edit. */
function refuseSmart(playlist: { rules?: unknown }) {
  if (playlist.rules) throw new SubsonicError(ErrorCode.notAuthorized, 'A smart playlist is read-only here: change its rules in Tangerine');
}

/** One of the listener's playlists by its web API id: an own one (`up-N` here) or a ready-made one (`rm-N`). */
async function userPlaylist(app: FastifyInstance, user: SubsonicUser, id: number | string, withSongs: boolean): Promise<Payload> {
  const playlist = await app.library.readPlaylist(user.codeId, String(id));
  if (!playlist) throw notFound('Playlist');
  const songs = await songsByIds(app, playlist.tracks.map((t) => Number(t.id)));
  const ready = readyMadeIndex(String(id));
  return {
    id: ready === undefined ? idOf('userPlaylist', id) : idOf('readyMade', ready + 1),
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
  if (parsed?.kind === 'readyMade') throw notAuthorized('A ready-made playlist is read-only: start your own smart playlist from it in Tangerine');
  return expectId(raw, 'userPlaylist', 'Playlist');
}

/** A position in a playlist of `length` songs; a word or a position outside it is error 10. */
function indexOf(raw: string, length: number): number {
  if (!/^\d{1,6}$/.test(raw.trim()) || Number(raw) >= length) throw invalid('songIndexToRemove', `must be a position in the playlist (0 to ${length - 1})`);
  return Number(raw);
}

function songIds(params: Params, name: string): number[] {
  return songsOfOneChange(params.all(name).map((raw) => expectId(raw, 'song', 'Song')), name);
}

/** Every song exists, checked before a change writes anything (an unknown one fails the whole call: 70). */
async function requireSongs(app: FastifyInstance, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const known = await app.db.selectFrom('tracks').select('id').where('id', 'in', wanted).execute();
  if (known.length !== wanted.length) throw notFound('Song');
}

async function addSongs(app: FastifyInstance, user: SubsonicUser, id: number, ids: number[]) {
  if ((await app.library.addTracks(user.codeId, id, ids)) === null) throw notFound('Song');
}

export const playlistMethods: MethodTable = {
  getPlaylists: async ({ app, user, params }) => {
    // Empty is no name: the app's own list, as without it.
    const asked = single(params, 'username');
    if (asked !== undefined && asked !== user.username) throw notAuthorized('An app may only list its own playlists');
    const own = await app.library.listPlaylists(user.codeId, { page: 1, limit: 500 });
    const catalogue = await app.catalogue.listPlaylists({ page: 1, limit: 200 });
    const playlist = [
      ...(await Promise.all(own.playlists.map((p) => userPlaylist(app, user, Number(p.id), false)))),
      ...(await Promise.all(READY_MADE_PLAYLISTS.map((_, index) => userPlaylist(app, user, readyMadeId(index), false)))),
      ...(await Promise.all(catalogue.playlists.map((p) => cataloguePlaylist(app, user, Number(p.id), false)))),
    ];
    return { playlists: { playlist } };
  },

  getPlaylist: async ({ app, user, params }) => {
    const parsed = parseSubsonicId(params.required('id'));
    if (parsed?.kind === 'playlist') return { playlist: await cataloguePlaylist(app, user, parsed.id, true) };
    if (parsed?.kind === 'userPlaylist') return { playlist: await userPlaylist(app, user, parsed.id, true) };
    if (parsed?.kind === 'readyMade') return { playlist: await userPlaylist(app, user, readyMadeId(parsed.id - 1), true) };
    throw notFound('Playlist');
  },

  createPlaylist: writes(async ({ app, user, params }) => {
    const replacing = params.one('playlistId');
    const ids = songIds(params, 'songId');
    const name = params.one('name');
    await requireSongs(app, ids);
    let id: number;
    if (replacing) {
      id = ownPlaylistId(replacing);
      const rename = name?.trim() ? playlistUpdate({ name }) : undefined;
      const current = await app.library.getPlaylist(user.codeId, id);
      if (!current) throw notFound('Playlist');
      refuseSmart(current);
      await app.library.removeTracks(user.codeId, id, current.tracks.map((track) => Number(track.id)));
      if (rename) await app.library.updatePlaylist(user.codeId, id, rename);
    } else {
      if (!name?.trim()) throw missing('name');
      id = Number((await app.library.createPlaylist(user.codeId, playlistCreate({ name }))).id);
    }
    await addSongs(app, user, id, ids);
    return { playlist: await userPlaylist(app, user, id, true) };
  }),

  updatePlaylist: writes(async ({ app, user, params }) => {
    const id = ownPlaylistId(params.required('playlistId'));
    const changes: { name?: string; description?: string | null } = {};
    const name = params.one('name');
    if (name !== undefined) {
      if (!name.trim()) throw invalid('name', 'must not be empty: a playlist needs a name');
      changes.name = name;
    }
    if (params.has('comment')) changes.description = params.one('comment') ?? null;
    if (changes.name !== undefined || changes.description !== undefined) playlistUpdate(changes);
    const added = songIds(params, 'songIdToAdd');
    const current = await app.library.getPlaylist(user.codeId, id);
    if (!current) throw notFound('Playlist');
    refuseSmart(current);
    const removeAt = new Set(params.all('songIndexToRemove').map((raw) => indexOf(raw, current.tracks.length)));
    await requireSongs(app, added);
    if (changes.name !== undefined || changes.description !== undefined) await app.library.updatePlaylist(user.codeId, id, changes);
    await app.library.removeTracks(user.codeId, id, current.tracks.filter((_, index) => removeAt.has(index)).map((track) => Number(track.id)));
    await addSongs(app, user, id, added);
    return {};
  }),

  deletePlaylist: writes(async ({ app, user, params }) => {
    const id = ownPlaylistId(params.required('id'));
    if (!(await app.library.deletePlaylist(user.codeId, id))) throw notFound('Playlist');
    return {};
  }),
};
