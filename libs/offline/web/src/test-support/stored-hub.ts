import type { Track } from '@tangerine/api';
import { createServerRecords } from '@tangerine/offline-machine';
import { DOWNLOADS_CACHE, createDeviceStore } from '../device-store';
import { DownloadsHub } from '../downloads-hub';
import { withTransferSlots } from '../slotted-transfer';
import { receiveWithFetch } from '../receive-audio';
import { createLocalTransfer } from '../track-transfer';
import { memoryCaches } from './memory-caches';

const offline = () => Promise.reject(new TypeError('offline'));

/** A hub whose device already stores `stored` (4 MB each), on memory caches and with no network. */
export async function hubWithStored(stored: readonly Track[]) {
  const caches = memoryCaches();
  const cache = await caches.storage.open(DOWNLOADS_CACHE);
  for (const [index, item] of stored.entries()) {
    const entry = { track: item, trackId: item.id, audioPath: null, artworkPath: null, bytes: 4_000_000, storedAt: `2026-11-2${index}T10:00:00.000Z` };
    await cache.put(`/offline/tracks/${item.id}/meta`, new Response(JSON.stringify(entry)));
    // A record is listed only beside its audio.
    await cache.put(`/offline/tracks/${item.id}/audio`, new Response(new Uint8Array(16), { headers: { 'Content-Type': 'audio/mpeg' } }));
  }
  const store = createDeviceStore(caches.storage, { audio: () => null, artwork: () => null });
  const hub = new DownloadsHub({
    store,
    transfer: withTransferSlots(createLocalTransfer({ store, fetch: offline, receive: receiveWithFetch(offline), estimate: async () => null, now: () => Date.now() })),
    audioUrl: async () => null,
    artworkUrl: () => null,
    records: createServerRecords({ record: async () => undefined, unrecord: async () => undefined, refresh: async () => undefined, failureOf: () => 'drop' }),
    persist: async () => true,
    now: () => new Date(),
  });
  return { hub, caches };
}
