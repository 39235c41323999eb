// @vitest-environment node
// Streams, Response and Blob as Node has them (jsdom's Blob does not fit Node's Response).
import { describe, expect, it } from 'vitest';
import { track as trackFixture } from '../../test-support/fixtures';
import { createDeviceStore, storedAudioKey, storedAudioTrackId, type StoredTrackInput } from './device-store';
import { LEGACY_DOWNLOADS_CACHE, legacyDownloads } from './legacy-downloads';
import { memoryCaches } from './test-support/memory-caches';
import { memoryShelf } from './test-support/memory-shelf';

const urls = { audio: () => '/api/v1/media/audio/au_1?expires=1&signature=x', artwork: () => '/api/v1/media/artwork/art_1?expires=1&signature=y' };

function setup() {
  const device = memoryShelf();
  const caches = memoryCaches();
  const store = createDeviceStore({ shelf: device.shelf, legacy: legacyDownloads(caches.storage), urls });
  const input = (bytes: number, extra: Partial<StoredTrackInput> = {}): StoredTrackInput => ({
    track: trackFixture({ id: 'trk-1' }),
    trackId: 'trk-1',
    audio: new Response(new Uint8Array(bytes)).body as ReadableStream<Uint8Array>,
    audioType: 'audio/mpeg',
    audioLength: 4000,
    artwork: Promise.resolve(new Blob([new Uint8Array(500)], { type: 'image/jpeg' })),
    now: new Date('2026-11-25T12:00:00.000Z'),
    ...extra,
  });
  return { device, caches, store, input };
}

/** A track as the Cache Storage days stored it: audio, artwork and its JSON record, keyed by track id. */
async function storeTheOldWay(caches: ReturnType<typeof memoryCaches>, trackId: string, storedAt: string) {
  const cache = await caches.storage.open(LEGACY_DOWNLOADS_CACHE);
  const record = { track: trackFixture({ id: trackId }), trackId, audioPath: null, artworkPath: `/api/v1/media/artwork/${trackId}`, bytes: 3500, storedAt };
  await cache.put(`/offline/tracks/${trackId}/audio`, new Response(new Uint8Array(3000), { headers: { 'Content-Type': 'audio/mpeg' } }));
  await cache.put(`/offline/tracks/${trackId}/artwork`, new Response(new Uint8Array(500), { headers: { 'Content-Type': 'image/jpeg' } }));
  await cache.put(`/offline/tracks/${trackId}/meta`, new Response(JSON.stringify(record)));
}

describe('device store: a track received, then written whole', () => {
  it('stores audio, artwork and the record by track id, counting the bytes as they pass', async () => {
    const { device, store, input } = setup();
    const progress: number[] = [];
    const entry = await store.put(input(4000, { onProgress: (received) => progress.push(received), onReceived: () => progress.push(-1) }));
    expect(entry).toMatchObject({ trackId: 'trk-1', bytes: 4500, audioPath: '/api/v1/media/audio/au_1', artworkPath: '/api/v1/media/artwork/art_1' });
    // Every byte counted, then the whole body announced once.
    expect(progress.slice(-2)).toEqual([4000, -1]);
    expect(device.contents()).toEqual({ 'trk-1': { audio: 4000, artwork: 500 } });
    expect((await device.shelf.audio('trk-1'))?.type).toBe('audio/mpeg');
    expect((await device.shelf.artworkAt('/api/v1/media/artwork/art_1'))?.size).toBe(500);
    expect((await store.list()).map((stored) => stored.trackId)).toEqual(['trk-1']);
  });

  it('a body that ends short of its Content-Length is not stored', async () => {
    const { device, store, input } = setup();
    let received = false;
    await expect(store.put(input(3000, { onReceived: () => (received = true) }))).rejects.toThrow(TypeError);
    expect(received).toBe(false);
    expect(device.contents()).toEqual({});
  });

  it('a cancel that comes once the bytes are in still stores nothing', async () => {
    const { device, store, input } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(store.put(input(4000, { signal: controller.signal }))).rejects.toThrow('Cancelled');
    expect(device.contents()).toEqual({});
  });

  it('a full disk refuses the whole track: nothing of it stays', async () => {
    const { device, store, input } = setup();
    device.state.failPutAfter = 0;
    await expect(store.put(input(4000))).rejects.toThrow('quota');
    expect(device.contents()).toEqual({});
    expect(await store.list()).toEqual([]);
  });
});

describe('device store: tracks stored in Cache Storage before', () => {
  it('are moved once into the shelf, whole, and their cache goes', async () => {
    const { device, caches, store } = setup();
    await storeTheOldWay(caches, 'old-1', '2026-11-20T10:00:00.000Z');
    await storeTheOldWay(caches, 'old-2', '2026-11-21T10:00:00.000Z');
    expect((await store.list()).map((stored) => stored.trackId)).toEqual(['old-2', 'old-1']);
    expect(device.contents()).toEqual({ 'old-1': { audio: 3000, artwork: 500 }, 'old-2': { audio: 3000, artwork: 500 } });
    expect((await device.shelf.artworkAt('/api/v1/media/artwork/old-2'))?.size).toBe(500);
    expect(await caches.storage.has(LEGACY_DOWNLOADS_CACHE)).toBe(false);
  });

  it('what does not fit stays in Cache Storage, listed and playable from there, until removed', async () => {
    const { device, caches, store } = setup();
    await storeTheOldWay(caches, 'old-1', '2026-11-20T10:00:00.000Z');
    await storeTheOldWay(caches, 'old-2', '2026-11-21T10:00:00.000Z');
    device.state.failPutAfter = 1; // the oldest moves, then the disk is full
    expect((await store.list()).map((stored) => stored.trackId)).toEqual(['old-2', 'old-1']);
    expect(Object.keys(device.contents())).toEqual(['old-1']);
    const legacy = legacyDownloads(caches.storage);
    expect((await (await legacy.audio('old-2'))?.arrayBuffer())?.byteLength).toBe(3000);
    expect(await legacy.audio('old-1')).toBeNull();
    await store.remove('old-2');
    expect((await store.list()).map((stored) => stored.trackId)).toEqual(['old-1']);
    await store.clear();
    expect(await store.list()).toEqual([]);
    expect(await caches.storage.has(LEGACY_DOWNLOADS_CACHE)).toBe(false);
  });

  it('a device that never used Cache Storage gets no cache made for it', async () => {
    const { caches, store } = setup();
    expect(await store.list()).toEqual([]);
    expect(await caches.storage.has(LEGACY_DOWNLOADS_CACHE)).toBe(false);
  });
});

describe('stored audio addresses', () => {
  it('read back the track id they were made from, and nothing from other paths', () => {
    expect(storedAudioTrackId(storedAudioKey('trk 1/a'))).toBe('trk 1/a');
    expect(storedAudioTrackId('/offline/tracks/trk-1/artwork')).toBeNull();
    expect(storedAudioTrackId('/offline/tracks/%E0%A4%A/audio')).toBeNull();
    expect(storedAudioTrackId('/api/v1/media/audio/au_1')).toBeNull();
  });
});
