import type { Track } from '@tangerine/api';

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

/** The part of `CacheStorage` the store uses (the browser's `caches`, or a fake in tests). */
export type CacheStorageLike = Pick<CacheStorage, 'open' | 'delete'>;

export interface DeviceStore {
  list(): Promise<StoredTrack[]>;
  /** Stores audio, artwork and the record; on any failure removes what was written and rethrows. */
  put(entry: { track: Track; trackId: string; audio: Blob; audioType: string; artwork: Blob | null; now: Date }): Promise<StoredTrack>;
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
      const stored: StoredTrack[] = [];
      for (const request of await cache.keys()) {
        const path = new URL(request.url, 'http://tangerine.invalid').pathname;
        if (!META_PATTERN.test(path)) continue;
        const response = await cache.match(request);
        try {
          const entry = (await response?.json()) as StoredTrack | undefined;
          if (entry && typeof entry.trackId === 'string') stored.push(entry);
        } catch {
          // An unreadable record lists nothing; its audio is removed with the next "remove all".
        }
      }
      return stored.sort((a, b) => b.storedAt.localeCompare(a.storedAt));
    },

    async put({ track, trackId, audio, audioType, artwork, now }) {
      const cache = await open();
      const entry: StoredTrack = {
        track,
        trackId,
        audioPath: pathOf(urls.audio(track)),
        artworkPath: pathOf(urls.artwork(track)),
        bytes: audio.size + (artwork?.size ?? 0),
        storedAt: now.toISOString(),
      };
      try {
        await Promise.all([
          cache.put(
            storedAudioKey(trackId),
            new Response(audio, { headers: { 'Content-Type': audioType || 'audio/mpeg', 'Content-Length': String(audio.size), 'X-Track-Id': trackId } }),
          ),
          artwork ? cache.put(storedArtworkKey(trackId), new Response(artwork, { headers: { 'Content-Type': artwork.type || 'image/jpeg' } })) : null,
        ]);
        // The record last: it says the track is complete.
        await cache.put(metaKey(trackId), new Response(JSON.stringify(entry), { headers: { 'Content-Type': 'application/json' } }));
      } catch (error) {
        await remove(trackId).catch(() => undefined);
        throw error;
      }
      return entry;
    },

    remove,

    async clear() {
      await caches.delete(DOWNLOADS_CACHE);
    },
  };
}
