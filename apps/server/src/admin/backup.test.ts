/**
 * `admin backup` while the server runs and writes, then `admin restore` into a fresh database:
 * every playlist acknowledged before the backup began is there. A bad or truncated file is refused
 * with a clear error and changes nothing.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, tempDir } from '../content/test-support/fixtures.js';
import { closeDatabase, openDatabase } from '../db/database.js';
import { runAdmin } from '../test-support/admin-process.js';
import { activate, call, startServerProcess, type ServerProcess } from '../test-support/server-process.js';

const roots: string[] = [];
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL');
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

async function playlistIds(target: { dataDir: string; databaseUrl?: string | undefined }): Promise<Set<string>> {
  const handle = openDatabase(target);
  try {
    return new Set((await handle.db.selectFrom('user_playlists').select('id').execute()).map((r) => String(r.id)));
  } finally {
    await closeDatabase(handle);
  }
}

describe('admin backup and restore', () => {
  it('backs up while the server writes; the restore holds every write acknowledged before the backup; bad files change nothing', { timeout: 240_000 }, async () => {
    const root = tempDir('backup');
    roots.push(root);
    const live = { dataDir: join(root, 'live'), databaseUrl: await createTestDatabaseUrl() };
    const server = await startServerProcess(live);
    servers.push(server);
    const headers = await activate(server.port, server.code, 'web-backup');

    const acked = new Set<string>();
    let stop = false;
    const writer = (async () => {
      for (let n = 0; !stop; n++) {
        const answer = await call(server.port, 'POST', '/api/v1/playlists', { headers, body: { name: `Backup ${n}` } }).catch(() => undefined);
        if (answer?.status === 201) acked.add(String(JSON.parse(answer.body).id));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    while (acked.size < 20) await new Promise((resolve) => setTimeout(resolve, 50));

    const file = join(root, 'tangerine.backup');
    const before = new Set(acked);
    const backup = await runAdmin(live, ['backup', file]);
    const during = acked.size - before.size;
    stop = true;
    await writer;
    server.child.kill('SIGTERM');
    await server.exited;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up the (SQLite|PostgreSQL) database to /);
    // The server kept writing while the backup ran.
    expect(during).toBeGreaterThan(0);

    const restored = { dataDir: join(root, 'restored'), databaseUrl: await createTestDatabaseUrl() };
    const restore = await runAdmin(restored, ['restore', file]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const ids = await playlistIds(restored);
    expect([...before].filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBeLessThanOrEqual(acked.size);

    // The restored database serves: the listener's device and playlists are there.
    const again = await startServerProcess(restored);
    servers.push(again);
    const list = await call(again.port, 'GET', '/api/v1/playlists?limit=500', { headers });
    expect(list.status).toBe(200);
    expect((JSON.parse(list.body) as { playlists: unknown[] }).playlists.length).toBe(ids.size);
    again.child.kill('SIGTERM');
    await again.exited;

    // A file that is no backup, and a backup cut in half: refused, the database as it was.
    const garbage = join(root, 'garbage.backup');
    writeFileSync(garbage, 'hello, this is not a database\n'.repeat(100));
    const truncated = join(root, 'truncated.backup');
    const whole = readFileSync(file);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const refusedGarbage = await runAdmin(restored, ['restore', garbage]);
    expect(refusedGarbage.code).toBe(1);
    expect(refusedGarbage.stderr).toContain('is not a Tangerine backup');
    const refusedTruncated = await runAdmin(restored, ['restore', truncated]);
    expect(refusedTruncated.code).toBe(1);
    expect(refusedTruncated.stderr).toContain('nothing was changed');
    expect(await playlistIds(restored)).toEqual(ids);
    // Over a database that is already there, the good file replaces it.
    const over = await runAdmin(restored, ['restore', file]);
    expect(over.stderr).toBe('');
    expect(await playlistIds(restored)).toEqual(ids);

    // Into a data directory that does not exist yet: a bad file creates nothing.
    if (!live.databaseUrl) {
      const untouched = { dataDir: join(root, 'never') };
      const refused = await runAdmin(untouched, ['restore', truncated]);
      expect(refused.code).toBe(1);
      expect(existsSync(untouched.dataDir)).toBe(false);
    }
    const missing = await runAdmin(restored, ['restore', join(root, 'no-such-file')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read the backup');
  });
});
