// @vitest-environment node
// Streams, Response and Blob as Node has them (jsdom's Blob does not fit Node's Response).
import { describe, expect, it, vi } from 'vitest';
import { track as trackFixture } from '../../test-support/fixtures';
import { DOWNLOADS_CACHE, createDeviceStore } from '@tangerine/offline-web';
import { TransferFailure, createLocalTransfer, transferFailureOf } from '@tangerine/offline-web/testing';
import { receiveIntoStore, receiveWithFetch } from '@tangerine/offline-web/testing';
import { memoryCaches } from '@tangerine/offline-web/testing';

const ART = '/api/v1/media/artwork/alb_1';

function setup(receiving: typeof receiveWithFetch | typeof receiveIntoStore = receiveWithFetch) {
  const caches = memoryCaches();
  const store = createDeviceStore(caches.storage, { audio: () => null, artwork: () => ART });
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    if (String(url).startsWith('/api/v1/media/artwork/')) return new Response(new Uint8Array(500), { headers: { 'Content-Type': 'image/jpeg' } });
    return new Response(new Uint8Array(4000), { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': '4000' } });
  });
  const transfer = createLocalTransfer({ store, fetch: fetch as unknown as typeof globalThis.fetch, receive: receiving(fetch as unknown as typeof globalThis.fetch), estimate: async () => null, now: () => Date.now() });
  const request = (id: string, artworkUrl: string | null = `${ART}?signature=${id}`) => ({ track: trackFixture({ id }), trackId: id, audioUrl: `/api/v1/media/audio/${id}`, artworkUrl, now: new Date('2026-11-26T10:00:00Z') });
  const events = () => ({ onStarted: vi.fn(), onProgress: vi.fn(), onReceived: vi.fn() });
  const artworkFetches = () => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/media/artwork/')).length;
  return { caches, transfer, request, events, artworkFetches };
}

describe('createLocalTransfer', () => {
  it('tracks of one album running together fetch their artwork once and each store it', async () => {
    const { caches, transfer, request, events, artworkFetches } = setup();
    const signal = new AbortController().signal;
    const entries = await Promise.all(['trk-1', 'trk-2', 'trk-3'].map((id) => transfer(request(id), events(), signal)));
    expect(entries.map((entry) => entry.bytes)).toEqual([4500, 4500, 4500]);
    expect(artworkFetches()).toBe(1);
    expect(caches.paths(DOWNLOADS_CACHE).filter((path) => path.endsWith('/artwork')).sort()).toEqual(['/offline/tracks/trk-1/artwork', '/offline/tracks/trk-2/artwork', '/offline/tracks/trk-3/artwork']);
    // Once none runs, the next transfer asks again (the shared copy is not kept for ever).
    await transfer(request('trk-4'), events(), signal);
    expect(artworkFetches()).toBe(2);
  });

  it('cancelling one track leaves the shared artwork to the others', async () => {
    const { transfer, request, events } = setup();
    const cancelled = new AbortController();
    const first = transfer(request('trk-1'), events(), cancelled.signal);
    const second = transfer(request('trk-2'), events(), new AbortController().signal);
    cancelled.abort();
    await expect(first).rejects.toThrow();
    await expect(second).resolves.toMatchObject({ trackId: 'trk-2', bytes: 4500 });
  });

  it('audio written to the store as it arrives is stored with its artwork and record, and listed', async () => {
    const { caches, transfer, request, events } = setup(receiveIntoStore);
    const heard = events();
    await expect(transfer(request('trk-1'), heard, new AbortController().signal)).resolves.toMatchObject({ trackId: 'trk-1', bytes: 4500 });
    expect(heard.onProgress).toHaveBeenLastCalledWith(4000, 4000);
    expect(caches.paths(DOWNLOADS_CACHE).sort()).toEqual(['/offline/tracks/trk-1/artwork', '/offline/tracks/trk-1/audio', '/offline/tracks/trk-1/meta']);
  });

  it('tells progress once per step and the end of the bytes once', async () => {
    for (const receiving of [receiveWithFetch, receiveIntoStore]) {
      const { transfer, request, events } = setup(receiving);
      const heard = events();
      await transfer(request('trk-1', null), heard, new AbortController().signal);
      expect(heard.onProgress).toHaveBeenLastCalledWith(4000, 4000);
      expect(heard.onReceived).toHaveBeenCalledTimes(1);
    }
  });
});

describe('transferFailureOf', () => {
  it('names the reason the download machine shows', () => {
    expect(transferFailureOf(new TransferFailure('server', 'The download failed (404)'))).toEqual({ reason: 'server', message: 'The download failed (404)' });
    expect(transferFailureOf(new DOMException('full', 'QuotaExceededError'))).toEqual({ reason: 'quota' });
    expect(transferFailureOf(new TypeError('Failed to fetch'))).toEqual({ reason: 'network', message: 'The download failed: no connection' });
  });
});
