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

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('watch');
  music = path.join(root, 'Music');
  writeTone(path.join(music, 'first.ogg'), { tags: { title: 'Already There', artist: 'Watch Band' } });
  t = await buildTestApp({ musicDirs: [music] });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const titles = async () => (await t.app.db.selectFrom('tracks').select('title').orderBy('title').execute()).map((r) => r.title);

async function eventually(check: () => Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('not within the time');
}

describe('a watched library', () => {
  it('picks up an added file and a deleted one without a manual scan', async () => {
    await eventually(async () => (await titles()).includes('Already There'));
    // Written elsewhere and moved in, as a copy lands: the watcher sees a finished file.
    const staged = path.join(root, 'staged.ogg');
    writeTone(staged, { frequency: 600, tags: { title: 'Dropped In', artist: 'Watch Band' } });
    fs.renameSync(staged, path.join(music, 'dropped.ogg'));
    await eventually(async () => (await titles()).includes('Dropped In'));
    fs.unlinkSync(path.join(music, 'first.ogg'));
    await eventually(async () => !(await titles()).includes('Already There'));
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
});
