import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { addLibrary, runLibraryScan } from './library-admin.js';
import { libraryProblems } from './library-problems.js';
import { ensureFfmpeg, id3Text, withRawId3, writeTone } from './test-support/audio-files.js';

let t: TestApp;
let root: string;
let tone: Buffer;
let account: Awaited<ReturnType<TestApp['activateDevice']>>;

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('library-bad-input');
  tone = fs.readFileSync(writeTone(path.join(root, 'tone.mp3'), { seconds: 1 }));
  fs.rmSync(path.join(root, 'tone.mp3'));
  t = await buildTestApp({ watchLibraries: false });
  account = await t.activateDevice();
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A library of its own for each case, so each scan's report is the case's own. */
async function library(name: string, fill: (dir: string) => void) {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  fill(dir);
  return addLibrary(t.app.db, 'test', dir);
}
const scan = async (id: number, onProgress?: (file: string) => void) => {
  const [outcome] = await runLibraryScan({ db: t.app.db, dialect: t.app.dialect, store: t.app.mediaStore, actor: 'test' }, id, false, onProgress && ((_, progress) => onProgress(progress.file)));
  if (!outcome?.result) throw new Error('the scan did not run');
  return outcome.result;
};
const titled = (title: string) => t.app.db.selectFrom('tracks').select(['id', 'title']).where('title', '=', title).executeTakeFirst();
const filesOf = (libraryId: number) => t.app.db.selectFrom('library_files').select(['path', 'track_id', 'skip_reason']).where('library_id', '=', libraryId).orderBy('path').execute();

