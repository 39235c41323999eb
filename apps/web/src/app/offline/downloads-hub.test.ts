// @vitest-environment node
// Cache Storage, fetch and Blob as Node has them (jsdom's Blob does not fit Node's Response).
import type { Track } from '@tangerine/api';
import { createServerRecords } from '@tangerine/offline-machine';
import { describe, expect, it, vi } from 'vitest';
import { track as trackFixture } from '../../test-support/fixtures';
import { DOWNLOADS_CACHE, createDeviceStore } from '@tangerine/offline-web';
import { DownloadsHub, type DownloadsHubPorts } from '@tangerine/offline-web';
import { withTransferSlots } from '@tangerine/offline-web/testing';
import { createLocalTransfer } from '@tangerine/offline-web/testing';
import { receiveWithFetch } from '@tangerine/offline-web/testing';
import { memoryCaches } from '@tangerine/offline-web/testing';

const SIGNED = '/api/v1/media/audio/au_1?expires=9999999999&signature=abc';

function setup(options: { audio?: () => Promise<Response>; estimate?: () => Promise<{ usage: number; quota: number }>; schedule?: DownloadsHubPorts['schedule']; offlineReady?: () => Promise<void>; persist?: () => Promise<unknown>; warm?: () => void } = {}) {
  const caches = memoryCaches();
  const recorded: string[] = [];
  const unrecorded: string[] = [];
  /** How many tracks were recorded at each refetch of the Downloads list. */
  const refreshes: number[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url).startsWith('/api/v1/media/audio/')) {
      if (options.audio) return options.audio();
      return new Response(new Uint8Array(4000), { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': '4000' } });
    }
    void init;
    return new Response(new Uint8Array(500), { headers: { 'Content-Type': 'image/jpeg' } });
  });
  const store = createDeviceStore(caches.storage, { audio: (track) => (track as { stream_url?: string }).stream_url ?? null, artwork: () => '/api/v1/media/artwork/art_1' });
  const hub = new DownloadsHub({
    store,
    transfer: withTransferSlots(createLocalTransfer({ store, fetch: fetch as unknown as typeof globalThis.fetch, receive: receiveWithFetch(fetch as unknown as typeof globalThis.fetch), estimate: options.estimate ?? (async () => null), now: () => Date.now() }), 3),
    audioUrl: async (track) => (track as { stream_url?: string }).stream_url ?? null,
    artworkUrl: () => '/api/v1/media/artwork/art_1',
    records: createServerRecords({
      record: async (trackId) => void recorded.push(trackId),
      unrecord: async (trackId) => void unrecorded.push(trackId),
      refresh: async () => void refreshes.push(recorded.length),
      failureOf: () => 'drop',
    }),
    persist: options.persist ?? (async () => true),
    ...(options.warm ? { warm: options.warm } : {}),
    now: () => new Date('2026-11-24T12:00:00.000Z'),
    ...(options.schedule ? { schedule: options.schedule } : {}),
    ...(options.offlineReady ? { offlineReady: options.offlineReady } : {}),
  });
  hub.subscribe(() => undefined);
  return { hub, caches, recorded, unrecorded, refreshes, fetch };
}

const song = (id: string): Track => ({ ...trackFixture({ id }), stream_url: SIGNED }) as Track;
const settle = () => vi.waitFor(() => undefined);
/** The first download also loads the download machine's modules: on a busy machine that outlasts waitFor's default second. */
const eventually = (check: () => unknown) => vi.waitFor(check, { timeout: 10_000 });
const statusOf = (hub: DownloadsHub, id: string) => hub.getSnapshot().views.get(id)?.status ?? 'none';

