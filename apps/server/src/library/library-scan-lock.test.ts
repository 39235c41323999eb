import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postgresAdminUrl, type TestApp } from '../test-support/test-app.js';
import { startInstance, type ServerInstance } from '../test-support/server-instance.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { libraryScanLockOf } from '../admin/import-lock.js';
import { addLibrary } from './library-admin.js';
import { ensureFfmpeg, writeTone } from './test-support/audio-files.js';

/** Two server processes on one PostgreSQL database (SQLite has one process: its scans already run one at a time). */
const onPostgres = Boolean(postgresAdminUrl());
let one: TestApp;
let two: ServerInstance;
let root: string;

beforeAll(async () => {
  if (!onPostgres) return;
  ensureFfmpeg();
  root = tempDir('library-scan-lock');
  for (const n of [1, 2, 3]) writeTone(path.join(root, `${n}.mp3`), { frequency: 300 + n * 50, tags: { title: `Locked ${n}`, artist: 'Lock Band' } });
  one = await buildTestApp({ watchLibraries: false, scanIntervalSeconds: 0 });
  two = await startInstance({ ...one.config, watchLibraries: false, scanIntervalSeconds: 0 });
});

afterAll(async () => {
  await two?.close();
  await one?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const tracks = async () => Number((await one.app.db.selectFrom('tracks').select((eb) => eb.fn.countAll<number>().as('n')).where('title', 'like', 'Locked %').executeTakeFirstOrThrow()).n);
const scans = async () => (await one.app.db.selectFrom('admin_audit_log').select('action').where('action', '=', 'libraries.scan').execute()).length;

describe.skipIf(!onPostgres)('one scan of a library at a time across server processes (PostgreSQL advisory lock)', () => {
  it('a process leaves a library another process is scanning, and scans it once that one is done', async () => {
    const library = await addLibrary(one.app.db, 'test', root);
    // Process one is scanning the library (its claim held as a scan holds it).
    const release = await libraryScanLockOf(one.app.db, 'postgres', library.id).tryHold();
    expect(release).not.toBeNull();
    expect(await two.app.libraries.scan(library.id, false, 'test')).toEqual([]);
    expect([await tracks(), await scans()]).toEqual([0, 0]);
    // The claim is the library's own: another library's is free.
    const other = await libraryScanLockOf(two.app.db, 'postgres', library.id + 1000).tryHold();
    expect(other).not.toBeNull();
    await other?.();

    await release?.();
    const [result] = await two.app.libraries.scan(library.id, false, 'test');
    expect(result?.added).toBe(3);
    expect([await tracks(), await scans()]).toEqual([3, 1]);

    // Both at once: never two tracks for one file.
    const both = await Promise.all([one.app.libraries.scan(library.id, true, 'test'), two.app.libraries.scan(library.id, true, 'test')]);
    expect(both.flat().length).toBeGreaterThanOrEqual(1);
    expect(await tracks()).toBe(3);
  });
});
