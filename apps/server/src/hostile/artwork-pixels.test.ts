import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateAdminKey } from '../admin/admin-key.js';
import { issueCodes } from '../auth/code-service.js';
import { loopbackListener, podcastFeed } from '../content/test-support/fixtures.js';
import { importPodcast } from '../content/import/podcast-import.js';
import { upsertMediaFile } from '../repositories/catalogue-writes.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin } from '../test-support/subsonic-client.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { errorCode, rest } from './rest-call.js';

let t: TestApp;
let seed: SeededCatalogue;
/** 8000×8000 pixels in a few KB (two colours, one bit each): 64 megapixels once decoded. */
let bomb: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ff8800' } }).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer();
});
afterAll(async () => {
  await t.close();
});

const PIXELS = /8000×8000 pixels/;

describe('artwork has a pixel limit wherever it is decoded', () => {
  it('is a small file that would decode to 64 megapixels', () => {
    expect(bomb.length).toBeLessThan(100_000);
  });

  it('refuses it as an upload in the admin console (400, saying why)', async () => {
    const key = await rotateAdminKey(t.app.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/admin/artwork', headers: { 'x-admin-key': key }, payload: { kind: 'album', id: String(seed.albumId), image: bomb.toString('base64') }, remoteAddress: '10.30.0.1' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(PIXELS);
    const album = await t.app.db.selectFrom('albums').select('artwork_file_id').where('id', '=', seed.albumId).executeTakeFirstOrThrow();
    expect(album.artwork_file_id).toBe(seed.artworkFileId);
  });

  it('decodes podcast artwork like uploads: the feed is imported, its oversized or fake image is not', async () => {
    let image = bomb;
    const listener = await loopbackListener((request, response) => {
      if (request.url === '/feed.xml') {
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        response.end(podcastFeed({ title: 'Pixel Bomb', image: `http://127.0.0.1:${listener.port}/art.png`, enclosureBase: `http://127.0.0.1:${listener.port}/audio` }));
      } else {
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(image);
      }
    });
    try {
      const result = await importPodcast(t.app.db, t.app.mediaStore, `http://127.0.0.1:${listener.port}/feed.xml`, { allowPrivate: true });
      expect(result.skipped.join('\n')).toMatch(PIXELS);
      const podcast = await t.app.db.selectFrom('podcasts').select('artwork_file_id').where('id', '=', result.podcastId).executeTakeFirstOrThrow();
      expect(podcast.artwork_file_id).toBeNull();
      // A server that calls HTML a PNG: the bytes decide.
      image = Buffer.from('<html>not an image</html>');
      const again = await importPodcast(t.app.db, t.app.mediaStore, `http://127.0.0.1:${listener.port}/feed.xml`, { allowPrivate: true });
      expect(again.skipped.join('\n')).toMatch(/not a JPEG, PNG, WebP or GIF image/);
    } finally {
      await listener.close();
    }
  });

  it('answers getCoverArt&size for such a file already stored with a Subsonic error, not a 64-megapixel decode', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'media', 'artwork', 'bomb.png'), bomb);
    const fileId = await upsertMediaFile(t.app.db, { kind: 'artwork', path: 'media/artwork/bomb.png', mime: 'image/png', size: bomb.length });
    const login = await appLogin(t.app, (await issueCodes(t.app.db, {}))[0]?.id as number);
    const answer = await rest(t.app, 'getCoverArt', { apiKey: login.password, id: `art-${fileId}`, size: '300' });
    expect([answer.status, errorCode(answer)]).toEqual([200, 0]);
    expect(answer.body['error'].message).toMatch(PIXELS);
  });

  it('runs sharp only through the module that sets the pixel limit', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const offenders = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test-support'))
      .filter((file) => /from 'sharp'/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([path.join('media', 'artwork-image.ts')]);
  });
});
