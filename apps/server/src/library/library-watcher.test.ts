import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { addLibrary } from './library-admin.js';
import { ensureFfmpeg, writeTone } from './test-support/audio-files.js';

let t: TestApp;
let root: string;
let music: string;
let headers: Record<string, string>;

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('watch');
  music = path.join(root, 'Music');
  writeTone(path.join(music, 'first.ogg'), { tags: { title: 'Already There', artist: 'Watch Band' } });
  // Answers are kept for ten minutes: only the scan's own announcement can make a change show.
  t = await buildTestApp({ musicDirs: [music], cacheTtlMs: 600_000 });
  headers = (await t.activateDevice()).headers;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const titles = async () => (await t.app.db.selectFrom('tracks').select('title').orderBy('title').execute()).map((r) => r.title);

async function eventually(check: () => Promise<boolean>, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('not within the time');
}

const searched = async (query: string) => (await t.call('search', { method: 'GET', url: `/api/v1/search?type=song&q=${encodeURIComponent(query)}`, headers })).json().tracks.map((track: { title: string }) => track.title);

describe('a watched library', () => {
  it('picks up an added file and a deleted one without a manual scan', async () => {
    await eventually(async () => (await titles()).includes('Already There'));
    // Search's kept answers (nothing found, one song found) are dropped by the watcher's scans.
    expect(await searched('Dropped')).toEqual([]);
    expect(await searched('Already')).toEqual(['Already There']);
    // Written elsewhere and moved in, as a copy lands: the watcher sees a finished file.
    const staged = path.join(root, 'staged.ogg');
    writeTone(staged, { frequency: 600, tags: { title: 'Dropped In', artist: 'Watch Band' } });
    fs.renameSync(staged, path.join(music, 'dropped.ogg'));
    await eventually(async () => (await titles()).includes('Dropped In'));
    await t.app.libraries.idle();
    expect(await searched('Dropped')).toEqual(['Dropped In']);
    fs.unlinkSync(path.join(music, 'first.ogg'));
    await eventually(async () => !(await titles()).includes('Already There'));
    await t.app.libraries.idle();
    expect(await searched('Already')).toEqual([]);
    expect(await titles()).toEqual(['Dropped In']);
  });

  it('watches a library added while the server runs once a scan has seen it', async () => {
    const more = path.join(root, 'More');
    fs.mkdirSync(more);
    const library = await addLibrary(t.app.db, 'test', more);
    await t.app.libraries.scan(library.id, false, 'test');
    writeTone(path.join(more, 'late.ogg'), { frequency: 700, tags: { title: 'Late Arrival', artist: 'Watch Band' } });
    await eventually(async () => (await titles()).includes('Late Arrival'));
  });

  it('imports a file written in two parts, with a pause between, as one track of the whole file', async () => {
    const library = await t.app.db.selectFrom('libraries').select('id').where('path', '=', music).executeTakeFirstOrThrow();
    const bytes = fs.readFileSync(writeTone(path.join(root, 'slow.ogg'), { seconds: 4, frequency: 800, tags: { title: 'Written Slowly', artist: 'Watch Band' } }));
    const target = path.join(music, 'slow.ogg');
    const handle = fs.openSync(target, 'w');
    try {
      fs.writeSync(handle, bytes.subarray(0, bytes.length >> 1));
      // The writer stalls long enough for the watcher to scan what is there so far.
      const before = t.app.libraries.lastResult(library.id);
      await eventually(async () => t.app.libraries.lastResult(library.id) !== before);
      fs.writeSync(handle, bytes.subarray(bytes.length >> 1));
    } finally {
      fs.closeSync(handle);
    }
    const row = () => t.app.db.selectFrom('library_files').select(['size', 'track_id', 'skip_reason']).where('library_id', '=', library.id).where('path', '=', 'slow.ogg').executeTakeFirst();
    await eventually(async () => Number((await row())?.size) === bytes.length);
    await t.app.libraries.idle();
    const written = await row();
    expect({ size: Number(written?.size), skipped: written?.skip_reason, track: written?.track_id !== null }).toEqual({ size: bytes.length, skipped: null, track: true });
    expect((await titles()).filter((title) => title === 'Written Slowly')).toHaveLength(1);
  });
});
