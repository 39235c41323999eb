import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { addLibrary } from './library-admin.js';
import { libraryProblems } from './library-problems.js';
import { createLibraryService, type LibraryService } from './library-service.js';
import { changedFolder, createLibraryWatcher, type LibraryWatcher } from './library-watcher.js';
import { inScope, normalizeScope } from './library-walk.js';
import { ensureFfmpeg, writeTone } from './test-support/audio-files.js';

let t: TestApp;
let root: string;
let music: string;
let libraryId: number;
let service: LibraryService;
let watcher: LibraryWatcher;
let account: Awaited<ReturnType<TestApp['activateDevice']>>;
let compactions = 0;

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('watch-changes');
  music = path.join(root, 'Music');
  for (const [index, folder] of ['Album A', 'Album A', 'Album A', 'Album B', 'Album B', 'Album B'].entries()) {
    writeTone(path.join(music, folder, `${index}.ogg`), { seconds: 0.3, frequency: 300 + index * 50, tags: { title: `Song ${index}`, artist: 'Quiet Band', album: folder } });
  }
  t = await buildTestApp({ watchLibraries: false, scanIntervalSeconds: 0 });
  account = await t.activateDevice();
  libraryId = (await addLibrary(t.app.db, 'test', music)).id;
  // The search index's compaction is counted, and put far enough off that it never runs during the test.
  service = createLibraryService({ db: t.app.db, dialect: t.app.dialect, store: t.app.mediaStore, log: t.app.log, compactAfterMs: 600_000, compact: async () => void compactions++ });
  await service.scan(libraryId, false, 'test');
  watcher = createLibraryWatcher({ db: t.app.db, service, log: t.app.log, debounceMs: 300 });
  await watcher.refresh();
}, 120_000);

