import type { FastifyInstance } from 'fastify';
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
 * request (issue 22). A section is dropped when its account plays something (activity repository),
 * all are dropped when this process updates or deletes rows of LIST_TABLES (write watch), when the
 * catalogue changes, and when another process wrote to the SQLite file (the data-version watch,
 * synced before every read); none is kept longer than the cache TTL.
 * PostgreSQL keeps none: several processes record plays there and no NOTIFY carries them yet.
 */
export function createRecentlyPlayedCache(app: FastifyInstance): RecentlyPlayedCache {
  const ttlMs = app.dialect === 'sqlite' ? app.config.cacheTtlMs : 0;
  const cache = createPayloadCache<string>({ ttlMs, maxEntries: MAX_ACCOUNTS });
  const stops = [app.dbWrites.onChange(LIST_TABLES, cache.clear), app.catalogueChanges.subscribe(cache.clear), app.sqliteChanges?.onChange(cache.clear)];
  app.addHook('onClose', async () => stops.forEach((stop) => stop?.()));
  return {
    async get(codeId, load) {
      if (ttlMs <= 0) return load();
      // Another process's commit clears the lists (onChange above) before this read goes on.
      await app.sqliteChanges?.sync();
      return cache.get(String(codeId), load);
    },
    played: (codeId) => cache.delete(String(codeId)),
  };
}