describe('DownloadsHub on Cache Storage', () => {
  it('stores audio and artwork by track id (not the signed URL), records the download and counts its size', async () => {
    const { hub, caches, recorded } = setup();
    hub.download(song('trk-1'), 'trk-1');
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('stored'));
    expect(caches.paths(DOWNLOADS_CACHE).sort()).toEqual(['/offline/tracks/trk-1/artwork', '/offline/tracks/trk-1/audio', '/offline/tracks/trk-1/meta']);
    await eventually(() => expect(recorded).toEqual(['trk-1']));
    await eventually(() => expect(hub.getSnapshot().stored).toHaveLength(1));
    expect(hub.getSnapshot().stored[0]).toMatchObject({ trackId: 'trk-1', bytes: 4500, audioPath: '/api/v1/media/audio/au_1' });
  });

  it('a screen with a Download control starts the downloads worker ahead; persistent storage is asked for only at the first download', async () => {
    const persist = vi.fn(async () => true);
    const warm = vi.fn();
    const { hub } = setup({ persist, warm });
    hub.prepare();
    expect(warm).toHaveBeenCalledTimes(1);
    await settle();
    expect(persist).not.toHaveBeenCalled();
    hub.download(song('trk-1'), 'trk-1');
    hub.download(song('trk-2'), 'trk-2');
    expect(persist).toHaveBeenCalledTimes(1);
    await eventually(() => expect(statusOf(hub, 'trk-2')).toBe('stored'));
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('installs the offline worker as the download starts, and says "Downloaded" only once it is active', async () => {
    let activate: () => void = () => undefined;
    const offlineReady = vi.fn(() => new Promise<void>((resolve) => (activate = resolve)));
    const { hub, caches } = setup({ offlineReady });
    hub.download(song('trk-1'), 'trk-1');
    expect(offlineReady).toHaveBeenCalled();
    await eventually(() => expect(caches.paths(DOWNLOADS_CACHE)).toContain('/offline/tracks/trk-1/audio'));
    await settle();
    expect(statusOf(hub, 'trk-1')).not.toBe('stored');
    activate();
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('stored'));
  });

  it('a worker that cannot install fails the download with the reason, to be tried again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { hub } = setup({ offlineReady: async () => Promise.reject(new TypeError('Failed to fetch')) });
    hub.download(song('trk-1'), 'trk-1');
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('failed'));
    expect(hub.getSnapshot().views.get('trk-1')?.error).toBe('The download could not be made ready for offline listening');
  });

  it('a full disk fails with "Not enough space on this device" and leaves nothing stored', async () => {
    const { hub, caches, recorded } = setup();
    caches.state.failPutAfter = 1; // the audio goes in, the artwork does not
    hub.download(song('trk-1'), 'trk-1');
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('failed'));
    expect(hub.getSnapshot().views.get('trk-1')?.error).toBe('Not enough space on this device');
    await eventually(() => expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]));
    expect(recorded).toEqual([]);
  });

  it('tracks that start together share one quota check: the one that does not fit fails, the others store', async () => {
    const estimate = vi.fn(async () => ({ usage: 0, quota: 9000 }));
    const { hub, caches } = setup({ estimate });
    for (const id of ['trk-1', 'trk-2', 'trk-3']) hub.download(song(id), id);
    await eventually(() => expect(['trk-1', 'trk-2', 'trk-3'].map((id) => statusOf(hub, id))).toEqual(['stored', 'stored', 'failed']));
    expect(hub.getSnapshot().views.get('trk-3')?.error).toBe('Not enough space on this device');
    expect(caches.paths(DOWNLOADS_CACHE).filter((path) => path.endsWith('/meta')).sort()).toEqual(['/offline/tracks/trk-1/meta', '/offline/tracks/trk-2/meta']);
    expect(estimate).toHaveBeenCalledTimes(1);
  });

  it('cancel stops the transfer and stores nothing', async () => {
    let release: (response: Response) => void = () => undefined;
    const { hub, caches } = setup({ audio: () => new Promise<Response>((resolve) => (release = resolve)) });
    hub.download(song('trk-1'), 'trk-1');
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('in-progress'));
    hub.cancel('trk-1');
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('none'));
    release(new Response(new Uint8Array(10)));
    await settle();
    expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]);
  });

  it('a failed network fails with a message and can be retried', async () => {
    let fail = true;
    const { hub } = setup({
      audio: async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return new Response(new Uint8Array(10));
      },
    });
    hub.download(song('trk-1'), 'trk-1');
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('failed'));
    fail = false;
    hub.download(song('trk-1'), 'trk-1');
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('stored'));
  });

  it('remove deletes the stored track and the server record', async () => {
    const { hub, caches, unrecorded } = setup();
    hub.download(song('trk-1'), 'trk-1');
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('stored'));
    hub.remove('trk-1');
    await eventually(() => expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]));
    expect(statusOf(hub, 'trk-1')).toBe('none');
    await eventually(() => expect(unrecorded).toEqual(['trk-1']));
  });

  it('a reload finds what is stored; wipe (logout) deletes it all', async () => {
    const { hub, caches } = setup();
    hub.download(song('trk-1'), 'trk-1');
    hub.download(song('trk-2'), 'trk-2');
    await eventually(() => expect(hub.getSnapshot().stored).toHaveLength(2));
    const reloaded = new DownloadsHub({ ...(hub as unknown as { ports: ConstructorParameters<typeof DownloadsHub>[0] }).ports });
    await reloaded.load();
    expect(reloaded.getSnapshot().views.get('trk-2')?.status).toBe('stored');
    await hub.wipe();
    expect(caches.paths(DOWNLOADS_CACHE)).toEqual([]);
    expect(hub.getSnapshot().stored).toEqual([]);
  });

  it("a list's records go to the server once its last track is stored, then the Downloads list is refetched once", async () => {
    const { hub, recorded, refreshes } = setup();
    const ids = ['trk-1', 'trk-2', 'trk-3', 'trk-4', 'trk-5'];
    const recordedWhenStored: number[] = [];
    hub.subscribe(() => {
      const stored = ids.filter((id) => statusOf(hub, id) === 'stored').length;
      if (stored > 0 && stored < ids.length) recordedWhenStored.push(recorded.length);
    });
    for (const id of ids) hub.download(song(id), id);
    await eventually(() => expect(recorded).toHaveLength(5));
    expect(recordedWhenStored.length).toBeGreaterThan(0);
    expect(recordedWhenStored.every((count) => count === 0)).toBe(true);
    await eventually(() => expect(refreshes).toEqual([5]));
  });

  it("a transfer's progress keeps the statuses the lists read; its status change replaces them", async () => {
    const chunks = new TransformStream<Uint8Array, Uint8Array>();
    const body = chunks.writable.getWriter();
    const audio = chunks.readable;
    const { hub } = setup({ audio: async () => new Response(audio, { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': '4000' } }) });
    hub.download(song('trk-1'), 'trk-1');
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('in-progress'));
    const statuses = hub.getStatuses();
    expect(statuses.statuses.get('trk-1')).toBe('busy');
    void body.write(new Uint8Array(1000));
    await eventually(() => expect(hub.getSnapshot().views.get('trk-1')?.progress).toBe(0.25));
    expect(hub.getStatuses()).toBe(statuses);
    void body.write(new Uint8Array(3000));
    void body.close();
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('stored'));
    expect(hub.getStatuses()).not.toBe(statuses);
    expect(hub.getStatuses().statuses.get('trk-1')).toBe('stored');
  });

  it('tells a download that begins and the end of the last one at once, and progress with the next tick', async () => {
    const asked: Array<{ urgency: 'now' | 'later'; tell: () => void; cancelled: boolean }> = [];
    const schedule = (tell: () => void, urgency: 'now' | 'later') => {
      const call = { urgency, tell, cancelled: false };
      asked.push(call);
      return () => void (call.cancelled = true);
    };
    const chunks = new TransformStream<Uint8Array, Uint8Array>();
    const body = chunks.writable.getWriter();
    const { hub } = setup({ schedule, audio: async () => new Response(chunks.readable, { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': '4000' } }) });
    await hub.load();
    const tellPending = () => asked.filter((call) => !call.cancelled).splice(-1)[0]?.tell();
    tellPending();
    asked.length = 0;
    hub.download(song('trk-1'), 'trk-1');
    await eventually(() => expect(asked.map((call) => call.urgency)).toContain('now'));
    tellPending();
    asked.length = 0;
    void body.write(new Uint8Array(1000));
    await eventually(() => expect(hub.getSnapshot().views.get('trk-1')?.progress).toBe(0.25));
    void body.write(new Uint8Array(1000));
    await eventually(() => expect(hub.getSnapshot().views.get('trk-1')?.progress).toBe(0.5));
    // Both chunks wait for one tick.
    expect(asked.map((call) => call.urgency)).toEqual(['later']);
    void body.write(new Uint8Array(2000));
    void body.close();
    await eventually(() => expect(statusOf(hub, 'trk-1')).toBe('stored'));
    // The end replaces the waiting tick with an urgent tell.
    expect(asked.map((call) => [call.urgency, call.cancelled])).toEqual([
      ['later', true],
      ['now', false],
    ]);
  });
});
