import type { Track } from '@tangerine/api';
import { createQuotaGate, progressWorthTelling, type DownloadFailureReason } from '@tangerine/downloads';
import type { DeviceStore, StoredTrack } from './device-store';

/** One track to fetch and store on this device: its addresses are already resolved (signed, not expired). */
export interface TrackTransferRequest {
  track: Track;
  trackId: string;
  audioUrl: string;
  artworkUrl: string | null;
  now: Date;
}

export interface TrackTransferEvents {
  /** The transfer holds a network slot and is fetching (slotted-transfer.ts); told before any progress. */
  onStarted: () => void;
  /** The audio bytes received so far, told once per progress step (not at each network chunk). */
  onProgress: (receivedBytes: number, totalBytes: number | null) => void;
  /** Every audio byte is in; the writes to the device are still under way. */
  onReceived: () => void;
}

/** Fetches a track's audio and artwork and stores them; rejects with a `TransferFailure` where the reason is known. */
export type TransferTrack = (request: TrackTransferRequest, events: TrackTransferEvents, signal: AbortSignal) => Promise<StoredTrack>;

export class TransferFailure extends Error {
  constructor(readonly reason: DownloadFailureReason, message?: string) {
    super(message);
  }
}

export interface TransferFailureInfo {
  reason: DownloadFailureReason;
  message?: string;
}

const isQuotaError = (error: unknown) => error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

/** Why a transfer failed, as the download machine hears it (a worker sends this across, not the error). */
export function transferFailureOf(error: unknown): TransferFailureInfo {
  if (error instanceof TransferFailure) return { reason: error.reason, ...(error.message ? { message: error.message } : {}) };
  if (isQuotaError(error)) return { reason: 'quota' };
  if (error instanceof TypeError) return { reason: 'network', message: 'The download failed: no connection' };
  console.error('The download failed', error);
  return { reason: 'network' };
}

export interface LocalTransferPorts {
  store: DeviceStore;
  fetch: typeof fetch;
  estimate: () => Promise<{ usage?: number; quota?: number } | null>;
  now: () => number;
}

/**
 * Transfers on this thread: the page (tests, browsers without workers) or the downloads worker. Tracks
 * that start together share one storage estimate, so the one that does not fit fails and the others store.
 */
export function createLocalTransfer(ports: LocalTransferPorts): TransferTrack {
  const quotaAllows = createQuotaGate(ports.estimate, ports.now);
  /**
   * The tracks of an album share their artwork: it is fetched once while any transfer that needs it runs.
   * No transfer's signal stops it, so cancelling one track does not take the artwork from the others.
   */
  const artworks = new Map<string, { body: Promise<Blob | null>; users: number }>();
  const useArtwork = (url: string | null) => {
    if (!url) return { body: Promise.resolve(null), release: () => undefined };
    // By path: the same picture under another signature is still the same picture.
    const key = new URL(url, 'http://tangerine.invalid').pathname;
    let shared = artworks.get(key);
    if (!shared) {
      const body = ports
        .fetch(url)
        .then((answer) => (answer.ok ? answer.blob() : null))
        .catch(() => null);
      shared = { body, users: 0 };
      artworks.set(key, shared);
    }
    const entry = shared;
    entry.users += 1;
    return {
      body: entry.body,
      release: () => {
        entry.users -= 1;
        if (entry.users === 0 && artworks.get(key) === entry) artworks.delete(key);
      },
    };
  };
  return async ({ track, trackId, audioUrl, artworkUrl, now }, events, signal) => {
    // The artwork is asked for with the audio, before the audio's headers and the quota check.
    const artwork = useArtwork(artworkUrl);
    try {
      return await transferAudio({ track, trackId, audioUrl, now }, artwork.body, events, signal);
    } finally {
      artwork.release();
    }
  };

  async function transferAudio(
    { track, trackId, audioUrl, now }: Omit<TrackTransferRequest, 'artworkUrl'>,
    artwork: Promise<Blob | null>,
    events: TrackTransferEvents,
    signal: AbortSignal,
  ): Promise<StoredTrack> {
    const response = await ports.fetch(audioUrl, { signal });
    if (!response.ok || !response.body) throw new TransferFailure('server', `The download failed (${response.status})`);
    const total = Number(response.headers.get('Content-Length')) || null;
    if (!(await quotaAllows(total ?? 0))) {
      void response.body.cancel().catch(() => undefined);
      throw new TransferFailure('quota');
    }
    let told = 0;
    return ports.store.put({
      track,
      trackId,
      audio: response,
      artwork,
      now,
      onProgress: (received) => {
        if (!progressWorthTelling(told, received, total)) return;
        told = received;
        events.onProgress(received, total);
      },
      onReceived: events.onReceived,
      signal,
    });
  }
}

/** Transfers on this thread with the browser's own fetch and storage estimate (the page or the worker). */
export function createBrowserTransfer(store: DeviceStore): TransferTrack {
  return createLocalTransfer({
    store,
    fetch: (...args) => fetch(...args),
    estimate: async () => (navigator.storage?.estimate ? navigator.storage.estimate() : null),
    now: () => Date.now(),
  });
}
