import type { FastifyInstance } from 'fastify';
import type { Freshness, RowCache } from '../cache/row-cache.js';

/** The tables whose rows decide whether an app password may log in (code, device, password). */
export const LOGIN_TABLES = ['activation_codes', 'devices', 'app_passwords'] as const;

/**
 * When kept logins must go: a write to the login tables by this process (at once, through the
 * database write watch); on PostgreSQL a revocation by any process (migration 012's NOTIFY on the
 * device bus), or a new bus connection (what was sent while it was down is lost) — nothing is
 * trusted while it is down; on SQLite a write by another process (the admin CLI), which the
 * data-version watch tells: every Subsonic call syncs it before it logs in (plugin.ts).
 */
export function watchLogins<T>(app: FastifyInstance, create: (fresh: Freshness) => RowCache<T>): RowCache<T> {
  let connection = app.connectBus.connection;
  const fresh: Freshness = () => {
    if (app.dialect !== 'postgres') return true;
    const current = app.connectBus.connection;
    const same = current !== null && current === connection;
    connection = current;
    return same;
  };
  const cache = create(fresh);
  const stopWrites = app.dbWrites.onChange(LOGIN_TABLES, cache.clear);
  const stopOthers = app.sqliteChanges?.onChange(cache.clear);
  const stopBus = app.connectBus.subscribe((message) => {
    if (message.kind === 'revoked') cache.clear();
  });
  app.addHook('onClose', async () => {
    stopWrites();
    stopOthers?.();
    stopBus();
  });
  return cache;
}
