import type { FastifyInstance } from 'fastify';
import { createRowCache, type RowCache } from '../cache/row-cache.js';
import { listenPostgres } from '../cache/change-feed.js';
import { LIKES_CHANNEL } from '../db/schema-names.js';
import { starredAmong } from './queries.js';

/** Song, album and artist ids, by kind. */
export type MarkKind = 'song' | 'album' | 'artist';
export type IdsByKind = Partial<Record<MarkKind, readonly number[]>>;

/** What the listener marked among some ids: when each was starred, and each rating (1–5). */
export interface ListenerMarks {
  starred: Record<MarkKind, Map<number, string>>;
  rating: Record<MarkKind, Map<number, number>>;
}

/** Listeners whose marks are kept in memory at most. */
const LISTENERS_KEPT = 1000;
/** A listener with more likes (or stars, or ratings) than this has them read for each answer instead (one statement per kind). */
const MOST_LIKES_KEPT = 2000;

/**
 * A listener's marks: likes (track id → when), album and artist stars, ratings (`kind:id` → 1–5);
 * null when there are too many to keep.
 */
type KeptMarks = { likes: ReadonlyMap<number, string>; albums: ReadonlyMap<number, string>; artists: ReadonlyMap<number, string>; ratings: ReadonlyMap<string, number> } | null;

const caches = new WeakMap<FastifyInstance, RowCache<{ marks: KeptMarks }>>();

/**
 * Each listener's likes, album and artist stars and ratings for the cache TTL, so the overlay on
 * shared answers (search3, getAlbum...) costs no statement. Dropped at once by any write of them (or
 * of what deletes them) through this process, and by other processes' changes:
 * - SQLite: their commits, which every Subsonic call syncs first (plugin.ts);
 * - PostgreSQL: migrations 041's and 091's NOTIFY at commit, whoever wrote; while that LISTEN connection is
 *   down nothing is kept (likes sent meanwhile are lost), and each answer reads its likes instead.
 * Called once, when the Subsonic API is registered; off with caches off (TANGERINE_CACHE_MS=0).
 */
export function watchLikes(app: FastifyInstance): void {
  if (app.config.cacheTtlMs <= 0) return;
  const feed =
    app.dialect === 'postgres' && app.config.databaseUrl
      ? listenPostgres(app.config.databaseUrl, app.log, {
          channel: LIKES_CHANNEL,
          onMessage: () => cache.clear(),
          onConnect: () => cache.clear(),
          lostMessage: 'likes feed lost its connection; Subsonic answers read likes per request until it is back',
        })
      : undefined;
  if (!feed && !app.sqliteChanges) return;
  // A kept entry is only trusted while the feed's connection that was up when it was read still is.
  let connection = feed?.connection ?? null;
  const fresh = () => {
    if (!feed) return true;
    const same = feed.connection !== null && feed.connection === connection;
    connection = feed.connection;
    return same;
  };
  const cache = createRowCache<{ marks: KeptMarks }>({ ttlMs: app.config.cacheTtlMs, maxEntries: LISTENERS_KEPT, fresh });
  const stops = [app.dbWrites.onChange(['favorites', 'album_stars', 'artist_stars', 'subsonic_ratings'], cache.clear, { inserts: true }), app.dbWrites.onChange(['tracks', 'albums', 'artists', 'activation_codes'], cache.clear), app.sqliteChanges?.onChange(cache.clear)];
  app.addHook('onClose', async () => {
    stops.forEach((stop) => stop?.());
    await feed?.close();
  });
  caches.set(app, cache);
}

