import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureFileAudio } from '../content/import/track-loudness.js';
import { READ_CONCURRENCY, readLibraryFile } from './library-read.js';
import { startReadPool } from './library-read-pool.js';
import { walkLibrary } from './library-walk.js';
import { ensureFfmpeg, writeTone, withRawId3 } from './test-support/audio-files.js';

/** The worker's TypeScript source behind tsx, as the built server runs its compiled twin. */
function sourceWorker(): Worker {
  // tsx's ESM entry: its CommonJS one cannot be imported from an ES module.
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const source = new URL('./library-read-worker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`, { eval: true, execArgv: ['--conditions=@tangerine/source'] });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8cf00000301010018dd8db00000000049454e44ae426082', 'hex');
const picture = () => ({ id: 'APIC', body: Buffer.concat([Buffer.from([0]), Buffer.from('image/png\0', 'latin1'), Buffer.from([3, 0]), PNG]) });

describe('tag reading in worker threads', () => {
  let root: string;
  beforeAll(() => {
    ensureFfmpeg();
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-read-pool-')));
    writeTone(path.join(root, 'a', 'tone.flac'), { tags: { title: 'Flac Tone', artist: 'Pool Artist', album: 'Pool Album', track: '2', disc: '1' } });
    const mp3 = writeTone(path.join(root, 'a', 'cover.mp3'), { tags: { title: 'With Cover' } });
    fs.writeFileSync(mp3, withRawId3(fs.readFileSync(mp3), [{ id: 'TIT2', body: Buffer.from('\u0003With Cover', 'latin1') }, picture()]));
    fs.writeFileSync(path.join(root, 'a', 'cover.lrc'), '[00:00.50]First line\n[00:01.00]Second line\n');
    fs.writeFileSync(path.join(root, 'a', 'empty.mp3'), '');
    fs.writeFileSync(path.join(root, 'a', 'text.mp3'), 'not audio at all');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('gives what reading in this thread gives: tags, picture bytes, lyrics, and the reasons files are skipped', async () => {
    const { audio } = await walkLibrary(root);
    expect(audio).toHaveLength(4);
    const pool = startReadPool(2, sourceWorker);
    try {
      expect(pool.threads).toBe(2);
      const pooled = await Promise.all(audio.map((file) => pool.read(root, file)));
      expect(pool.answered()).toBe(4);
      const inline = await Promise.all(audio.map((file) => readLibraryFile(root, file)));
      expect(pooled).toEqual(inline);
      // A whole batch sent at once (a scan does so): the worker reads READ_CONCURRENCY at a time and answers every file.
      const batch = Array.from({ length: READ_CONCURRENCY * 3 }, (_, i) => audio[i % audio.length] as (typeof audio)[number]);
      expect(await Promise.all(batch.map((file) => pool.read(root, file)))).toEqual(batch.map((file) => inline[audio.indexOf(file)]));
      const cover = pooled.find((read) => read.file.relative === 'a/cover.mp3');
      expect(cover?.skip).toBeNull();
      if (cover?.skip !== null) return;
      expect(Buffer.isBuffer(cover.tags.picture)).toBe(true);
      expect(cover.tags.picture?.equals(PNG)).toBe(true);
      expect(cover.lyrics?.synced).toBe(true);
      expect(pooled.filter((read) => read.skip !== null).map((read) => read.skip?.split(':')[0])).toEqual(['empty', 'unreadable']);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('decodes a file for its loudness and waveform in a worker as in this thread, warnings included', async () => {
    const priority = os.getPriority();
    const pool = startReadPool(1, sourceWorker);
    try {
      const flac = path.join(root, 'a', 'tone.flac');
      const text = path.join(root, 'a', 'text.mp3');
      const [pooled, broken] = [await pool.measure(flac), await pool.measure(text)];
      expect(pool.answered()).toBe(2);
      const inline = await measureFileAudio(flac, () => undefined, { withPeaks: true });
      expect(pooled.loudness).toEqual(inline.loudness);
      expect(pooled.loudness?.loudness).toBeGreaterThan(-40);
      expect(pooled.peaks ? [...pooled.peaks] : null).toEqual(inline.peaks ? [...inline.peaks] : null);
      expect(pooled.peaks).toHaveLength(200);
      expect(pooled.warnings).toEqual([]);
      expect(broken.loudness).toBeNull();
      expect(broken.warnings.join()).toMatch(/loudness not measured/);
      // The worker lowered its own thread's priority, not the server's.
      expect(os.getPriority()).toBe(priority);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('reads a failed worker\'s files in this thread', async () => {
    const { audio } = await walkLibrary(root);
    const pool = startReadPool(1, () => new Worker('process.exit(3)', { eval: true }));
    try {
      const pooled = await Promise.all(audio.map((file) => pool.read(root, file)));
      expect(pool.answered()).toBe(0);
      expect(pooled).toEqual(await Promise.all(audio.map((file) => readLibraryFile(root, file))));
      expect((await pool.measure(path.join(root, 'a', 'tone.flac'))).loudness).toEqual((await measureFileAudio(path.join(root, 'a', 'tone.flac'), () => undefined)).loudness);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
