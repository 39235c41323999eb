import type { FastifyInstance } from 'fastify';
import { ALL_ACCOUNTS, PLAYS_CHANNEL } from '../db/schema-names.js';
import { listenPostgres } from './change-feed.js';
import { createPayloadCache } from './payload-cache.js';

/** Accounts whose section is kept at most (each a few kB of JSON). */
const MAX_ACCOUNTS = 1000;

/** Tables whose rows make up a recently played list: an update or delete by this process drops every list. */
const LIST_TABLES = ['plays', 'tracks', 'albums', 'artists'] as const;

export interface RecentlyPlayedCache {
  /** The account's Home "recently played" section as JSON, loaded by `load` unless kept. */
  get(codeId: number, load: () => Promise<string>): Promise<string>;
  /** The account just played something: its next read loads the section again. */
  played(codeId: number): void;
}

/**
 * Each account's Home "recently played" section, so a cached Home runs no query of its own per
 * request (a cached Home must not cost a query each time). A section is dropped when its account plays something (activity repository),
 * all are dropped when this process updates or deletes rows of LIST_TABLES (write watch) and when
 * the catalogue changes; none is kept longer than the cache TTL. Other processes' plays:
 * - SQLite: the data-version watch, synced before every read, drops every section.
 * - PostgreSQL: migration 016's triggers NOTIFY the account (or all) at commit; while that LISTEN
 *   connection is down nothing is kept, since plays sent meanwhile are lost.
 */
export function createRecentlyPlayedCache(app: FastifyInstance): RecentlyPlayedCache {
  const ttlMs = app.config.cacheTtlMs;
  const cache = createPayloadCache<string>({ ttlMs, maxEntries: MAX_ACCOUNTS });
  const plays =
    app.config.databaseUrl && ttlMs > 0
      ? listenPostgres(app.config.databaseUrl, app.log, {
          channel: PLAYS_CHANNEL,
          onMessage: (payload) => (payload === ALL_ACCOUNTS ? cache.clear() : cache.delete(payload)),
          onConnect: cache.clear,
          lostMessage: 'plays feed lost its connection; Home reads recently played per request until it is back',
        })
      : undefined;
  const stops = [app.dbWrites.onChange(LIST_TABLES, cache.clear), app.catalogueChanges.subscribe(cache.clear), app.sqliteChanges?.onChange(cache.clear)];
  app.addHook('onClose', async () => {
    stops.forEach((stop) => stop?.());
    await plays?.close();
  });
  return {
    async get(codeId, load) {
      if (ttlMs <= 0 || plays?.connection === null) return load();
      // Another process's commit clears the lists (onChange above) before this read goes on.
      await app.sqliteChanges?.sync();
      return cache.get(String(codeId), load);
    },
    played: (codeId) => cache.delete(String(codeId)),
  };
}
