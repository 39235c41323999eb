import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postgresAdminUrl, type TestApp } from '../test-support/test-app.js';
import { startInstance, type ServerInstance } from '../test-support/server-instance.js';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { encodeMp3, scanFrames } from '@tangerine/demo-catalogue';
import { tonePcm } from '../content/test-support/fixtures.js';
import { createRadioStreams } from '../radio/radio-streams.js';
import { publishLocalMedia } from '../media/publish-local.js';
import { revokeCode, issueCodes } from '../auth/code-service.js';
import { createArtist, createRadioStation, createTrack, updateAlbum, upsertMediaFile } from '../repositories/catalogue-writes.js';

/**
 * Two server instances (as two processes would be) on one PostgreSQL database and one bucket, each
 * with its own data directory and memory: whatever one is told, the other answers the same.
 */
const onPostgres = Boolean(postgresAdminUrl());
/** Well above the time the test allows for a change to show: only NOTIFY can make it in time. */
const CACHE_TTL_MS = 10_000;
/** A frozen clock, so both broadcasters' positions can be compared byte for byte. */
const RADIO_NOW = Date.UTC(2026, 10, 24, 8, 0, 0);

let s3: TestS3Server;
let a: TestApp;
let b: ServerInstance;
let seed: SeededCatalogue;
let stationId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  s3 = await startS3Server();
  const radio = (instance: Parameters<typeof createRadioStreams>[0]) => createRadioStreams(instance, { now: () => RADIO_NOW, burstMs: 1000, leadMs: 300, tickMs: 40 });
  a = await buildTestApp({ cacheTtlMs: CACHE_TTL_MS, mediaStore: s3.config, signingSecret: crypto.randomBytes(32).toString('hex') });
  seed = await seedCatalogue(a.app.db, a.dataDir);
  const artistId = await createArtist(a.app.db, { name: 'Radio Tester' });
  for (const i of [0, 1]) {
    const mp3 = encodeMp3(tonePcm(2, 300 + i * 100), 22050, 64);
    const key = `media/radio/${i}.mp3`;
    await a.app.mediaStore.write(key, mp3, 'audio/mpeg');
    const audioFileId = await upsertMediaFile(a.app.db, { kind: 'audio', path: key, mime: 'audio/mpeg', size: mp3.length });
    await createTrack(a.app.db, { title: `Tone ${i}`, artistId, duration: 2, genres: ['Jazz'], audioFileId });
  }
  stationId = await createRadioStation(a.app.db, { name: 'Jazz Live', genres: ['Jazz'] });
  await publishLocalMedia(a.app.db, a.dataDir, a.app.mediaStore);
  // The first instance's radio is attached after the fact: buildTestApp takes none.
  a.app.radioStreams = radio(a.app);
  b = await startInstance(a.config, radio);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.stop();
});

const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;

