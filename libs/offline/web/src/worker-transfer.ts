import type { StoredTrack } from './device-store';
import { TransferFailure, type TrackTransferEvents, type TransferTrack } from './track-transfer';
import { markDownloadStep } from './download-marks';
import { cancelledError } from './transfer-failure';
import type { TransferCommand, TransferReport } from './transfer-messages';

/** The part of a `Worker` the client uses (a fake in tests). */
export interface TransferWorkerLike {
  postMessage(message: TransferCommand): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TransferReport>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

interface Pending {
  events: TrackTransferEvents;
  resolve: (entry: StoredTrack) => void;
  reject: (error: unknown) => void;
}

/**
 * Transfers in the downloads worker (transfer-worker.ts): the worker starts with the first transfer
 * (or `warm`), queues them behind its network slots, and each transfer's start, progress, end or
 * failure comes back as a message.
 */
export function createWorkerTransfer(createWorker: () => TransferWorkerLike): { transfer: TransferTrack; warm: () => void } {
  let worker: TransferWorkerLike | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    return entry;
  };
  const onReport = ({ data }: MessageEvent<TransferReport>) => {
    const entry = pending.get(data.id);
    if (!entry) return;
    if (data.type === 'started') entry.events.onStarted();
    else if (data.type === 'progress') entry.events.onProgress(data.receivedBytes, data.totalBytes);
    else if (data.type === 'received') entry.events.onReceived();
    else if (data.type === 'stored') settle(data.id)?.resolve(data.entry);
    else settle(data.id)?.reject(data.aborted ? cancelledError() : new TransferFailure(data.reason, data.message));
  };
  // A worker that cannot start (or dies) fails what it held: the tracks show the failure and can be retried.
  const onError = () => {
    for (const id of [...pending.keys()]) settle(id)?.reject(new TransferFailure('network', 'The download failed: the download worker stopped'));
    worker = null;
  };
  const started = () => {
    if (!worker) {
      worker = createWorker();
      worker.addEventListener('message', onReport);
      worker.addEventListener('error', onError);
    }
    return worker;
  };

  const transfer: TransferTrack = (request, events, signal) =>
    new Promise<StoredTrack>((resolve, reject) => {
      const id = ++nextId;
      const target = started();
      pending.set(id, { events, resolve, reject });
      signal.addEventListener('abort', () => target.postMessage({ type: 'abort', id }), { once: true });
      target.postMessage({ type: 'transfer', id, request });
      markDownloadStep('handed');
    });
  return { transfer, warm: () => void started() };
}
