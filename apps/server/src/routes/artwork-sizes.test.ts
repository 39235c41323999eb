import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkSrcSet } from '@tangerine/api';
import { upsertMediaFile } from '../repositories/catalogue-writes.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A file registered as artwork: its id. */
async function artworkFile(name: string, bytes: Buffer, mime = 'image/png'): Promise<number> {
  fs.mkdirSync(path.join(t.dataDir, 'media', 'artwork'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'media', 'artwork', name), bytes);
  return upsertMediaFile(t.app.db, { kind: 'artwork', path: `media/artwork/${name}`, mime, size: bytes.length });
}

/** A gradient PNG of `side` pixels (a cover's detail, so its encodings differ in size as covers' do). */
async function gradientPng(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < side * side; i++) pixels.set([i % side, Math.floor(i / side) % 256, (i * 7) % 256], i * 3);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();
}

/** What a browser's <img> sends. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const get = (url: string, headers: Record<string, string> = {}) => t.call('getArtwork', { method: 'GET', url, headers });

describe('artwork at the size shown', () => {
  let big: number;
  let small: number;
  let original: Buffer;
  beforeAll(async () => {
    big = await artworkFile('big.png', await gradientPng(1100));
    original = await gradientPng(400);
    small = await artworkFile('small.png', original);
  });

  it('makes a browser a WebP copy at the bucket above the size asked, cached for a year, varying by Accept', async () => {
    const response = await get(`/api/v1/media/artwork/${big}?size=300`, { accept: BROWSER_ACCEPT });
    expect(response.statusCode).toBe(200);
    expect([response.headers['content-type'], response.headers['vary'], response.headers['cache-control']]).toEqual(['image/webp', 'accept', 'public, max-age=31536000, immutable']);
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect([format, width, height]).toEqual(['webp', 320, 320]);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const again = await get(`/api/v1/media/artwork/${big}?size=300`, { accept: BROWSER_ACCEPT, 'if-none-match': response.headers['etag'] as string });
    expect(again.statusCode).toBe(304);
  });

  it('makes a JPEG copy for a client that does not take WebP, with its own ETag', async () => {
    const webp = await get(`/api/v1/media/artwork/${big}?size=100`, { accept: BROWSER_ACCEPT });
    const jpeg = await get(`/api/v1/media/artwork/${big}?size=100`, { accept: 'image/jpeg,image/png' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const { format, width } = await sharp(jpeg.rawPayload).metadata();
    expect([format, width]).toEqual(['jpeg', 128]);
    expect(jpeg.headers['etag']).not.toBe(webp.headers['etag']);
  });

  it("never enlarges: a size above the original gives a browser the original's pixels as a smaller WebP", async () => {
    const response = await get(`/api/v1/media/artwork/${small}?size=1024`, { accept: BROWSER_ACCEPT });
    const { format, width } = await sharp(response.rawPayload).metadata();
    expect([response.headers['content-type'], format, width]).toEqual(['image/webp', 'webp', 400]);
    expect(response.rawPayload.length).toBeLessThan(original.length);
    const plain = await get(`/api/v1/media/artwork/${small}?size=1024`, { accept: 'image/png' });
    expect([plain.headers['content-type'], plain.rawPayload.equals(original)]).toEqual(['image/png', true]);
  });

  it('serves every size a srcset lists, each no wider than its bucket', async () => {
    const srcSet = artworkSrcSet(`/api/v1/media/artwork/${big}`, 128, 320) ?? '';
    const candidates = srcSet.split(', ').map((candidate) => candidate.split(' ') as [string, string]);
    expect(candidates.map(([, width]) => width)).toEqual(['128w', '256w', '320w', '384w', '512w', '768w', '1024w']);
    for (const [url, width] of candidates) {
      const response = await get(url, { accept: BROWSER_ACCEPT });
      expect([response.statusCode, (await sharp(response.rawPayload).metadata()).width]).toEqual([200, Number.parseInt(width, 10)]);
    }
  });

  it('sends the original when the file cannot be resized, refuses a bad size, and 404s an unknown id', async () => {
    const broken = await artworkFile('broken.png', Buffer.from('not a picture at all'));
    const response = await get(`/api/v1/media/artwork/${broken}?size=256`, { accept: BROWSER_ACCEPT });
    expect([response.statusCode, response.body]).toEqual([200, 'not a picture at all']);
    for (const size of ['0', '4096', 'big']) expect((await get(`/api/v1/media/artwork/${big}?size=${size}`)).statusCode).toBe(400);
    expect((await get(`/api/v1/media/artwork/999999?size=256`, { accept: BROWSER_ACCEPT })).statusCode).toBe(404);
  });
});
