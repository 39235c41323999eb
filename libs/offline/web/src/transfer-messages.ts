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
