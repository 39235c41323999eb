import type { StoredTrack } from './device-store';
import type { TrackTransferRequest, TransferFailureInfo } from './track-transfer';

/** The page asks the downloads worker to transfer a track, or to stop one. */
export type TransferCommand = { type: 'transfer'; id: number; request: TrackTransferRequest } | { type: 'abort'; id: number };

/** What the worker tells the page about transfer `id`. */
export type TransferReport =
  | { type: 'started'; id: number }
  | { type: 'progress'; id: number; receivedBytes: number; totalBytes: number | null }
  | { type: 'received'; id: number }
  | { type: 'stored'; id: number; entry: StoredTrack }
  | ({ type: 'failed'; id: number; aborted: boolean } & TransferFailureInfo);

/**
 * A track's progress as the worker tells it: at most once every `everyMs` (the first at once). The
 * page draws progress every 150 ms, and each message costs its main thread while the transfers run.
 */
export function pacedProgress(tell: (receivedBytes: number, totalBytes: number | null) => void, everyMs: number, now: () => number) {
  let toldAt = -Infinity;
  return (receivedBytes: number, totalBytes: number | null) => {
    const at = now();
    if (at - toldAt < everyMs) return;
    toldAt = at;
    tell(receivedBytes, totalBytes);
  };
}