async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not seen within ${ms} ms`);
}

describe.skipIf(!onPostgres)('several processes on one PostgreSQL', () => {
  it('share sessions: a device activated on one is signed in on the other, and a refresh token is single-use across both', async () => {
    const [code] = await issueCodes(a.app.db, { days: 1 });
    const activated = await a.app.inject({ method: 'POST', url: '/api/v1/auth/activate', payload: { code: code?.code, device_id: 'web-shared-1' } });
    const tokens = json(activated) as { access_token: string; refresh_token: string };
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'x-device-id': 'web-shared-1' };
    expect((await b.app.inject({ method: 'GET', url: '/api/v1/browse/home', headers })).statusCode).toBe(200);
    const refreshed = await b.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: tokens.refresh_token, device_id: 'web-shared-1' } });
    expect(refreshed.statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: tokens.refresh_token, device_id: 'web-shared-1' } })).statusCode).toBe(401);
    expect((await a.app.inject({ method: 'GET', url: '/api/v1/browse/home', headers: { ...headers, authorization: `Bearer ${(json(refreshed) as { access_token: string }).access_token}` } })).statusCode).toBe(200);
  });

  it('share rate limits: failures on either count together', async () => {
    for (let i = 0; i < 5; i++) {
      const on = i % 2 ? a.app : b.app;
      expect((await on.inject({ method: 'POST', url: '/api/v1/auth/activate', payload: { code: 'ZZZZ-ZZZZ-ZZZZ', device_id: 'web-guessing' } })).statusCode).toBe(404);
    }
    for (const on of [a.app, b.app]) expect((await on.inject({ method: 'POST', url: '/api/v1/auth/activate', payload: { code: 'ZZZZ-ZZZZ-ZZZZ', device_id: 'web-guessing' } })).statusCode).toBe(429);
  });

  it('share revocation: a code revoked through one is refused by the other at its next call, media included', async () => {
    const device = await a.activateDevice();
    const track = await b.app.inject({ method: 'GET', url: `/api/v1/browse/tracks/${seed.trackIds[0]}`, headers: device.headers });
    const streamUrl = json(track)['stream_url'] as string;
    // Signed by the other instance: the same secret, the same bucket.
    expect((await a.app.inject({ method: 'GET', url: streamUrl, headers: { range: 'bytes=0-9' } })).statusCode).toBe(206);
    await revokeCode(a.app.db, device.code);
    expect((await b.app.inject({ method: 'GET', url: '/api/v1/browse/home', headers: device.headers })).statusCode).toBe(401);
    expect((await b.app.inject({ method: 'GET', url: streamUrl })).statusCode).toBe(403);
  });

  it('share play counts: plays recorded through both add up, and a repeat is one play whichever instance hears it', async () => {
    const counts: number[] = [];
    for (const on of [a.app, b.app, a.app, b.app]) {
      const device = await a.activateDevice();
      const play = () => on.inject({ method: 'POST', url: `/api/v1/browse/tracks/${seed.trackIds[2]}/play`, headers: device.headers });
      counts.push(json(await play())['play_count'] as number);
      const repeatOn = on === a.app ? b.app : a.app;
      expect(json(await repeatOn.inject({ method: 'POST', url: `/api/v1/browse/tracks/${seed.trackIds[2]}/play`, headers: device.headers }))['play_count']).toBe(counts.at(-1));
    }
    expect(counts.map((c) => c - (counts[0] as number))).toEqual([0, 1, 2, 3]);
  });

  it('see an admin change at once (LISTEN/NOTIFY), well before the cache TTL, on album pages and search', async () => {
    const device = await a.activateDevice();
    const album = () => b.app.inject({ method: 'GET', url: `/api/v1/browse/albums/${seed.albumId}`, headers: device.headers });
    const search = (q: string) => b.app.inject({ method: 'GET', url: `/api/v1/search?q=${q}&type=album`, headers: device.headers });
    expect(json(await album())['title']).toBe('Midnight Drive');
    expect(JSON.stringify(json(await search('Marigold')))).not.toContain('Marigold Drive');
    // The change goes through the first instance's database handle, as the admin CLI's would.
    await updateAlbum(a.app.db, seed.albumId, { title: 'Marigold Drive' });
    const seenAfter = await until(async () => json(await album())['title'] === 'Marigold Drive', 3000);
    expect(seenAfter).toBeLessThan(CACHE_TTL_MS / 2);
    await until(async () => JSON.stringify(json(await search('Marigold'))).includes('Marigold Drive'), 3000);
  });

  it("see a play recorded through the other in Home's recently played (NOTIFY), well before the cache TTL, and a deletion of plays", async () => {
    const device = await a.activateDevice();
    const recentlyPlayed = async () => (json(await b.app.inject({ method: 'GET', url: '/api/v1/browse/home', headers: device.headers }))['recently_played'] as Array<{ id: string }>).map((x) => x.id);
    expect(await recentlyPlayed()).toEqual([]);
    // Kept by b now; the play goes through a.
    expect((await a.app.inject({ method: 'POST', url: `/api/v1/browse/tracks/${seed.trackIds[1]}/play`, headers: device.headers })).statusCode).toBe(200);
    const seenAfter = await until(async () => (await recentlyPlayed()).join() === String(seed.trackIds[1]), 3000);
    expect(seenAfter).toBeLessThan(CACHE_TTL_MS / 2);
    // A delete of plays (as the admin CLI's clean-up would run) drops every kept list.
    const account = a.app.db.selectFrom('devices').select('code_id').where('id', '=', device.deviceRowId);
    await a.app.db.deleteFrom('plays').where('code_id', 'in', account).execute();
    await until(async () => (await recentlyPlayed()).length === 0, 3000);
  });

  it('broadcast the same programme position: both send the same frames at the same moment', async () => {
    const device = await a.activateDevice();
    const url = a.app.urlSigner.sign('radio', stationId, device.deviceRowId);
    const [fromA, fromB] = await Promise.all([listen(a.app, url), listen(b.app, url)]);
    expect(scanFrames(fromA).length).toBeGreaterThan(20);
    expect(fromB.equals(fromA)).toBe(true);
  });
});

/** What a listener receives in its first half second of a live stream (the burst and the lead). */
async function listen(app: TestApp['app'], url: string): Promise<Buffer> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const request = http.get({ host: '127.0.0.1', port, path: url }, (response) => {
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => undefined);
    });
    request.on('error', reject);
    setTimeout(() => {
      request.destroy();
      resolve(Buffer.concat(chunks));
    }, 500);
  });
}
