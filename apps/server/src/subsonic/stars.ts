import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.js';
import { nowIso } from '../repositories/json.js';
import type { IdKind } from './ids.js';
import { ErrorCode, notFound, SubsonicError } from './response.js';

export type StarTarget = { kind: IdKind; id: number };

const TABLE = { album: ['album_stars', 'album_id', 'albums'], artist: ['artist_stars', 'artist_id', 'artists'] } as const;

/** Which of these ids exist in a catalogue table. */
async function existing(app: FastifyInstance, table: 'tracks' | 'albums' | 'artists', ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await app.db.selectFrom(table).select('id').where('id', 'in', [...new Set(ids)]).execute();
  return new Set(rows.map((r) => Number(r.id)));
}

const idsOfKind = (targets: readonly StarTarget[], kind: IdKind) => targets.filter((t) => t.kind === kind).map((t) => t.id);

/** Every target must exist before anything is written: one unknown id fails the whole call (70). */
export async function checkTargetsExist(app: FastifyInstance, targets: readonly StarTarget[]): Promise<void> {
  for (const [kind, table] of [['song', 'tracks'], ['album', 'albums'], ['artist', 'artists']] as const) {
    const ids = idsOfKind(targets, kind);
    const found = await existing(app, table, ids);
    if (ids.some((id) => !found.has(id))) throw notFound(kind === 'song' ? 'Song' : kind === 'album' ? 'Album' : 'Artist');
  }
}

/**
 * Stars songs (the listener's liked songs, shared with the web app), albums and artists. Songs go
 * through the library's likes (its quota); albums and artists to their own tables, in one transaction.
 */
export async function star(app: FastifyInstance, codeId: number, targets: readonly StarTarget[]): Promise<void> {
  await checkTargetsExist(app, targets);
  // Songs first: their likes have a quota (the only write here that can still fail), so a refused
  // song leaves no album or artist star behind.
  try {
    for (const id of new Set(idsOfKind(targets, 'song'))) await app.library.addFavorite(codeId, id);
  } catch (error) {
    if (error instanceof HttpError) throw new SubsonicError(ErrorCode.generic, error.message);
    throw error;
  }
  const at = nowIso();
  await app.db.transaction().execute(async (trx) => {
    for (const kind of ['album', 'artist'] as const) {
      const [table, column] = TABLE[kind];
      const ids = [...new Set(idsOfKind(targets, kind))];
      if (ids.length) await trx.insertInto(table).values(ids.map((id) => ({ code_id: codeId, [column]: id, created_at: at }) as never)).onConflict((oc) => oc.columns(['code_id', column]).doNothing()).execute();
    }
  });
}

export async function unstar(app: FastifyInstance, codeId: number, targets: readonly StarTarget[]): Promise<void> {
  await checkTargetsExist(app, targets);
  await app.db.transaction().execute(async (trx) => {
    for (const kind of ['album', 'artist'] as const) {
      const [table, column] = TABLE[kind];
      const ids = idsOfKind(targets, kind);
      if (ids.length) await trx.deleteFrom(table).where('code_id', '=', codeId).where(column, 'in', ids).execute();
    }
    const songs = idsOfKind(targets, 'song');
    if (songs.length) await trx.deleteFrom('favorites').where('code_id', '=', codeId).where('track_id', 'in', songs).execute();
  });
}

/** Everything the listener starred, newest first: song, album and artist ids with when. */
export async function starredOf(app: FastifyInstance, codeId: number): Promise<Record<'song' | 'album' | 'artist', { id: number; at: string }[]>> {
  const [songs, albums, artists] = await Promise.all([
    app.db.selectFrom('favorites').select(['track_id as id', 'created_at as at']).where('code_id', '=', codeId).orderBy('created_at', 'desc').orderBy('track_id', 'desc').execute(),
    app.db.selectFrom('album_stars').select(['album_id as id', 'created_at as at']).where('code_id', '=', codeId).orderBy('created_at', 'desc').orderBy('album_id', 'desc').execute(),
    app.db.selectFrom('artist_stars').select(['artist_id as id', 'created_at as at']).where('code_id', '=', codeId).orderBy('created_at', 'desc').orderBy('artist_id', 'desc').execute(),
  ]);
  const plain = (rows: { id: number; at: string }[]) => rows.map((r) => ({ id: Number(r.id), at: r.at }));
  return { song: plain(songs), album: plain(albums), artist: plain(artists) };
}

/** When the listener starred these albums or artists: id → when. */
export async function starsAmong(app: FastifyInstance, codeId: number, kind: 'album' | 'artist', ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const [table, column] = TABLE[kind];
  const rows = (await app.db.selectFrom(table).select([`${column} as id` as never, 'created_at as at' as never]).where('code_id', '=', codeId).where(column, 'in', [...new Set(ids)]).execute()) as unknown as { id: number; at: string }[];
  return new Map(rows.map((r) => [Number(r.id), r.at]));
}
