import type { QueryClient } from '@tanstack/react-query';
import { trackArtwork, trackAudioSource, unwrap, type Track } from '@tangerine/api';
import { api } from '../../api/client';
import { downloadQueries } from '../../api/download-queries';
import { notifyError } from '../toast/notify';
import { DOWNLOADS_CACHE, createDeviceStore, type DeviceStore } from './device-store';
import { DownloadsHub } from './downloads-hub';
import { setStoredTracks } from './stored-audio';
import { withTransferSlots } from './slotted-transfer';
import { createBrowserTransfer, type TransferTrack } from './track-transfer';
import { createWorkerTransfer } from './worker-transfer';

const isExpired = (url: string, now: number) => {
  const match = /[?&]expires=(\d+)/.exec(url);
  return match !== null && Number(match[1]) * 1000 < now + 60_000;
};

/** A signed audio address that is still valid: the track's own, or a fresh one from the track page's call. */
async function playableAudioUrl(track: Track): Promise<string | null> {
  const url = trackAudioSource(track);
  if (url && !isExpired(url, Date.now())) return url;
  const fresh = unwrap(await api().http.GET('/api/v1/browse/tracks/{id}', { params: { path: { id: track.id } } }));
  return fresh ? trackAudioSource(fresh) : null;
}

/** The next frame; a hidden page draws none, so there the next task. */
const oncePerFrame = (tell: () => void) => {
  if (document.visibilityState === 'visible') requestAnimationFrame(tell);
  else setTimeout(tell, 0);
};

/**
 * Transfers run in a worker where the browser has one, so a list's bytes and writes stay off the
 * page's main thread; elsewhere on the page itself.
 */
function transfers(store: DeviceStore): { transfer: TransferTrack; warm?: () => void } {
  if (typeof Worker === 'undefined') return { transfer: withTransferSlots(createBrowserTransfer(store)) };
  return createWorkerTransfer(() => new Worker(new URL('./transfer-worker.ts', import.meta.url), { type: 'module', name: 'tangerine-downloads' }));
}

let hub: DownloadsHub | null = null;
let client: QueryClient | null = null;

/** This page's downloads hub on the browser's Cache Storage and the API. */
export function browserDownloadsHub(queryClient: QueryClient): DownloadsHub {
  client = queryClient;
  if (hub) return hub;
  const store = typeof caches === 'undefined' ? null : createDeviceStore(caches, { audio: trackAudioSource, artwork: trackArtwork });
  const created = new DownloadsHub(
    {
      store,
      ...(store ? transfers(store) : { transfer: () => Promise.reject(new Error('Downloads are not available in this browser')) }),
      audioUrl: playableAudioUrl,
      artworkUrl: trackArtwork,
      record: async (trackId) => {
        unwrap(await api().http.POST('/api/v1/downloads/{trackId}', { params: { path: { trackId } } }));
      },
      unrecord: async (trackId) => {
        // A track not recorded (404) is already what we want.
        await api().quiet.DELETE('/api/v1/downloads/{trackId}', { params: { path: { trackId } } });
      },
      refreshRecords: async () => {
        await client?.invalidateQueries({ queryKey: downloadQueries.all() });
      },
      persist: async () => navigator.storage?.persist?.(),
      now: () => new Date(),
      schedule: oncePerFrame,
    },
    notifyError,
  );
  // The player picks a stored track's own address synchronously: keep its list in step with the hub's.
  created.subscribe(() => setStoredTracks(created.getSnapshot().stored.map((entry) => entry.trackId)));
  hub = created;
  return created;
}

/** Logout, or a 401 that logs this device out: its stored audio and artwork go (even before any hub existed). */
export async function wipeDeviceDownloads(): Promise<void> {
  if (hub) await hub.wipe();
  else if (typeof caches !== 'undefined') await caches.delete(DOWNLOADS_CACHE);
}
