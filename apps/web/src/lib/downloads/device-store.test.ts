// @vitest-environment node
// Streams, Response and Blob as Node has them (jsdom's Blob does not fit Node's Response).
import { describe, expect, it } from 'vitest';
import { track as trackFixture } from '../../test-support/fixtures';
import { DOWNLOADS_CACHE, createDeviceStore, type StoredTrackInput } from './device-store';
import { memoryCaches } from './test-support/memory-caches';

function setup() {
  const caches = memoryCaches();
  const store = createDeviceStore(caches.storage, { audio: () => '/api/v1/media/audio/au_1?expires=1&signature=x', artwork: () => null });
  const input = (bytes: number, extra: Partial<StoredTrackInput> = {}): StoredTrackInput => ({
    track: trackFixture({ id: 'trk-1' }),
    trackId: 'trk-1',
    // The server says 4000 bytes whatever the body holds (a body cut short).
    audio: new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': '4000' } }),
    artwork: Promise.resolve(new Blob([new Uint8Array(500)], { type: 'image/jpeg' })),
    now: new Date('2026-11-25T12:00:00.000Z'),
    ...extra,
  });
  return { caches, store, input };
}

describe('device store: the audio answer stored in Cache Storage as it is', () => {
  it('stores audio, artwork and the record, counting the bytes as they pass', async () => {
    const { caches, store, input } = setup();
    const progress: number[] = [];
    const entry = await store.put(input(4000, { onProgress: (received) => progress.push(received), onReceived: () => progress.push(-1) }));
    expect(entry).toMatchObject({ trackId: 'trk-1', bytes: 4500, audioPath: '/api/v1/media/audio/au_1' });
    // Every byte counted, then the whole body announced once.
    expect(progress.slice(-2)).toEqual([4000, -1]);
    expect(caches.paths(DOWNLOADS_CACHE).sort()).toEqual(['/offline/tracks/trk-1/artwork', '/offline/tracks/trk-1/audio', '/offline/tracks/trk-1/meta']);
    expect((await store.list()).map((stored) => stored.trackId)).toEqual(['trk-1']);
  });

  it('a body that ends short of its Content-Length is not stored', async () => {
    const { caches, store, input } = setup();
    let received = false;
    await expect(store.put(input(3000, { onReceived: () => (received = true) }))).rejects.toThrow(TypeError);
    expect(received).toBe(false);
    expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]);
  });

  it('a cancel that comes once the bytes are in still stores nothing', async () => {
    const { caches, store, input } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(store.put(input(4000, { signal: controller.signal }))).rejects.toThrow('Cancelled');
    expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]);
  });
});
