import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, tempDir } from '../content/test-support/fixtures.js';
import { ensureFfmpeg, writeTone } from '../library/test-support/audio-files.js';
import { runAdmin, runAdminInProcess, type AdminRun } from '../test-support/admin-process.js';

let root: string;
let dataDir: string;
let music: string;
let databaseUrl: string | undefined;
/** The CLI as its own process, as `npm run admin -- ...` runs it. */
const adminProcess = (...args: string[]): Promise<AdminRun> => runAdmin({ dataDir, databaseUrl }, args);
/** The same command in this process (runAdminInProcess): the first test crosses the process boundary, the rest need not start tsx again. */
const admin = (...args: string[]): Promise<AdminRun> => runAdminInProcess({ dataDir, databaseUrl }, args);

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('library-cli');
  dataDir = path.join(root, 'data');
  music = path.join(root, 'Music');
  writeTone(path.join(music, 'Album', '01.flac'), { tags: { title: 'First Light', artist: 'Dawn Chorus', album: 'Morning' } });
  writeTone(path.join(music, 'Album', '02.m4a'), { codec: 'alac', frequency: 300, tags: { title: 'Second Light', artist: 'Dawn Chorus', album: 'Morning' } });
  fs.writeFileSync(path.join(music, 'Album', 'broken.mp3'), 'not audio at all');
  fs.writeFileSync(path.join(music, 'Album', 'Morning.m3u'), '01.flac\nmissing.flac\n');
  databaseUrl = await createTestDatabaseUrl();
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('libraries add|list|scan|remove', { timeout: 120_000 }, () => {
  it('refuses a folder that is not there, and says when to use import music instead', async () => {
    const missing = await adminProcess('libraries', 'add', path.join(root, 'nowhere'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`There is no folder ${path.join(root, 'nowhere')}`);
    const help = await adminProcess('import', 'music', '--help');
    expect(help.stdout).toContain('libraries add DIR');
  });

  it('adds, scans with every skipped file and its reason, lists and removes a library', async () => {
    const added = await admin('libraries', 'add', music, '--name', 'Home Music');
    expect([added.code, added.stdout.trim()]).toEqual([0, `Added library 1 "Home Music": ${fs.realpathSync(music)}`]);
    const scanned = await admin('libraries', 'scan');
    expect(scanned.code).toBe(0);
    expect(scanned.stderr).toContain('Not imported Home Music/Album/broken.mp3: unreadable');
    expect(scanned.stdout).toMatch(/Library 1 "Home Music": 3 audio files in [\d.]+ s: 2 added, 0 updated, 0 moved, 0 unchanged, 0 removed, 1 not imported\./);
    const again = await admin('libraries', 'scan', '1');
    expect(again.stdout).toContain('0 added, 0 updated, 0 moved, 2 unchanged, 0 removed, 1 not imported');
    const offered = await admin('libraries', 'playlists', '1');
    expect(offered.stdout).toMatch(/1\s+offered\s+Album\/Morning\.m3u/);
    const imported = await admin('libraries', 'playlist', '1', '1', 'import');
    expect([imported.code, imported.stdout.trim()]).toEqual([0, 'Imported Album/Morning.m3u: 1 of 2 entries matched.']);
    expect(imported.stderr).toContain('Not matched Album/Morning.m3u:2 missing.flac: No song of the library has this path');
    expect((await admin('libraries', 'playlists', '1')).stdout).toMatch(/1\s+imported\s+1 of 2\s+Album\/Morning\.m3u/);
    expect((await admin('libraries', 'playlist', '1', '7', 'import')).stderr).toContain('Playlist file not found');
    const listed = await admin('libraries', 'list');
    expect(listed.stdout).toMatch(/1\s+Home Music\s+3\s+2\s+1\s+\d{4}-/);
    const removed = await admin('libraries', 'remove', '1');
    expect(removed.stdout).toContain('Removed library 1 "Home Music" (2 tracks)');
    expect((await admin('libraries', 'remove', '1')).stderr).toContain('There is no library 1');
  });
});
