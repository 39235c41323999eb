/**
 * PostgreSQL refusing writes while it still answers: a full disk (SQLSTATE 53100, raised here by a
 * trigger, as PostgreSQL raises it when it cannot extend a file) and a read-only database (25006).
 * Writes answer 503 with Retry-After and a message that says nothing was saved; nothing is half-written;
 * reads go on.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postgresAdminUrl, type TestApp } from './test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from './test-support/seed.js';

const onPostgres = Boolean(postgresAdminUrl());
let t: TestApp;
let seed: SeededCatalogue;
let headers: Record<string, string>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  ({ headers } = await t.activateDevice());
});
afterAll(async () => {
  await t?.close();
});

const playlist = async (id: string) => (await t.call('getUserPlaylist', { method: 'GET', url: `/api/v1/playlists/${id}`, headers })).json<Record<string, unknown>>();

describe.skipIf(!onPostgres)('bad storage while running (PostgreSQL)', () => {
  it('a full disk: a write answers 503 storage_full and leaves the playlist exactly as it was', async () => {
    const created = await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers, payload: { name: 'Before the disk filled' } });
    const id = created.json<{ id: string }>().id;
    const before = await playlist(id);
    // The track row goes in, then the playlist's date cannot be written: the two go together or not at all.
    await sql.raw(`CREATE FUNCTION disk_is_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`).execute(t.app.db);
    await sql.raw('CREATE TRIGGER full_disk BEFORE UPDATE ON user_playlists FOR EACH ROW EXECUTE FUNCTION disk_is_full()').execute(t.app.db);
    try {
      const refused = await t.call('addUserPlaylistTrack', { method: 'POST', url: `/api/v1/playlists/${id}/tracks`, headers, payload: { track_id: String(seed.trackIds[0]) } });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ message: "The server's storage is full, so nothing was saved. Please try again later.", code: 'storage_full' });
      expect(await playlist(id)).toEqual(before);
    } finally {
      await sql.raw('DROP TRIGGER full_disk ON user_playlists; DROP FUNCTION disk_is_full()').execute(t.app.db);
    }
    expect((await t.call('addUserPlaylistTrack', { method: 'POST', url: `/api/v1/playlists/${id}/tracks`, headers, payload: { track_id: String(seed.trackIds[0]) } })).statusCode).toBe(200);
  });

  it('a read-only database: writes answer 503 storage_read_only, reads go on, and writes work again once it is writable', async () => {
    const name = new URL(t.config.databaseUrl as string).pathname.slice(1);
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    const likes = async () => (await t.call('listFavorites', { method: 'GET', url: '/api/v1/favorites', headers })).json<{ total: number }>().total;
    const like = () => t.call('addFavorite', { method: 'POST', url: `/api/v1/favorites/${seed.trackIds[1]}`, headers });
    try {
      const before = await likes();
      await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = on`);
      // Sessions take the setting when they start: end the server's, its pool opens new ones.
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      // The first call may meet a connection that was just ended (503 unavailable); the next ones are read-only.
      let refused = await like();
      for (let attempt = 0; attempt < 5 && refused.json<{ code: string }>().code !== 'storage_read_only'; attempt++) refused = await like();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: "The server's storage is read-only at the moment, so nothing was saved. Please try again later.", code: 'storage_read_only' });
      expect(await likes()).toBe(before);
    } finally {
      await admin.query(`ALTER DATABASE ${name} RESET default_transaction_read_only`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await admin.end();
    }
    let again = await like();
    for (let attempt = 0; attempt < 5 && again.statusCode === 503; attempt++) again = await like();
    expect(again.statusCode).toBeLessThan(300);
  });
});
