import type { Track } from '@tangerine/api';
import { createQuotaGate, progressWorthTelling } from '@tangerine/offline-machine';
import type { DeviceStore, StoredTrack, WrittenAudio } from './device-store';
import { receiveIntoStore, receiveWithFetch, receiveWithXhr } from './receive-audio';

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

export { TransferFailure, transferFailureOf, type TransferFailureInfo } from './transfer-failure';

/** What a transfer asks of the audio's receiving, besides its address. */
export interface ReceiveAudioOptions {
  signal: AbortSignal;
  /** Told the size the headers announce (null: unknown) before the body: false stops it (no room on this device). */
  admit: (totalBytes: number | null) => Promise<boolean>;
  /** The bytes received so far (at each chunk, or at each of the browser's progress events). */
  onProgress: (receivedBytes: number, totalBytes: number | null) => void;
  /** Stores the audio as it arrives (DeviceStore.writeAudio), for a receiving that writes while it receives. */
  write: (body: ReadableStream<Uint8Array>, headers: { type: string; size: number | null }) => Promise<void>;
}

/**
 * Receives a track's whole audio (receive-audio.ts), as a Blob or already written through `write`; rejects with a `TransferFailure` for an error
 * answer or no room, a TypeError for a network failure or a body cut short, an AbortError on `signal`.
 */
export type ReceiveAudio = (url: string, options: ReceiveAudioOptions) => Promise<Blob | WrittenAudio>;

export interface LocalTransferPorts {
  store: DeviceStore;
  /** The artwork's fetch. */
  fetch: typeof fetch;
  receive: ReceiveAudio;
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
    let told = 0;
    const audio = await ports.receive(audioUrl, {
      signal,
      admit: (total) => quotaAllows(total ?? 0),
      onProgress: (received, total) => {
        if (!progressWorthTelling(told, received, total)) return;
        told = received;
        events.onProgress(received, total);
      },
      write: (body, headers) => ports.store.writeAudio(trackId, body, headers),
    });
    events.onReceived();
    return ports.store.put({ track, trackId, audio, artwork, now, signal });
  }
}

/**
 * Transfers on this thread with the browser's own fetch and storage estimate (the page or the worker).
 * The downloads worker writes the audio to Cache Storage as it arrives (`streamToStore`), so "written"
 * follows the last byte at once; the page keeps XMLHttpRequest, which runs no script per network chunk.
 */
export function createBrowserTransfer(store: DeviceStore, { streamToStore = false } = {}): TransferTrack {
  const browserFetch: typeof fetch = (...args) => fetch(...args);
  const streams = typeof TransformStream === 'function' && typeof ReadableStream === 'function';
  return createLocalTransfer({
    store,
    fetch: browserFetch,
    receive:
      streamToStore && streams ? receiveIntoStore(browserFetch) : typeof XMLHttpRequest === 'function' ? receiveWithXhr(() => new XMLHttpRequest()) : receiveWithFetch(browserFetch),
    estimate: async () => (navigator.storage?.estimate ? navigator.storage.estimate() : null),
    now: () => Date.now(),
  });
}