afterAll(async () => {
  await watcher?.close();
  service?.close();
  await service?.idle();
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function eventually<T>(check: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('not within the time');
}

const foundTitles = async (query: string): Promise<string[]> => (await t.call('search', { method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(query)}`, headers: account.headers })).json().tracks.map((track: { title: string }) => track.title);

describe('a watched library rescans only what changed', () => {
  it('lists one folder and reads one file for a file added to it; the song is searchable at once', async () => {
    const before = service.lastResult(libraryId);
    expect(before?.files).toBe(6);
    const staged = path.join(root, 'staged.ogg');
    writeTone(staged, { seconds: 0.3, frequency: 900, tags: { title: 'Newcomer Tune', artist: 'Quiet Band', album: 'Album A' } });
    fs.renameSync(staged, path.join(music, 'Album A', 'new.ogg'));
    const result = await eventually(async () => {
      const last = service.lastResult(libraryId);
      return last !== before && last?.added ? last : undefined;
    });
    // Album A's three files and the new one were listed; Album B was not; only the new file's tags were read.
    expect({ files: result.files, read: result.read, added: result.added, unchanged: result.unchanged }).toEqual({ files: 4, read: 1, added: 1, unchanged: 3 });
    expect(await foundTitles('Newcomer')).toEqual(['Newcomer Tune']);
    expect(compactions).toBe(0);
  });

  it('removes the track of a deleted file from search, listing only its folder', async () => {
    const before = service.lastResult(libraryId);
    fs.unlinkSync(path.join(music, 'Album B', '4.ogg'));
    const result = await eventually(async () => {
      const last = service.lastResult(libraryId);
      return last !== before && last?.removed ? last : undefined;
    });
    expect({ files: result.files, read: result.read, removed: result.removed }).toEqual({ files: 2, read: 0, removed: 1 });
    expect(await foundTitles('Song')).toEqual(['Song 0', 'Song 1', 'Song 2', 'Song 3', 'Song 5']);
    const titles = (await t.app.db.selectFrom('tracks').select('title').orderBy('title').execute()).map((r) => r.title);
    expect(titles).toEqual(['Newcomer Tune', 'Song 0', 'Song 1', 'Song 2', 'Song 3', 'Song 5']);
    expect(compactions).toBe(0);
  });

  it('keeps a moved file as its track when both its folders are in one scan of changes', async () => {
    // The watcher's timing is not under test here: the scan is asked for as one burst would ask.
    await watcher.close();
    const trackOf = async (file: string) => (await t.app.db.selectFrom('library_files').select('track_id').where('library_id', '=', libraryId).where('path', '=', file).executeTakeFirst())?.track_id;
    const id = await trackOf('Album B/5.ogg');
    fs.renameSync(path.join(music, 'Album B', '5.ogg'), path.join(music, 'Album A', '5.ogg'));
    const [result] = await service.scanChanges(libraryId, [{ dir: 'Album B', deep: false }, { dir: 'Album A', deep: false }], 'test');
    expect({ moved: result?.moved, removed: result?.removed, read: result?.read }).toEqual({ moved: 1, removed: 0, read: 1 });
    expect(await trackOf('Album A/5.ogg')).toBe(id);
  });

  it('compacts the search index a while after the last change, not per event', async () => {
    const quick = createLibraryService({ db: t.app.db, dialect: t.app.dialect, store: t.app.mediaStore, log: t.app.log, compactAfterMs: 50, compact: async () => void compactions++ });
    writeTone(path.join(music, 'Album B', 'late.ogg'), { seconds: 0.3, frequency: 1200, tags: { title: 'Late Tune', artist: 'Quiet Band', album: 'Album B' } });
    expect(compactions).toBe(0);
    const [result] = await quick.scanChanges(libraryId, [{ dir: 'Album B', deep: false }], 'test');
    expect(result?.added).toBe(1);
    await eventually(async () => (compactions > 0 ? true : undefined));
    quick.close();
    await quick.idle();
  });

  it('keeps the total of files not imported exact after a scan of changes', async () => {
    const junk = path.join(music, 'Junk');
    fs.mkdirSync(junk, { recursive: true });
    fs.writeFileSync(path.join(junk, 'empty.mp3'), '');
    fs.writeFileSync(path.join(junk, 'notes.pdf'), 'not audio');
    await service.scan(libraryId, false, 'test');
    expect((await libraryProblems(t.app.db, libraryId)).skippedTotal).toBe(2);
    fs.unlinkSync(path.join(junk, 'notes.pdf'));
    await service.scanChanges(libraryId, [{ dir: 'Junk', deep: false }], 'test');
    const problems = await libraryProblems(t.app.db, libraryId);
    expect({ files: problems.skipped.map((s) => s.file), total: problems.skippedTotal }).toEqual({ files: ['Junk/empty.mp3'], total: 1 });
  });
});

describe('the folders an event changes', () => {
  it('maps a file to its folder and a folder to everything below it', () => {
    expect(changedFolder('/m', 'add', '/m/A/x.ogg')).toEqual({ dir: 'A', deep: false });
    expect(changedFolder('/m', 'change', '/m/x.lrc')).toEqual({ dir: '', deep: false });
    expect(changedFolder('/m', 'unlinkDir', '/m/A/B')).toEqual({ dir: 'A/B', deep: true });
    expect(changedFolder('/m', 'add', '/elsewhere/x.ogg')).toBeNull();
  });

  it('drops folders a deep one covers, and tells which files a scope holds', () => {
    const scope = normalizeScope([{ dir: 'A/B', deep: false }, { dir: 'A', deep: true }, { dir: 'C', deep: false }, { dir: 'C', deep: false }, { dir: 'AB', deep: false }]);
    expect(scope).toEqual([{ dir: 'A', deep: true }, { dir: 'AB', deep: false }, { dir: 'C', deep: false }]);
    expect(['A/B/x.ogg', 'A/x.ogg', 'AB/x.ogg', 'AB/D/x.ogg', 'C/x.ogg', 'C/D/x.ogg', 'x.ogg'].filter((file) => inScope(scope, file))).toEqual(['A/B/x.ogg', 'A/x.ogg', 'AB/x.ogg', 'C/x.ogg']);
  });
});
