import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { createAlbum, recordPlay } from '../repositories/catalogue-writes.js';
import { DEVICE_PLACEHOLDER } from '../media/signing.js';

const TTL_MS = 400;
let t: TestApp;
let seed: SeededCatalogue;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ cacheTtlMs: TTL_MS });
  seed = await seedCatalogue(t.app.db, t.dataDir);
  headers = (await t.activateDevice()).headers;
});
afterAll(async () => {
  await t.close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const get = async (operationId: string, url: string, with_ = headers) => (await t.call(operationId, { method: 'GET', url, headers: with_ })).json();

describe(`answer caches (TANGERINE_CACHE_MS=${TTL_MS})`, () => {
  it('shows a change to an album page, the home sections and search results within the TTL, never later', async () => {
    // The album page is cached at the latest when this call returns, so until filledAt + TTL_MS at least.
    const filledAt = Date.now();
    const album = await get('getAlbum', `/api/v1/browse/albums/${seed.albumId}`);
    const before = await get('search', '/api/v1/search?q=zyxwvut');
    expect(before.total).toBe(0);
    await t.app.db.updateTable('albums').set({ title: 'Renamed While Cached' }).where('id', '=', seed.albumId).execute();
    const newAlbum = await createAlbum(t.app.db, { title: 'Zyxwvut Sessions', artistId: seed.artistId });
    const soon = await get('getAlbum', `/api/v1/browse/albums/${seed.albumId}`);
    // Within the TTL the cached page may still be served; at most TTL_MS after the change it must not be.
    // (PostgreSQL's NOTIFY usually drops it sooner: cluster/several-processes.test.ts.)
    if (t.app.dialect === 'sqlite' && Date.now() - filledAt < TTL_MS) expect(soon.title).toBe(album.title);
    await wait(TTL_MS + 50);
    expect((await get('getAlbum', `/api/v1/browse/albums/${seed.albumId}`)).title).toBe('Renamed While Cached');
    expect((await get('getHome', '/api/v1/browse/home')).recently_added.map((a: { id: string }) => a.id)).toContain(String(newAlbum));
    expect((await get('search', '/api/v1/search?q=zyxwvut')).albums.map((a: { id: string }) => a.id)).toEqual([String(newAlbum)]);
  });

  it('shows a play in the trending charts within the TTL, never later, each device with its own media URLs', async () => {
    const [track] = seed.trackIds as [number];
    const url = '/api/v1/trending/tracks?period=today&limit=5';
    const playsOf = (answer: { tracks: { id: string; play_count: number }[] }) => answer.tracks.find((x) => x.id === String(track))?.play_count ?? 0;
    await recordPlay(t.app.db, { kind: 'track', refId: track });
    const filledAt = Date.now();
    const chart = await get('getTrendingTracks', url);
    expect(playsOf(chart)).toBeGreaterThan(0);
    await recordPlay(t.app.db, { kind: 'track', refId: track });
    const other = (await t.activateDevice()).headers;
    const theirs = await get('getTrendingTracks', url, other);
    if (t.app.dialect === 'sqlite' && Date.now() - filledAt < TTL_MS) expect(playsOf(theirs)).toBe(playsOf(chart));
    expect(theirs.tracks[0].stream_url).not.toBe(chart.tracks[0].stream_url);
    expect(JSON.stringify([chart, theirs])).not.toContain(DEVICE_PLACEHOLDER);
    await wait(TTL_MS + 50);
    expect(playsOf(await get('getTrendingTracks', url))).toBe(playsOf(chart) + 1);
    for (const kind of ['artists', 'albums'] as const) {
      const answer = await get(kind === 'artists' ? 'getTrendingArtists' : 'getTrendingAlbums', `/api/v1/trending/${kind}?period=today`);
      expect(answer[kind][0]).toMatchObject({ rank: 1, play_count: playsOf(chart) + 1 });
    }
  });

  it('shares cached answers between devices, each with its own media URLs', async () => {
    const other = (await t.activateDevice()).headers;
    const mine = await get('getAlbum', `/api/v1/browse/albums/${seed.albumId}`);
    const theirs = await get('getAlbum', `/api/v1/browse/albums/${seed.albumId}`, other);
    expect(theirs.tracks.map((track: { id: string }) => track.id)).toEqual(mine.tracks.map((track: { id: string }) => track.id));
    expect(theirs.tracks[0].stream_url).not.toBe(mine.tracks[0].stream_url);
    expect(JSON.stringify([mine, theirs])).not.toContain(DEVICE_PLACEHOLDER);
  });

  it('sends them compressed to a client that takes it, the media URLs bound to its device first', async () => {
    const plain = await get('getHome', '/api/v1/browse/home');
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/browse/home', headers: { ...headers, 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      const text = (encoding === 'br' ? zlib.brotliDecompressSync(response.rawPayload) : zlib.gunzipSync(response.rawPayload)).toString();
      expect(text).not.toContain(DEVICE_PLACEHOLDER);
      expect(JSON.parse(text)).toEqual(plain);
    }
  });

  it("leaves a listener's own text alone when it looks like the placeholder", async () => {
    const name = '~device~ mix';
    const created = (await t.call('createUserPlaylist', { method: 'POST', url: '/api/v1/playlists', headers, payload: { name } })).json();
    expect(created.name).toBe(name);
    expect((await get('getUserPlaylist', `/api/v1/playlists/${created.id}`)).name).toBe(name);
  });

  it('is off with TANGERINE_CACHE_MS=0: every answer is read from the database', async () => {
    const uncached = await buildTestApp({ cacheTtlMs: 0 });
    try {
      const ids = await seedCatalogue(uncached.app.db, uncached.dataDir);
      const device = await uncached.activateDevice();
      const read = async () => (await uncached.call('getAlbum', { method: 'GET', url: `/api/v1/browse/albums/${ids.albumId}`, headers: device.headers })).json().title;
      await read();
      await uncached.app.db.updateTable('albums').set({ title: 'Changed Now' }).where('id', '=', ids.albumId).execute();
      expect(await read()).toBe('Changed Now');
    } finally {
      await uncached.close();
    }
  });
});
