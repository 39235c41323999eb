import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCodes } from '../auth/code-service.js';
import { upsertMediaFile } from '../repositories/catalogue-writes.js';
import { COVER_SIZES } from '../media/sized-artwork.js';
import { appLogin, type AppLogin } from '../test-support/subsonic-client.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';

const CAP_BYTES = 40_000;
let t: TestApp;
let login: AppLogin;
beforeAll(async () => {
  t = await buildTestApp({ artworkCacheBytes: CAP_BYTES });
  login = await appLogin(t.app, (await issueCodes(t.app.db, {}))[0]?.id as number);
});
afterAll(async () => {
  await t.close();
});

/** A gradient PNG of `side` pixels registered as artwork: its id. */
async function artwork(name: string, side: number, hue: number): Promise<number> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < side * side; i++) pixels.set([(hue + (i % side)) % 256, (i / side) % 256, hue], i * 3);
  const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
  fs.mkdirSync(path.join(t.dataDir, 'media', 'artwork'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'media', 'artwork', `${name}.png`), png);
  return upsertMediaFile(t.app.db, { kind: 'artwork', path: `media/artwork/${name}.png`, mime: 'image/png', size: png.length });
}

const cacheFolder = () => path.join(t.dataDir, 'cache', 'artwork');
const cached = () => (fs.existsSync(cacheFolder()) ? fs.readdirSync(cacheFolder()).map((name) => fs.statSync(path.join(cacheFolder(), name)).size) : []);
const cover = (fileId: number, size: number) => t.app.inject({ url: `/rest/getCoverArt?${new URLSearchParams({ v: '1.16.1', c: 'test', apiKey: login.password, id: `art-${fileId}`, size: String(size) })}` });

describe('getCoverArt cannot fill the disk', () => {
  it('snaps requested sizes to a few buckets: 150 sizes make at most one file per bucket', async () => {
    const id = await artwork('big', 1100, 40);
    for (let size = 1; size <= 1100; size += 7) {
      const response = await cover(id, size);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\//);
      const { width = 0 } = await sharp(response.rawPayload).metadata();
      expect(width).toBeGreaterThanOrEqual(Math.min(size, 1100));
    }
    expect(cached().length).toBeLessThanOrEqual(COVER_SIZES.length);
  });

  it('keeps the cache under its cap, least recently used out first', async () => {
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await artwork(`art-${i}`, 700, i * 20));
    for (const id of ids) {
      for (const size of [100, 300, 600]) {
        expect((await cover(id, size)).statusCode).toBe(200);
        expect(cached().reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(CAP_BYTES);
      }
    }
    expect(cached().length).toBeGreaterThan(0);
    // A size evicted is simply made again.
    expect((await cover(ids[0] as number, 100)).statusCode).toBe(200);
  });
});
