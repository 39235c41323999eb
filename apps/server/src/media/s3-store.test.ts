import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { podcastFeed, taggedMp3, tempDir } from '../content/test-support/fixtures.js';
import { importMusic } from '../content/import/music-import.js';
import { publishLocalMedia } from './publish-local.js';
import { revokeCode } from '../auth/code-service.js';
import { rotateAdminKey } from '../admin/admin-key.js';
import { schedulePodcastRefresh } from '../plugins/podcast-refresh.js';
import { solidSquarePng } from './artwork-image.js';

let s3: TestS3Server;
let t: TestApp;
let seed: SeededCatalogue;
let account: Awaited<ReturnType<TestApp['activateDevice']>>;
let streamUrl: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ mediaStore: s3.config });
  seed = await seedCatalogue(t.app.db, t.dataDir);
  expect(await publishLocalMedia(t.app.db, t.dataDir, t.app.mediaStore)).toBe(2);
  // From here on the files exist only in the bucket.
  fs.rmSync(path.join(t.dataDir, 'media'), { recursive: true, force: true });
  account = await t.activateDevice();
  streamUrl = (await t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${seed.trackIds[0]}`, headers: account.headers })).json().stream_url;
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const audio = (url: string, headers: Record<string, string> = {}) => t.call('streamAudio', { method: 'GET', url, headers });

describe('MEDIA_STORE=s3', () => {
  it('streams audio from the bucket, whole and by Range, with the signed device-bound URL', async () => {
    const whole = await audio(streamUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(seed.audioBytes)).toBe(true);
    const partial = await audio(streamUrl, { range: 'bytes=100-199' });
    expect([partial.statusCode, partial.headers['content-range'], partial.headers['content-length']]).toEqual([206, `bytes 100-199/${seed.audioBytes.length}`, '100']);
    expect(partial.rawPayload.equals(seed.audioBytes.subarray(100, 200))).toBe(true);
    const tail = await audio(streamUrl, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(seed.audioBytes.subarray(-10))).toBe(true);
    expect((await audio(streamUrl, { range: `bytes=${seed.audioBytes.length}-` })).statusCode).toBe(416);
    const head = await t.call('streamAudio', { method: 'HEAD', url: streamUrl });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([200, String(seed.audioBytes.length), 0]);
  });

  it('keeps the signature checks: tampered refused, a revoked code refused at once', async () => {
    const tampered = streamUrl.replace(/signature=./, (m) => (m.endsWith('A') ? 'signature=B' : 'signature=A'));
    expect((await audio(tampered)).statusCode).toBe(403);
    const other = await t.activateDevice();
    const url = (await t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${seed.trackIds[0]}`, headers: other.headers })).json().stream_url;
    expect((await audio(url)).statusCode).toBe(200);
    await revokeCode(t.app.db, other.code);
    const refused = await audio(url);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'This activation code has been revoked']);
  });

  it('serves artwork from the bucket with its ETag, and 304 for a matching If-None-Match', async () => {
    const artwork = await t.call('getArtwork', { method: 'GET', url: `/api/v1/media/artwork/${seed.artworkFileId}` });
    expect([artwork.statusCode, artwork.headers['content-type']]).toEqual([200, 'image/png']);
    const inBucket = await s3.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: 'media/artwork/cover.png' }));
    expect(artwork.rawPayload.equals(Buffer.from(await (inBucket.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray()))).toBe(true);
    const again = await t.call('getArtwork', { method: 'GET', url: `/api/v1/media/artwork/${seed.artworkFileId}`, headers: { 'if-none-match': artwork.headers['etag'] as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a registered file the bucket does not hold', async () => {
    await t.app.db.updateTable('media_files').set({ path: 'media/audio/gone.mp3' }).where('id', '=', seed.audioFileId).execute();
    try {
      expect((await audio(streamUrl)).statusCode).toBe(404);
    } finally {
      await t.app.db.updateTable('media_files').set({ path: 'media/audio/tone.mp3' }).where('id', '=', seed.audioFileId).execute();
    }
  });

  it('imports a music folder into the bucket, not the data directory, and streams the imported track', async () => {
    const folder = tempDir('tangerine-s3-import-');
    try {
      fs.writeFileSync(path.join(folder, 'song.mp3'), taggedMp3({ title: 'Bucket Song', artist: 'Cloud Choir', album: 'Objects' }));
      const result = await importMusic(t.app.db, t.app.mediaStore, folder);
      expect(result.added).toBe(1);
      const track = await t.app.db.selectFrom('tracks as tr').innerJoin('media_files as m', 'm.id', 'tr.audio_file_id').select(['tr.id', 'm.path', 'm.size']).where('tr.title', '=', 'Bucket Song').executeTakeFirstOrThrow();
      const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: track.path }));
      expect(head.ContentLength).toBe(track.size);
      expect(fs.existsSync(path.join(t.dataDir, track.path))).toBe(false);
      const url = (await t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${track.id}`, headers: account.headers })).json().stream_url;
      const first = await audio(url, { range: 'bytes=0-2' });
      expect([first.statusCode, first.rawPayload.length]).toEqual([206, 3]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('MEDIA_STORE=s3 podcasts', () => {
  // A real image: podcast artwork is decoded before it is stored.
  let png: Buffer = Buffer.alloc(0);
  let feeds: http.Server;
  let base = '';
  beforeAll(async () => {
    png = await solidSquarePng(2, '#ff8a00');
    feeds = http.createServer((request, response) => {
      if (request.url === '/cover.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(podcastFeed({ title: 'Bucket Show', image: `${base}/cover.png`, enclosureBase: 'https://93.184.216.34/audio' }));
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => feeds?.close(resolve));
  });

  const artworkPath = async () =>
    (await t.app.db.selectFrom('podcasts as p').innerJoin('media_files as m', 'm.id', 'p.artwork_file_id').select('m.path').where('p.title', '=', 'Bucket Show').executeTakeFirstOrThrow()).path;
  const inBucket = (key: string) => s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key })).then((head) => head.ContentLength, () => null);

  it('keeps podcast artwork from the console and from the schedule in the bucket, where the artwork route reads it', async () => {
    const key = await rotateAdminKey(t.app.db);
    const subscribed = await t.call('subscribeAdminPodcast', { method: 'POST', url: '/api/v1/admin/podcasts', headers: { 'x-admin-key': key }, payload: { feed_url: `${base}/feed.xml`, allow_private: true } });
    expect(subscribed.statusCode).toBe(201);
    const stored = await artworkPath();
    expect(await inBucket(stored)).toBe(png.length);
    expect(fs.existsSync(path.join(t.dataDir, stored))).toBe(false);

    // The schedule's refresh writes the artwork again: to the bucket, not the data directory.
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: stored }));
    const stop = schedulePodcastRefresh(t.app, 50, { allowPrivate: true });
    try {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && (await inBucket(stored)) === null) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      stop();
    }
    expect(await inBucket(stored)).toBe(png.length);
    expect(fs.existsSync(path.join(t.dataDir, stored))).toBe(false);
  });
});

describe('/health and /ready', () => {
  it('are live and ready while the database and the bucket answer, and not ready once the bucket is gone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', database: 'ok', store: 'ok' }]);
    await s3.stop();
    const down = await t.app.inject({ method: 'GET', url: '/ready' });
    expect([down.statusCode, down.json()]).toEqual([503, { status: 'unavailable', database: 'ok', store: 'unavailable' }]);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
