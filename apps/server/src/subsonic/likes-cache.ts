import type { FastifyInstance } from 'fastify';
import { createRowCache, type RowCache } from '../cache/row-cache.js';
import { listenPostgres } from '../cache/change-feed.js';
import { LIKES_CHANNEL } from '../db/schema-names.js';
import { starredAmong } from './queries.js';

/** Listeners whose likes are kept in memory at most. */
const LISTENERS_KEPT = 1000;
/** A listener with more likes than this has them read for each answer instead (one statement for its songs). */
const MOST_LIKES_KEPT = 2000;

/** A listener's likes (track id → when), or null when there are too many to keep. */
type KeptLikes = ReadonlyMap<number, string> | null;

const caches = new WeakMap<FastifyInstance, RowCache<{ likes: KeptLikes }>>();

/**
 * Each listener's likes for the cache TTL, so the overlay on shared answers (search3, getAlbum...)
 * costs no statement. Dropped at once by any write of likes (or of what deletes them) through this
 * process, and by other processes' changes:
 * - SQLite: their commits, which every Subsonic call syncs first (plugin.ts);
 * - PostgreSQL: migration 041's NOTIFY at commit, whoever wrote; while that LISTEN connection is
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
  const cache = createRowCache<{ likes: KeptLikes }>({ ttlMs: app.config.cacheTtlMs, maxEntries: LISTENERS_KEPT, fresh });
  const stops = [app.dbWrites.onChange(['favorites'], cache.clear, { inserts: true }), app.dbWrites.onChange(['tracks', 'activation_codes'], cache.clear), app.sqliteChanges?.onChange(cache.clear)];
  app.addHook('onClose', async () => {
    stops.forEach((stop) => stop?.());
    await feed?.close();
  });
  caches.set(app, cache);
}

async function readLikes(app: FastifyInstance, codeId: number): Promise<{ likes: KeptLikes }> {
  const rows = await app.db.selectFrom('favorites').select(['track_id', 'created_at']).where('code_id', '=', codeId).limit(MOST_LIKES_KEPT + 1).execute();
  return { likes: rows.length > MOST_LIKES_KEPT ? null : new Map(rows.map((r) => [Number(r.track_id), r.created_at])) };
}

/** The listener's likes among these songs: track id → when. */
export async function likesAmong(app: FastifyInstance, codeId: number, trackIds: readonly number[]): Promise<Map<number, string>> {
  if (!trackIds.length) return new Map();
  const cache = caches.get(app);
  const key = String(codeId);
  const likes = cache ? ((await cache.get(key)) ?? (await cache.load(key, () => readLikes(app, codeId))))?.likes : null;
  if (!likes) return starredAmong(app.db, app.dialect, codeId, trackIds);
  const among = new Map<number, string>();
  for (const id of trackIds) {
    const at = likes.get(id);
    if (at !== undefined) among.set(id, at);
  }
  return among;
}
