import type { Track } from '@tangerine/api';
import { createDeviceStore } from '../device-store';
import { DownloadsHub } from '../downloads-hub';
import { memoryShelf } from './memory-shelf';

/** A hub whose device already stores `stored` (4 MB each), on a memory shelf and with no network. */
export async function hubWithStored(stored: readonly Track[]) {
  const device = memoryShelf();
  for (const [index, item] of stored.entries()) {
    device.seed({ track: item, trackId: item.id, audioPath: null, artworkPath: null, bytes: 4_000_000, storedAt: `2026-11-2${index}T10:00:00.000Z` });
  }
  const hub = new DownloadsHub({
    store: createDeviceStore({ shelf: device.shelf, legacy: null, urls: { audio: () => null, artwork: () => null } }),
    fetch: () => Promise.reject(new TypeError('offline')),
    audioUrl: async () => null,
    artworkUrl: () => null,
    record: async () => undefined,
    unrecord: async () => undefined,
    refreshRecords: async () => undefined,
    estimate: async () => null,
    persist: async () => true,
    now: () => new Date(),
    concurrency: 3,
  });
  return { hub, device };
}