describe('a library scan meets bad input: each case is reported, nothing half-written', () => {
  it('a file name that is not UTF-8 is reported and skipped; the rest of its folder is imported', async () => {
    const lib = await library('names', (dir) => {
      fs.writeFileSync(path.join(dir, 'fine.mp3'), withRawId3(tone, [{ id: 'TIT2', body: id3Text(Buffer.from('Fine Name')) }]));
      // Latin-1 "café.mp3" as a byte string: Linux keeps the bytes, Node reads them back as U+FFFD.
      fs.writeFileSync(Buffer.concat([Buffer.from(`${dir}/caf`), Buffer.from([0xe9]), Buffer.from('.mp3')]), tone);
    });
    const result = await scan(lib.id);
    expect(result.added).toBe(1);
    expect(result.skipped).toEqual([{ file: 'caf\uFFFD.mp3', reason: 'unreadable: the file cannot be opened (deleted during the scan, or a name that is not valid UTF-8)' }]);
    expect(await titled('Fine Name')).toBeDefined();
    expect((await libraryProblems(t.app.db, lib.id)).skipped.map((s) => s.file)).toEqual(['caf\uFFFD.mp3']);
  });

  it('a tag that is not UTF-8 keeps its track, says so, and is served without a 5xx', async () => {
    const lib = await library('tags', (dir) => {
      fs.writeFileSync(path.join(dir, 'bad-tag.mp3'), withRawId3(tone, [{ id: 'TIT2', body: id3Text(Buffer.from([0x42, 0x61, 0x64, 0xff, 0xfe, 0x20, 0x54, 0x61, 0x67])) }, { id: 'TPE1', body: id3Text(Buffer.from([0x41, 0xc3, 0x28])) }]));
    });
    const result = await scan(lib.id);
    expect(result.added).toBe(1);
    expect(result.warnings.map((w) => w.message)).toEqual(expect.arrayContaining(['the title tag is not valid UTF-8 (its bad bytes show as "\uFFFD")', 'the artist tag is not valid UTF-8 (its bad bytes show as "\uFFFD")']));
    const track = await titled('Bad\uFFFD\uFFFD Tag');
    expect(track).toBeDefined();
    const answer = await t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${track?.id}`, headers: account.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().title).toBe('Bad\uFFFD\uFFFD Tag');
  });

  it('tags of 1 MB are cut to size: the track is imported, its texts bounded', async () => {
    const huge = 'Ä'.repeat(512 * 1024);
    const lib = await library('huge-tags', (dir) => {
      fs.writeFileSync(
        path.join(dir, 'huge.mp3'),
        withRawId3(tone, [
          { id: 'TIT2', body: id3Text(Buffer.from(huge)) },
          { id: 'TPE1', body: id3Text(Buffer.from(`Huge Tag Band${'x'.repeat(1024 * 1024)}`)) },
          { id: 'TCON', body: id3Text(Buffer.from(Array.from({ length: 40_000 }, (_, i) => `Genre ${i}`).join(';'))) },
          { id: 'USLT', body: Buffer.concat([Buffer.from([3]), Buffer.from('eng'), Buffer.from([0]), Buffer.from('la la la\n'.repeat(120_000))]) },
        ]),
      );
    });
    expect(fs.statSync(path.join(root, 'huge-tags', 'huge.mp3')).size).toBeGreaterThan(3 * 1024 * 1024);
    const result = await scan(lib.id);
    expect(result.added).toBe(1);
    const track = await t.app.db.selectFrom('tracks').innerJoin('artists', 'artists.id', 'tracks.artist_id').select(['tracks.id', 'tracks.title', 'tracks.genres', 'artists.name']).where('tracks.title', 'like', 'ÄÄÄ%').executeTakeFirstOrThrow();
    expect(track.title.length).toBeLessThanOrEqual(300);
    expect(track.name.length).toBeLessThanOrEqual(300);
    expect(JSON.parse(track.genres).length).toBeLessThanOrEqual(20);
    const lyrics = await t.call('getTrackLyrics', { method: 'GET', url: `/api/v1/browse/tracks/${track.id}/lyrics`, headers: account.headers });
    expect(lyrics.statusCode).toBe(200);
    expect(lyrics.json().lines.length).toBeLessThanOrEqual(5000);
  });

  it('a file deleted while the scan runs is reported with its reason and has no track', async () => {
    const lib = await library('deleted', (dir) => {
      for (const name of ['a', 'b', 'c']) fs.writeFileSync(path.join(dir, `${name}.mp3`), withRawId3(tone, [{ id: 'TIT2', body: id3Text(Buffer.from(`Mid Scan ${name}`)) }]));
    });
    // Listed with the folder, then gone before it is read.
    const result = await scan(lib.id, (file) => {
      if (file === 'a.mp3') fs.rmSync(path.join(root, 'deleted', 'b.mp3'));
    });
    expect(result.added).toBe(2);
    expect(result.skipped).toEqual([{ file: 'b.mp3', reason: 'unreadable: ENOENT' }]);
    expect(await titled('Mid Scan b')).toBeUndefined();
    expect((await filesOf(lib.id)).map((f) => [f.path, f.track_id !== null, f.skip_reason])).toEqual([
      ['a.mp3', true, null],
      ['b.mp3', false, 'unreadable: ENOENT'],
      ['c.mp3', true, null],
    ]);
    // The next scan no longer sees it at all.
    await scan(lib.id);
    expect((await filesOf(lib.id)).map((f) => f.path)).toEqual(['a.mp3', 'c.mp3']);
  });

  it('a folder of 100,000 entries is listed and reported within bounds: the console keeps the first 500', async () => {
    const lib = await library('crowded', (dir) => {
      fs.writeFileSync(path.join(dir, '00-real.mp3'), withRawId3(tone, [{ id: 'TIT2', body: id3Text(Buffer.from('Among Many')) }]));
      const empty = Buffer.alloc(0);
      for (let i = 0; i < 100_000; i++) fs.writeFileSync(path.join(dir, `entry-${String(i).padStart(6, '0')}.dat`), empty);
    });
    const result = await scan(lib.id);
    expect(result.added).toBe(1);
    expect(result.skipped).toHaveLength(100_000);
    expect(result.skipped[0]).toEqual({ file: 'entry-000000.dat', reason: 'unsupported: .dat files are not audio' });
    const problems = await libraryProblems(t.app.db, lib.id);
    expect(problems.skipped).toHaveLength(500);
    expect(problems.skippedTotal).toBe(100_000);
    expect(await titled('Among Many')).toBeDefined();
  }, 180_000);
});
