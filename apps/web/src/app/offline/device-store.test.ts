// @vitest-environment node
// Response and Blob as Node has them (jsdom's Blob does not fit Node's Response).
import { describe, expect, it, vi } from 'vitest';
import { track as trackFixture } from '../../test-support/fixtures';
import { DOWNLOADS_CACHE, createDeviceStore } from '@tangerine/offline-web';
import { memoryCaches, type StoredTrackInput } from '@tangerine/offline-web/testing';

/** A body as a stream, as a fetch's arrives. */
const audioBody = () => new Blob([new Uint8Array(4000)]).stream();

function setup() {
  const caches = memoryCaches();
  const store = createDeviceStore(caches.storage, { audio: () => '/api/v1/media/audio/au_1?expires=1&signature=x', artwork: () => null });
  const input = (extra: Partial<StoredTrackInput> = {}): StoredTrackInput => ({
    track: trackFixture({ id: 'trk-1' }),
    trackId: 'trk-1',
    audio: new Blob([new Uint8Array(4000)], { type: 'audio/mpeg' }),
    artwork: Promise.resolve(new Blob([new Uint8Array(500)], { type: 'image/jpeg' })),
    now: new Date('2026-11-25T12:00:00.000Z'),
    ...extra,
  });
  return { caches, store, input };
}

describe('device store: a received track in Cache Storage, by track id', () => {
  it('stores audio, artwork and the record, and counts their size', async () => {
    const { caches, store, input } = setup();
    const entry = await store.put(input());
    expect(entry).toMatchObject({ trackId: 'trk-1', bytes: 4500, audioPath: '/api/v1/media/audio/au_1' });
    expect(caches.paths(DOWNLOADS_CACHE).sort()).toEqual(['/offline/tracks/trk-1/artwork', '/offline/tracks/trk-1/audio', '/offline/tracks/trk-1/meta']);
    const audio = await (await caches.storage.open(DOWNLOADS_CACHE)).match('/offline/tracks/trk-1/audio');
    expect(audio?.headers.get('Content-Length')).toBe('4000');
    expect(audio?.headers.get('Content-Type')).toBe('audio/mpeg');
    expect((await store.list()).map((stored) => stored.trackId)).toEqual(['trk-1']);
  });

  it('audio written as it arrived is listed only once put writes the record beside it', async () => {
    const { caches, store, input } = setup();
    await store.writeAudio('trk-1', audioBody(), { type: 'audio/mpeg', size: 4000 });
    expect(await store.list()).toEqual([]);
    const entry = await store.put(input({ audio: { written: 4000 } }));
    expect(entry.bytes).toBe(4500);
    const audio = await (await caches.storage.open(DOWNLOADS_CACHE)).match('/offline/tracks/trk-1/audio');
    expect(audio?.headers.get('Content-Length')).toBe('4000');
    expect((await audio?.arrayBuffer())?.byteLength).toBe(4000);
    expect((await store.list()).map((stored) => stored.trackId)).toEqual(['trk-1']);
  });

  it('a refused record takes back the audio written as it arrived', async () => {
    const { caches, store, input } = setup();
    await store.writeAudio('trk-1', audioBody(), { type: 'audio/mpeg', size: 4000 });
    caches.state.failPutAfter = 0;
    await expect(store.put(input({ audio: { written: 4000 } }))).rejects.toThrow();
    expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]);
  });

  it('writes the record beside a streamed audio still committing, and a commit that then fails takes the record back', async () => {
    const { caches, store, input } = setup();
    let fail = (_error: unknown) => undefined as void;
    const committed = new Promise<void>((_resolve, reject) => (fail = reject));
    const putting = store.put(input({ audio: { written: 4000, committed } }));
    await vi.waitFor(() => expect(caches.paths(DOWNLOADS_CACHE)).toContain('/offline/tracks/trk-1/meta'));
    fail(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await expect(putting).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]);
  });

  it('a refused write leaves nothing of the track behind', async () => {
    const { caches, store, input } = setup();
    caches.state.failPutAfter = 1; // the audio goes in, the artwork does not
    await expect(store.put(input())).rejects.toThrow();
    expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]);
  });

  it('a cancel that comes once the bytes are in still stores nothing', async () => {
    const { caches, store, input } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(store.put(input({ signal: controller.signal }))).rejects.toThrow('Cancelled');
    expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]);
  });

  it('lists a record only beside its audio (a page closed in the middle of the writes)', async () => {
    const { caches, store, input } = setup();
    await store.put(input());
    await (await caches.storage.open(DOWNLOADS_CACHE)).delete('/offline/tracks/trk-1/audio');
    expect(await store.list()).toEqual([]);
  });
});
