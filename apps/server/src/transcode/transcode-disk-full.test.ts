import fs from 'node:fs';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { addLibrary } from '../library/library-admin.js';
import { ensureFfmpeg, writeTone } from '../library/test-support/audio-files.js';

let root: string;
let t: TestApp;
let streamUrl: string;

beforeAll(async () => {
  ensureFfmpeg();
  root = tempDir('transcode-disk-full');
  writeTone(path.join(root, 'Music', 'alac.m4a'), { codec: 'alac', seconds: 3, tags: { title: 'Disk Filler', artist: 'Codec Band' } });
  t = await buildTestApp({ watchLibraries: false });
  const library = await addLibrary(t.app.db, 'test', path.join(root, 'Music'));
  await t.app.libraries.scan(library.id, false, 'test');
  const account = await t.activateDevice();
  const row = await t.app.db.selectFrom('tracks').select('id').where('title', '=', 'Disk Filler').executeTakeFirstOrThrow();
  streamUrl = (await t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${row.id}`, headers: account.headers })).json().stream_url;
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const cacheDir = () => path.join(t.dataDir, 'cache', 'transcode');
const cached = () => (fs.existsSync(cacheDir()) ? fs.readdirSync(cacheDir()) : []);

describe('a disk that fills while a transcode is cached', () => {
  it('the listener still gets the whole stream; no half transcode is kept as finished, and the next play transcodes again', async () => {
    const cache = t.app.transcodeCache;
    const writer = cache.writer.bind(cache);
    let full = 0;
    // The cache's disk fills at the first write after 4 KiB: the write stream fails as fs does with ENOSPC.
    cache.writer = (key) => {
      const entry = writer(key);
      let written = 0;
      const write = entry.stream._write.bind(entry.stream);
      entry.stream._write = (chunk: Buffer, encoding, done) => {
        written += chunk.length;
        if (written <= 4096) return write(chunk, encoding, done);
        full++;
        return done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' }));
      };
      return entry;
    };
    try {
      const answer = await t.call('streamAudio', { method: 'GET', url: streamUrl });
      expect(answer.statusCode).toBe(200);
      expect((await parseBuffer(answer.rawPayload, { mimeType: 'audio/ogg' }, { duration: true })).format.duration).toBeCloseTo(3, 0);
      // The cache copy is written beside the listener's stream, so its failing write may come after the answer's end.
      await expect.poll(() => full, { timeout: 5000 }).toBeGreaterThan(0);
      await expect.poll(() => cached(), { timeout: 5000 }).toEqual([]);
    } finally {
      cache.writer = writer;
    }
    // Room again: this play is transcoded and cached whole, then served from the cache with ranges.
    const again = await t.call('streamAudio', { method: 'GET', url: streamUrl });
    expect([again.statusCode, again.headers['accept-ranges']]).toEqual([200, 'none']);
    await expect.poll(() => cached().filter((name) => name.endsWith('.audio')).length, { timeout: 5000 }).toBe(1);
    const fromCache = await t.call('streamAudio', { method: 'GET', url: streamUrl });
    expect([fromCache.statusCode, fromCache.headers['accept-ranges'], fromCache.rawPayload.length]).toEqual([200, 'bytes', again.rawPayload.length]);
  });
});
