import type { Track } from '@tangerine/api';
import type { DownloadShelf, StoredTrack } from './downloads-db';
import type { LegacyDownloads } from './legacy-downloads';

export type { StoredTrack } from './downloads-db';

/** The address the service worker answers a stored track's audio at: by track id, never by the signed URL (signed URLs expire). */
export const storedAudioKey = (trackId: string) => `/offline/tracks/${encodeURIComponent(trackId)}/audio`;

/** The track id of a stored audio address (`storedAudioKey`'s inverse); null for any other path. */
export function storedAudioTrackId(pathname: string): string | null {
  const match = /^\/offline\/tracks\/([^/]+)\/audio$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export interface StoredTrackInput {
  track: Track;
  trackId: string;
  /** The audio response's body, read once, counted as it arrives. */
  audio: ReadableStream<Uint8Array>;
  audioType: string;
  /** The audio's decoded length when the server said it; a body that ends short of it is not stored. */
  audioLength: number | null;
  artwork: Promise<Blob | null>;
  now: Date;
  /** Called with the audio bytes received so far, at each chunk. */
  onProgress?: (receivedBytes: number) => void;
  /** Called once the whole audio body is in, while it is still being written. */
  onReceived?: () => void;
  signal?: AbortSignal;
}

export interface DeviceStore {
  list(): Promise<StoredTrack[]>;
  /**
   * Receives the audio (counting it as it arrives), then writes it, the artwork and the record in one
   * go; on any failure (or `signal` aborted) nothing of the track stays, and the error is rethrown.
   */
  put(entry: StoredTrackInput): Promise<StoredTrack>;
  remove(trackId: string): Promise<void>;
  /** Logout: nothing of this device's downloads stays. */
  clear(): Promise<void>;
}

function pathOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://tangerine.invalid').pathname;
  } catch {
    return null;
  }
}

/** Reads a body to its end, counting; a body cut short of `expected` bytes must not be stored as the whole song. */
async function receive(body: ReadableStream<Uint8Array>, type: string, expected: number | null, onProgress?: (received: number) => void): Promise<Blob> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.(received);
  }
  if (expected !== null && received !== expected) throw new TypeError(`The audio ended at ${received} of ${expected} bytes`);
  return new Blob(chunks as BlobPart[], { type });
}

export interface DeviceStorePorts {
  shelf: DownloadShelf;
  /** Downloads of the Cache Storage days, moved into the shelf at the first listing; null where there are none to read. */
  legacy: LegacyDownloads | null;
  urls: { audio: (track: Track) => string | null; artwork: (track: Track) => string | null };
}

export function createDeviceStore({ shelf, legacy, urls }: DeviceStorePorts): DeviceStore {
  let moved: Promise<void> | null = null;
  // Once per page; a move cut short (a full disk) leaves the rest where it was, still listed and playable.
  const moveLegacy = () => (moved ??= legacy ? legacy.moveInto(shelf).catch((error: unknown) => console.warn('Some downloads stay in Cache Storage', error)) : Promise.resolve());

  async function remove(trackId: string): Promise<void> {
    await Promise.all([shelf.delete(trackId), legacy?.delete(trackId)]);
  }

  return {
    async list() {
      await moveLegacy();
      const [current, older] = await Promise.all([shelf.records(), legacy ? legacy.records().catch(() => []) : []]);
      const seen = new Set(current.map((entry) => entry.trackId));
      return [...current, ...older.filter((entry) => !seen.has(entry.trackId))].sort((a, b) => b.storedAt.localeCompare(a.storedAt));
    },

    async put({ track, trackId, audio, audioType, audioLength, artwork, now, onProgress, onReceived, signal }) {
      const throwIfAborted = () => {
        if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
      };
      try {
        // The artwork's request runs beside the audio's; its body is awaited only once the audio is in.
        const [audioBlob, artworkBlob] = await Promise.all([receive(audio, audioType || 'audio/mpeg', audioLength, onProgress), artwork]);
        onReceived?.();
        throwIfAborted();
        const record: StoredTrack = {
          track,
          trackId,
          audioPath: pathOf(urls.audio(track)),
          artworkPath: pathOf(urls.artwork(track)),
          bytes: audioBlob.size + (artworkBlob?.size ?? 0),
          storedAt: now.toISOString(),
        };
        // One transaction: the record lands with its audio and artwork, or nothing does.
        await shelf.put({ record, audio: audioBlob, artwork: artworkBlob });
        // A cancel during that write has already discarded the track: take it back out.
        throwIfAborted();
        return record;
      } catch (error) {
        await remove(trackId).catch(() => undefined);
        throw error;
      }
    },

    remove,

    async clear() {
      await Promise.all([shelf.clear(), legacy?.clear()]);
    },
  };
}
