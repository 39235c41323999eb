import type { Track } from '@tangerine/api';
import { cancelledError } from './transfer-failure';

/** The Cache Storage cache of this device's downloads; the service worker answers audio from it. */
export const DOWNLOADS_CACHE = 'tangerine-downloads-v1';

/** Keys by track id, never by the signed URL (signed URLs expire). */
export const storedAudioKey = (trackId: string) => `/offline/tracks/${encodeURIComponent(trackId)}/audio`;
export const storedArtworkKey = (trackId: string) => `/offline/tracks/${encodeURIComponent(trackId)}/artwork`;
const metaKey = (trackId: string) => `/offline/tracks/${encodeURIComponent(trackId)}/meta`;
const META_PATTERN = /^\/offline\/tracks\/([^/]+)\/meta$/;

/** What is kept about a stored track: the contract's track (to list and queue it offline) and its size. */
export interface StoredTrack {
  track: Track;
  trackId: string;
  /** The pathname of the track's audio address without its signature (the audio itself plays from storedAudioKey). */
  audioPath: string | null;
  /** The same for its artwork. */
  artworkPath: string | null;
  bytes: number;
  storedAt: string;
}

export interface StoredTrackInput {
  track: Track;
  trackId: string;
  /** The whole audio, received (receive-audio.ts), or what `writeAudio` already stored as it arrived. */
  audio: Blob | WrittenAudio;
  artwork: Promise<Blob | null>;
  now: Date;
  signal?: AbortSignal;
}

/**
 * A track's audio written to the store as it arrived (`DeviceStore.writeAudio`): its size in bytes, and
 * the write's commit, which may still be under way (`put` writes the artwork and the record beside it).
 */
export interface WrittenAudio {
  written: number;
  committed?: Promise<void>;
}

/** The part of `CacheStorage` the store uses (the browser's `caches`, or a fake in tests). */
export type CacheStorageLike = Pick<CacheStorage, 'open' | 'delete'>;

export interface DeviceStore {
  list(): Promise<StoredTrack[]>;
  /**
   * Writes the audio, the artwork and the record at once (a record is listed only beside its audio);
   * on any failure (or `signal` aborted) removes what was written and rethrows.
   */
  put(entry: StoredTrackInput): Promise<StoredTrack>;
  /**
   * Writes a track's audio while it arrives, so the last byte and its write end together; resolves once
   * it is stored (rejects, storing nothing, if the body fails). Not listed until `put` writes its record.
   */
  writeAudio(trackId: string, body: ReadableStream<Uint8Array>, headers: { type: string; size: number | null }): Promise<void>;
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

export function createDeviceStore(caches: CacheStorageLike, urls: { audio: (track: Track) => string | null; artwork: (track: Track) => string | null }): DeviceStore {
  const open = () => caches.open(DOWNLOADS_CACHE);

  async function remove(trackId: string): Promise<void> {
    const cache = await open();
    // The record first: an entry without it is never listed, whatever happens to the rest.
    await cache.delete(metaKey(trackId));
    await Promise.all([cache.delete(storedAudioKey(trackId)), cache.delete(storedArtworkKey(trackId))]);
  }

  return {
    async list() {
      const cache = await open();
      const paths = new Set((await cache.keys()).map((request) => new URL(request.url, 'http://tangerine.invalid').pathname));
      const stored: StoredTrack[] = [];
      for (const path of paths) {
        const id = META_PATTERN.exec(path)?.[1];
        // A record counts only beside its audio: the two are written at once.
        if (id === undefined || !paths.has(`/offline/tracks/${id}/audio`)) continue;
        const response = await cache.match(path);
        try {
          const entry = (await response?.json()) as StoredTrack | undefined;
          if (entry && typeof entry.trackId === 'string') stored.push(entry);
        } catch {
          // An unreadable record lists nothing; its audio is removed with the next "remove all".
        }
      }
      return stored.sort((a, b) => b.storedAt.localeCompare(a.storedAt));
    },

    async put({ track, trackId, audio, artwork, now, signal }) {
      const cache = await open();
      const throwIfAborted = () => {
        if (signal?.aborted) throw cancelledError();
      };
      try {
        // Fetched with the audio's start (and shared by an album's tracks): in by now, as a rule.
        const artworkBlob = await artwork;
        throwIfAborted();
        const entry: StoredTrack = {
          track,
          trackId,
          audioPath: pathOf(urls.audio(track)),
          artworkPath: pathOf(urls.artwork(track)),
          bytes: (audio instanceof Blob ? audio.size : audio.written) + (artworkBlob?.size ?? 0),
          storedAt: now.toISOString(),
        };
        // The three writes at once (a streamed audio's commit among them: the record is listed only once it is in);
        // every one settles before any clean-up, so a late one cannot land after it.
        const writes = await Promise.allSettled([
          audio instanceof Blob ? cache.put(storedAudioKey(trackId), new Response(audio, { headers: { 'Content-Type': audio.type || 'audio/mpeg', 'Content-Length': String(audio.size) } })) : audio.committed,
          artworkBlob ? cache.put(storedArtworkKey(trackId), new Response(artworkBlob, { headers: { 'Content-Type': artworkBlob.type || 'image/jpeg' } })) : null,
          cache.put(metaKey(trackId), new Response(JSON.stringify(entry), { headers: { 'Content-Type': 'application/json' } })),
        ]);
        const refused = writes.find((write) => write.status === 'rejected');
        if (refused) throw refused.reason;
        // A cancel during the writes has already discarded the track: take them back out.
        throwIfAborted();
        return entry;
      } catch (error) {
        await remove(trackId).catch(() => undefined);
        throw error;
      }
    },

    async writeAudio(trackId, body, { type, size }) {
      const headers: Record<string, string> = { 'Content-Type': type || 'audio/mpeg' };
      if (size !== null) headers['Content-Length'] = String(size);
      await (await open()).put(storedAudioKey(trackId), new Response(body, { headers }));
    },

    remove,

    async clear() {
      await caches.delete(DOWNLOADS_CACHE);
    },
  };
}
