import type { Track } from '@tangerine/api';

/** What is kept about a stored track: the contract's track (to list and queue it offline) and its size. */
export interface StoredTrack {
  track: Track;
  trackId: string;
  /** The pathname of the track's audio address without its signature (the audio itself plays from storedAudioKey). */
  audioPath: string | null;
  /** The same for its artwork: the worker answers that path offline with the stored artwork. */
  artworkPath: string | null;
  bytes: number;
  storedAt: string;
}

/** One stored track's files and record, written together. */
export interface StoredFiles {
  record: StoredTrack;
  audio: Blob;
  artwork: Blob | null;
}

/**
 * Where this device keeps its downloads, by track id: the page writes and lists them, the service
 * worker reads the audio and artwork. The IndexedDB one is below; tests use a memory one.
 */
export interface DownloadShelf {
  records(): Promise<StoredTrack[]>;
  /** All of the track or nothing of it (one transaction): a full disk leaves nothing half-stored. */
  put(files: StoredFiles): Promise<void>;
  audio(trackId: string): Promise<Blob | null>;
  /** The stored artwork whose media path (without its signature) is `path`. */
  artworkAt(path: string): Promise<Blob | null>;
  delete(trackId: string): Promise<void>;
  clear(): Promise<void>;
}

export const DOWNLOADS_DB = 'tangerine-downloads';
const VERSION = 1;
/** Track records (key: track id), with an index on the artwork's path for the worker. */
export const RECORDS = 'tracks';
const BY_ARTWORK_PATH = 'by-artwork-path';
/** Audio and artwork Blobs, apart from the records, so that listing the downloads reads no audio. */
export const AUDIO = 'audio';
export const ARTWORK = 'artwork';

function done(request: IDBRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return done(request).then(() => request.result);
}

/** A transaction's end: its error (QuotaExceededError on a full disk) when it aborts. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new DOMException('The write was aborted', 'AbortError'));
    transaction.onerror = (event) => event.preventDefault();
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = factory.open(DOWNLOADS_DB, VERSION);
    opening.onupgradeneeded = () => {
      const db = opening.result;
      db.createObjectStore(RECORDS, { keyPath: 'trackId' }).createIndex(BY_ARTWORK_PATH, 'artworkPath');
      db.createObjectStore(AUDIO);
      db.createObjectStore(ARTWORK);
    };
    opening.onsuccess = () => {
      // Another version elsewhere (a newer tab or worker) must not wait on this connection.
      opening.result.onversionchange = () => opening.result.close();
      resolve(opening.result);
    };
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open'));
  });
}

/** The downloads in IndexedDB (`tangerine-downloads`): the same database for the page and the worker. */
export function indexedDbShelf(factory: IDBFactory): DownloadShelf {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => {
    db ??= open(factory).catch((error: unknown) => {
      db = null;
      throw error;
    });
    return db;
  };
  const read = async <T>(store: string, query: (objects: IDBObjectStore) => IDBRequest<T>) =>
    result(query((await database()).transaction(store, 'readonly').objectStore(store)));

  return {
    records: () => read<StoredTrack[]>(RECORDS, (records) => records.getAll()),

    async put({ record, audio, artwork }) {
      // Relaxed: the write need not reach the disk before it completes; a crash loses a download, not the device's data.
      const transaction = (await database()).transaction([RECORDS, AUDIO, ARTWORK], 'readwrite', { durability: 'relaxed' });
      const finished = committed(transaction);
      transaction.objectStore(AUDIO).put(audio, record.trackId);
      if (artwork) transaction.objectStore(ARTWORK).put(artwork, record.trackId);
      else transaction.objectStore(ARTWORK).delete(record.trackId);
      transaction.objectStore(RECORDS).put(record);
      // Commit now rather than once the page has heard back from each request: a busy page delays those.
      transaction.commit?.();
      await finished;
    },

    async audio(trackId) {
      return ((await read<unknown>(AUDIO, (audio) => audio.get(trackId))) as Blob | undefined) ?? null;
    },

    async artworkAt(path) {
      const owner = (await read<unknown>(RECORDS, (records) => records.index(BY_ARTWORK_PATH).get(path))) as StoredTrack | undefined;
      if (!owner) return null;
      return ((await read<unknown>(ARTWORK, (artwork) => artwork.get(owner.trackId))) as Blob | undefined) ?? null;
    },

    async delete(trackId) {
      const transaction = (await database()).transaction([RECORDS, AUDIO, ARTWORK], 'readwrite');
      const finished = committed(transaction);
      for (const store of [RECORDS, AUDIO, ARTWORK]) transaction.objectStore(store).delete(trackId);
      await finished;
    },

    async clear() {
      const transaction = (await database()).transaction([RECORDS, AUDIO, ARTWORK], 'readwrite');
      const finished = committed(transaction);
      for (const store of [RECORDS, AUDIO, ARTWORK]) transaction.objectStore(store).clear();
      await finished;
    },
  };
}
