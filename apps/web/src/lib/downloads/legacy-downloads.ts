import type { DownloadShelf, StoredTrack } from './downloads-db';

/**
 * Before IndexedDB, downloads lived in this Cache Storage cache (audio, artwork and a JSON record per
 * track, keyed by track id). A device that stored tracks there keeps them: the page moves them into the
 * shelf once, and whatever could not move (a full disk) stays listed and playable from here.
 */
export const LEGACY_DOWNLOADS_CACHE = 'tangerine-downloads-v1';

const legacyKey = (trackId: string, part: 'audio' | 'artwork' | 'meta') => `/offline/tracks/${encodeURIComponent(trackId)}/${part}`;
const isRecordKey = (url: string) => /^\/offline\/tracks\/[^/]+\/meta$/.test(new URL(url, 'http://tangerine.invalid').pathname);

/** The part of `CacheStorage` the legacy reader uses (the browser's `caches`, or a fake in tests). */
export type CacheStorageLike = Pick<CacheStorage, 'open' | 'delete' | 'has'>;

export interface LegacyDownloads {
  records(): Promise<StoredTrack[]>;
  audio(trackId: string): Promise<Response | null>;
  /** The stored artwork whose media path (without its signature) is `path`. */
  artworkAt(path: string): Promise<Response | null>;
  delete(trackId: string): Promise<void>;
  clear(): Promise<void>;
  /** Moves every complete track into `shelf`, oldest record first; stops at the first that does not fit. */
  moveInto(shelf: DownloadShelf): Promise<void>;
}

export function legacyDownloads(caches: CacheStorageLike): LegacyDownloads {
  // `caches.open` would create the cache: a device that never had one keeps none.
  const cache = async () => ((await caches.has(LEGACY_DOWNLOADS_CACHE)) ? caches.open(LEGACY_DOWNLOADS_CACHE) : null);

  async function records(): Promise<StoredTrack[]> {
    const opened = await cache();
    if (!opened) return [];
    const found: StoredTrack[] = [];
    for (const request of await opened.keys()) {
      if (!isRecordKey(request.url)) continue;
      const record = (await (await opened.match(request))?.json().catch(() => null)) as StoredTrack | null;
      if (record && typeof record.trackId === 'string') found.push(record);
    }
    return found;
  }

  async function remove(trackId: string): Promise<void> {
    const opened = await cache();
    if (!opened) return;
    // The record first: a track without it is never listed, whatever happens to the rest.
    await opened.delete(legacyKey(trackId, 'meta'));
    await Promise.all([opened.delete(legacyKey(trackId, 'audio')), opened.delete(legacyKey(trackId, 'artwork'))]);
  }

  return {
    records,
    async audio(trackId) {
      return (await (await cache())?.match(legacyKey(trackId, 'audio'))) ?? null;
    },
    async artworkAt(path) {
      const owner = (await records()).find((record) => record.artworkPath === path);
      return owner ? ((await (await cache())?.match(legacyKey(owner.trackId, 'artwork'))) ?? null) : null;
    },
    delete: remove,
    async clear() {
      await caches.delete(LEGACY_DOWNLOADS_CACHE);
    },
    async moveInto(shelf) {
      const opened = await cache();
      if (!opened) return;
      const waiting = (await records()).sort((a, b) => a.storedAt.localeCompare(b.storedAt));
      for (const record of waiting) {
        const audio = await opened.match(legacyKey(record.trackId, 'audio'));
        if (!audio) {
          // A record without its audio plays nothing: it goes.
          await remove(record.trackId);
          continue;
        }
        const artwork = await opened.match(legacyKey(record.trackId, 'artwork'));
        await shelf.put({ record, audio: await audio.blob(), artwork: artwork ? await artwork.blob() : null });
        await remove(record.trackId);
      }
      await caches.delete(LEGACY_DOWNLOADS_CACHE);
    },
  };
}
