import type { FastifyInstance } from 'fastify';
import { sqliteUnchangedSinceLastCall } from '../db/data-version.js';

/** The tables whose rows decide whether an app password may log in (code, device, password). */
export const LOGIN_TABLES = ['activation_codes', 'devices', 'app_passwords'] as const;

/** Whether what was kept so far may still be trusted; false drops it all. */
type Freshness = () => boolean | Promise<boolean>;

export interface LoginCache<T> {
  /** The value kept for `key`, once `fresh` says nothing changed since; undefined otherwise. */
  get(key: string): Promise<T | undefined>;
  /** Runs a database look-up; its answer is kept only when no change was noticed while it ran. */
  load(key: string, lookup: () => Promise<T | undefined>): Promise<T | undefined>;
  /** Drops everything kept (a login may have ended). */
  clear(): void;
  readonly size: number;
}

/**
 * Logins verified against the database, kept at most `ttlMs` (0 keeps none) and `maxEntries`.
 * `clear` bumps a generation, so a look-up that was running when a change was noticed is not kept.
 */
export function createLoginCache<T>(options: { ttlMs: number; maxEntries: number; fresh: Freshness; now?: () => number }): LoginCache<T> {
  const { ttlMs, maxEntries, fresh, now = Date.now } = options;
  const entries = new Map<string, { value: T; at: number }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const check = async () => {
    if (!(await fresh())) clear();
  };
  return {
    async get(key) {
      if (ttlMs <= 0 || !entries.size) return undefined;
      await check();
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at < ttlMs) return entry.value;
      entries.delete(key);
      return undefined;
    },
    async load(key, lookup) {
      // Before and after: a change noticed in between (or since the last check) keeps nothing.
      if (ttlMs > 0) await check();
      const started = generation;
      const at = now();
      const value = await lookup();
      if (ttlMs <= 0 || value === undefined) return value;
      await check();
      if (generation !== started) return value;
      entries.delete(key);
      entries.set(key, { value, at });
      // Map order is insertion order: the first key is the oldest entry.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear,
    get size() {
      return entries.size;
    },
  };
}

/**
 * When kept logins must go: a write to the login tables by this process (at once, through the
 * database write watch); on PostgreSQL a revocation by any process (migration 012's NOTIFY on the
 * device bus), or a new bus connection (what was sent while it was down is lost) — nothing is
 * trusted while it is down; on SQLite a write by another process (the admin CLI), which
 * `pragma data_version` shows without reading a table, checked on every use.
 */
export function watchLogins<T>(app: FastifyInstance, create: (fresh: Freshness) => LoginCache<T>): LoginCache<T> {
  let fresh: Freshness;
  if (app.dialect === 'postgres') {
    let connection = app.connectBus.connection;
    fresh = () => {
      const current = app.connectBus.connection;
      const same = current !== null && current === connection;
      connection = current;
      return same;
    };
  } else {
    fresh = sqliteUnchangedSinceLastCall(app.db);
  }
  const cache = create(fresh);
  const stopWrites = app.dbWrites.onChange(LOGIN_TABLES, cache.clear);
  const stopBus = app.connectBus.subscribe((message) => {
    if (message.kind === 'revoked') cache.clear();
  });
  app.addHook('onClose', async () => {
    stopWrites();
    stopBus();
  });
  return cache;
}
