import { ApiError, trackArtwork, trackAudioSource, unwrap, type ApiClient, type Track } from '@tangerine/api';
import { createServerRecords, type ChangeUrgency } from '@tangerine/offline-machine';
import { DOWNLOADS_CACHE, createDeviceStore, type DeviceStore } from './device-store';
import { DownloadsHub } from './downloads-hub';
import { readStringList, writeJson } from './local-json';
import { setStoredTracks } from './stored-audio';
import { withTransferSlots } from './slotted-transfer';
import { createBrowserTransfer, type TransferTrack } from './track-transfer';
import { createWorkerTransfer } from './worker-transfer';
import type { OfflinePorts } from './ports';

const isExpired = (url: string, now: number) => {
  const match = /[?&]expires=(\d+)/.exec(url);
  return match !== null && Number(match[1]) * 1000 < now + 60_000;
};

/** A signed audio address that is still valid: the track's own at once, or a fresh one from the track page's call. */
function playableAudioUrl(api: () => ApiClient, track: Track): string | Promise<string | null> {
  const url = trackAudioSource(track);
  if (url && !isExpired(url, Date.now())) return url;
  return api()
    .http.GET('/api/v1/browse/tracks/{id}', { params: { path: { id: track.id } } })
    .then((answer) => {
      const fresh = unwrap(answer);
      return fresh ? trackAudioSource(fresh) : null;
    });
}

/** How often a running download's progress is drawn: the ring moves smoothly enough, and the page renders a few times a second, not every frame. */
const PROGRESS_TICK_MS = 150;

/**
 * `now`: the next task, so a task's changes (a list's tracks queued together) make one render, drawn
 * at the next frame; `later`: the next progress tick.
 */
const scheduleTell = (tell: () => void, urgency: ChangeUrgency) => {
  const timer = setTimeout(tell, urgency === 'now' ? 0 : PROGRESS_TICK_MS);
  return () => clearTimeout(timer);
};

/**
 * Transfers run in a worker where the browser has one, so a list's bytes and writes stay off the
 * page's main thread; elsewhere on the page itself.
 */
function transfers(store: DeviceStore): { transfer: TransferTrack; warm?: () => void } {
  if (typeof Worker === 'undefined') return { transfer: withTransferSlots(createBrowserTransfer(store)) };
  return createWorkerTransfer(() => new Worker(new URL('./transfer-worker.ts', import.meta.url), { type: 'module', name: 'tangerine-downloads' }));
}

/** Track ids stored here whose server record has not been taken yet (sent once no transfer runs). */
const UNRECORDED_KEY = 'tangerine.unrecordedDownloads';

function browserServerRecords({ api, refreshDownloads }: OfflinePorts) {
  return createServerRecords({
    record: async (trackId) => {
      unwrap(await api().http.POST('/api/v1/downloads/{trackId}', { params: { path: { trackId } } }));
    },
    unrecord: async (trackId) => {
      // A track not recorded (404) is already what we want.
      await api().quiet.DELETE('/api/v1/downloads/{trackId}', { params: { path: { trackId } } });
    },
    refresh: refreshDownloads,
    // No answer (offline), a busy or failing server: kept for the next send; any other answer (a removed track, a full quota) will not change.
    failureOf: (error) => (error instanceof TypeError || (error instanceof ApiError && (error.status === 429 || error.status >= 500)) ? 'retry' : 'drop'),
    waiting: { load: () => readStringList(UNRECORDED_KEY), save: (trackIds) => writeJson(UNRECORDED_KEY, trackIds, trackIds.length === 0) },
    onDropped: (_, error) => console.error('The download was stored but not recorded on the server', error),
  });
}

let hub: DownloadsHub | null = null;

/** This page's downloads hub on the browser's Cache Storage and the API (made once, with the first ports given). */
export function browserDownloadsHub(ports: OfflinePorts): DownloadsHub {
  if (hub) return hub;
  const store = typeof caches === 'undefined' ? null : createDeviceStore(caches, { audio: trackAudioSource, artwork: trackArtwork });
  const records = browserServerRecords(ports);
  // Records the network failed for go when it is back.
  window.addEventListener('online', () => {
    if (records.hasWaiting()) records.send();
  });
  const created = new DownloadsHub(
    {
      store,
      ...(store ? transfers(store) : { transfer: () => Promise.reject(new Error('Downloads are not available in this browser')) }),
      audioUrl: (track) => {
        // Downloads follow the Streaming quality: a Data saver device stores the smaller transcode it would stream.
        const address = (url: string | null) => (url && ports.downloadAddress ? ports.downloadAddress(url) : url);
        const url = playableAudioUrl(ports.api, track);
        return typeof url === 'string' ? address(url) : url.then(address);
      },
      artworkUrl: trackArtwork,
      records,
      persist: async () => navigator.storage?.persist?.(),
      now: () => new Date(),
      offlineReady: ports.offlineReady,
      schedule: scheduleTell,
      whenIdle: (run) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 0)),
    },
    ports.notifyError,
  );
  // The player picks a stored track's own address synchronously: keep its list in step with the hub's.
  created.subscribe(() => setStoredTracks(created.getSnapshot().stored.map((entry) => entry.trackId)));
  hub = created;
  return created;
}

/** Logout, or a 401 that logs this device out: its stored audio and artwork go (even before any hub existed). */
export async function wipeDeviceDownloads(): Promise<void> {
  if (hub) await hub.wipe();
  else {
    writeJson(UNRECORDED_KEY, [], true);
    if (typeof caches !== 'undefined') await caches.delete(DOWNLOADS_CACHE);
  }
}
