import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { rotateAdminKey } from '../admin/admin-key.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { listLibraries } from '../library/library-admin.js';
import { ensureFfmpeg, writeTone } from '../library/test-support/audio-files.js';

let t: TestApp;
let key: string;
let root: string;
let music: string;

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('admin-libraries');
  music = path.join(root, 'roots', 'Home');
  writeTone(path.join(music, 'Album', '01.flac'), { tags: { title: 'Plays Direct', artist: 'Console Band', album: 'Console Album', track: '1' } });
  writeTone(path.join(music, 'Album', '02.m4a'), { codec: 'alac', frequency: 520, tags: { title: 'Needs Transcoding', artist: 'Console Band', album: 'Console Album', track: '2' } });
  writeTone(path.join(music, 'Album', '03.mp3'), { frequency: 600, tags: { title: 'Will Go Missing', artist: 'Console Band', album: 'Console Album', track: '3' } });
  fs.writeFileSync(path.join(music, 'Album', 'broken.mp3'), 'a shopping list, not a song\n'.repeat(40));
  fs.writeFileSync(path.join(music, 'Album', 'booklet.pdf'), '%PDF-1.4');
  fs.mkdirSync(path.join(root, 'roots', 'Empty'), { recursive: true });
  fs.writeFileSync(path.join(root, 'roots', 'a-file'), 'x');
  fs.mkdirSync(path.join(root, 'outside'), { recursive: true });
  t = await buildTestApp({ importRoots: [path.join(root, 'roots')], watchLibraries: false });
  key = await rotateAdminKey(t.app.db);
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

let ipCounter = 0;
const freshIp = () => `10.79.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const call = (operationId: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = { 'x-admin-key': key }) =>
  t.call(operationId, { method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}), remoteAddress: freshIp() });
const libraries = () => call('listAdminLibraries', 'GET', '/libraries');
const auditActions = async () => ((await call('listAdminAudit', 'GET', '/audit?limit=20')).json().entries as Array<{ action: string; actor: string }>).map((e) => `${e.action} by ${e.actor.split(' ')[0]}`);

/** Waits until no scan runs in the server or waits for one (the console polls the same list). */
async function scanned(id: string) {
  await t.app.libraries.idle();
  const answer = (await libraries()).json();
  expect(answer.scan).toBeNull();
  return answer.libraries.find((l: { id: string }) => l.id === id);
}

describe("the console's Libraries screen", () => {
  it('refuses a missing folder, a file, a folder outside the roots and a bad body with a clear 4xx, and adds nothing', async () => {
    const missing = await call('addAdminLibrary', 'POST', '/libraries', { folder: 'Nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`There is no folder ${path.join(root, 'roots', 'Nowhere')} on the server`);
    const file = await call('addAdminLibrary', 'POST', '/libraries', { folder: 'a-file' });
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toMatch(/is a file, not a folder$/);
    const outside = await call('addAdminLibrary', 'POST', '/libraries', { folder: path.join(root, 'outside') });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/^The server imports music only from folders under /);
    expect((await call('addAdminLibrary', 'POST', '/libraries', { folder: '' })).statusCode).toBe(400);
    expect((await call('addAdminLibrary', 'POST', '/libraries', { folder: 'Home', extra: 1 })).statusCode).toBe(400);
    expect((await libraries()).json().libraries).toEqual([]);
  });

  it('is for the admin only', async () => {
    expect((await call('listAdminLibraries', 'GET', '/libraries', undefined, {})).statusCode).toBe(401);
    const listener = await t.activateDevice();
    expect((await call('addAdminLibrary', 'POST', '/libraries', { folder: 'Home' }, listener.headers)).statusCode).toBe(403);
  });

  let id = '';
  it('adds a folder, scans it in the background, and lists its counts and last scan', async () => {
    const added = await call('addAdminLibrary', 'POST', '/libraries', { folder: 'Home', name: 'Home music' });
    expect(added.statusCode).toBe(201);
    id = added.json().id;
    expect(added.json()).toMatchObject({ name: 'Home music', path: fs.realpathSync(music), files: 0, tracks: 0, scanned_at: null, last_scan: null });
    const library = await scanned(id);
    expect(library).toMatchObject({ files: 4, tracks: 3, skipped: 1, last_scan: { files: 4, tracks: 3, added: 3 } });
    expect(library.scanned_at).not.toBeNull();
    expect((await libraries()).json()).toMatchObject({ roots: [path.join(root, 'roots')], ffmpeg: true });
    // The same folder again, and one inside it, are conflicts.
    expect((await call('addAdminLibrary', 'POST', '/libraries', { folder: 'Home' })).statusCode).toBe(409);
    expect((await call('addAdminLibrary', 'POST', '/libraries', { folder: 'Home/Album' })).statusCode).toBe(409);
  });

  it('lists the files not imported with their reasons, tracks missing on disk, and what needs ffmpeg', async () => {
    fs.rmSync(path.join(music, 'Album', '03.mp3'));
    const problems = (await call('getAdminLibraryProblems', 'GET', `/libraries/${id}/problems`)).json();
    expect(problems.skipped.map((s: { file: string }) => s.file)).toEqual(['Album/booklet.pdf', 'Album/broken.mp3']);
    expect(problems.skipped[0].reason).toBe('unsupported: .pdf files are not audio');
    expect(problems.skipped[1].reason).toMatch(/^unreadable: /);
    expect(problems.skipped_total).toBe(2);
    expect(problems.missing).toEqual([{ track_id: expect.any(String), title: 'Will Go Missing', file: 'Album/03.mp3', codec: expect.any(String) }]);
    expect(problems.missing_total).toBe(1);
    expect(problems.needs_ffmpeg.map((p: { title: string }) => p.title)).toEqual(['Needs Transcoding']);
    expect(problems.needs_ffmpeg[0].codec).toBe('ALAC');
    expect(problems.ffmpeg).toBe(true);
    expect((await call('getAdminLibraryProblems', 'GET', '/libraries/999/problems')).statusCode).toBe(404);
  });

  it('scans now: the missing track goes, the counts follow', async () => {
    const started = await call('scanAdminLibrary', 'POST', `/libraries/${id}/scan`, { full: true });
    expect(started.statusCode).toBe(202);
    const library = await scanned(id);
    expect(library).toMatchObject({ files: 3, tracks: 2, last_scan: { removed: 1 } });
    expect((await call('getAdminLibraryProblems', 'GET', `/libraries/${id}/problems`)).json().missing_total).toBe(0);
    expect((await call('scanAdminLibrary', 'POST', '/libraries/999/scan', {})).statusCode).toBe(404);
  });

  it('removes a library: its tracks leave, its files stay; every change is in the audit log like the CLI', async () => {
    const removed = await call('removeAdminLibrary', 'DELETE', `/libraries/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().name).toBe('Home music');
    expect(await listLibraries(t.app.db)).toEqual([]);
    expect(fs.existsSync(path.join(music, 'Album', '01.flac'))).toBe(true);
    expect(await t.app.db.selectFrom('tracks').select('id').where('title', '=', 'Plays Direct').executeTakeFirst()).toBeUndefined();
    expect((await call('removeAdminLibrary', 'DELETE', `/libraries/${id}`)).statusCode).toBe(404);
    const actions = await auditActions();
    expect(actions.slice(0, 4)).toEqual(['libraries.remove by console', 'libraries.scan by console', 'libraries.scan by console', 'libraries.add by console']);
  });
});
