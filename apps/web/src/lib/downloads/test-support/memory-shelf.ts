import type { DownloadShelf, StoredFiles, StoredTrack } from '../downloads-db';

/** The downloads shelf in memory (jsdom has no IndexedDB): `failPutAfter` makes the next writes throw like a full disk. */
export function memoryShelf() {
  const tracks = new Map<string, StoredFiles>();
  const state = { failPutAfter: Number.POSITIVE_INFINITY };
  const shelf: DownloadShelf = {
    records: async () => [...tracks.values()].map((files) => files.record),
    async put(files) {
      // As a transaction: a refused write stores nothing of the track.
      if (state.failPutAfter <= 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      state.failPutAfter -= 1;
      tracks.set(files.record.trackId, files);
    },
    audio: async (trackId) => tracks.get(trackId)?.audio ?? null,
    artworkAt: async (path) => [...tracks.values()].find((files) => files.record.artworkPath === path)?.artwork ?? null,
    delete: async (trackId) => void tracks.delete(trackId),
    clear: async () => tracks.clear(),
  };
  /** What the shelf holds of each track, by track id: which files, for the tests' expectations. */
  const contents = () => Object.fromEntries([...tracks].map(([trackId, files]) => [trackId, { audio: files.audio.size, artwork: files.artwork?.size ?? null }]));
  const seed = (record: StoredTrack, audioBytes = 1) => tracks.set(record.trackId, { record, audio: new Blob([new Uint8Array(audioBytes)]), artwork: null });
  return { shelf, state, contents, seed };
}