async function readMarks(app: FastifyInstance, codeId: number): Promise<{ marks: KeptMarks }> {
  const [likes, albums, artists, ratings] = await Promise.all([
    app.db.selectFrom('favorites').select(['track_id as id', 'created_at as at']).where('code_id', '=', codeId).limit(MOST_LIKES_KEPT + 1).execute(),
    app.db.selectFrom('album_stars').select(['album_id as id', 'created_at as at']).where('code_id', '=', codeId).limit(MOST_LIKES_KEPT + 1).execute(),
    app.db.selectFrom('artist_stars').select(['artist_id as id', 'created_at as at']).where('code_id', '=', codeId).limit(MOST_LIKES_KEPT + 1).execute(),
    app.db.selectFrom('subsonic_ratings').select(['kind', 'ref_id', 'rating']).where('code_id', '=', codeId).limit(MOST_LIKES_KEPT + 1).execute(),
  ]);
  if ([likes, albums, artists, ratings].some((rows) => rows.length > MOST_LIKES_KEPT)) return { marks: null };
  const when = (rows: { id: number; at: string }[]) => new Map(rows.map((r) => [Number(r.id), r.at]));
  return { marks: { likes: when(likes), albums: when(albums), artists: when(artists), ratings: new Map(ratings.map((r) => [`${r.kind}:${Number(r.ref_id)}`, Number(r.rating)])) } };
}

const emptyMarks = (): ListenerMarks => ({ starred: { song: new Map(), album: new Map(), artist: new Map() }, rating: { song: new Map(), album: new Map(), artist: new Map() } });

/** The marks among these ids read from the database: one statement per kind asked, no more. */
async function readMarksAmong(app: FastifyInstance, codeId: number, ids: IdsByKind): Promise<ListenerMarks> {
  const marks = emptyMarks();
  const wanted = (kind: MarkKind) => [...new Set(ids[kind] ?? [])];
  const [albumIds, artistIds] = [wanted('album'), wanted('artist')];
  const rated = (['song', 'album', 'artist'] as const).filter((kind) => wanted(kind).length);
  const [songs, albums, artists, ratings] = await Promise.all([
    starredAmong(app.db, app.dialect, codeId, wanted('song')),
    albumIds.length ? app.db.selectFrom('album_stars').select(['album_id as id', 'created_at as at']).where('code_id', '=', codeId).where('album_id', 'in', albumIds).execute() : [],
    artistIds.length ? app.db.selectFrom('artist_stars').select(['artist_id as id', 'created_at as at']).where('code_id', '=', codeId).where('artist_id', 'in', artistIds).execute() : [],
    rated.length
      ? app.db
          .selectFrom('subsonic_ratings')
          .select(['kind', 'ref_id', 'rating'])
          .where('code_id', '=', codeId)
          .where((eb) => eb.or(rated.map((kind) => eb.and([eb('kind', '=', kind), eb('ref_id', 'in', wanted(kind))]))))
          .execute()
      : [],
  ]);
  marks.starred.song = songs;
  for (const row of albums) marks.starred.album.set(Number(row.id), row.at);
  for (const row of artists) marks.starred.artist.set(Number(row.id), row.at);
  for (const row of ratings) marks.rating[row.kind as MarkKind]?.set(Number(row.ref_id), Number(row.rating));
  return marks;
}

/** The listener's likes, stars and ratings among these ids: from memory when kept, else read in one batch per kind. */
export async function marksAmong(app: FastifyInstance, codeId: number, ids: IdsByKind): Promise<ListenerMarks> {
  if (!ids.song?.length && !ids.album?.length && !ids.artist?.length) return emptyMarks();
  const cache = caches.get(app);
  const key = String(codeId);
  const kept = cache ? ((await cache.get(key)) ?? (await cache.load(key, () => readMarks(app, codeId))))?.marks : null;
  if (!kept) return readMarksAmong(app, codeId, ids);
  const marks = emptyMarks();
  const stars = { song: kept.likes, album: kept.albums, artist: kept.artists };
  for (const kind of ['song', 'album', 'artist'] as const) {
    for (const id of ids[kind] ?? []) {
      const at = stars[kind].get(id);
      if (at !== undefined) marks.starred[kind].set(id, at);
      const rating = kept.ratings.get(`${kind}:${id}`);
      if (rating !== undefined) marks.rating[kind].set(id, rating);
    }
  }
  return marks;
}

/** The listener's likes among these songs: track id → when. */
export async function likesAmong(app: FastifyInstance, codeId: number, trackIds: readonly number[]): Promise<Map<number, string>> {
  return (await marksAmong(app, codeId, { song: trackIds })).starred.song;
}
