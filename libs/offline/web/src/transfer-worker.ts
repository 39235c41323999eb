/// <reference lib="webworker" />
import { trackArtwork, trackAudioSource } from '@tangerine/api';
import { createDeviceStore } from './device-store';
import { markDownloadStep } from './download-marks';
import { withTransferSlots } from './slotted-transfer';
import { createBrowserTransfer, transferFailureOf } from './track-transfer';
import { pacedProgress, type TransferCommand, type TransferReport } from './transfer-messages';

/**
 * The downloads worker: fetches tracks and writes them to Cache Storage off the page's main thread,
 * so the bytes of a whole album do not compete with the page's rendering (worker-transfer.ts talks to it).
 */
declare const self: DedicatedWorkerGlobalScope;

// The queue of a list's tracks runs here: a slot freed in the worker starts the next track in the worker.
const transfer = withTransferSlots(createBrowserTransfer(createDeviceStore(caches, { audio: trackAudioSource, artwork: trackArtwork }), { streamToStore: true }));
const running = new Map<number, AbortController>();
/** A track's progress goes to the page at most this often (pacedProgress). */
const PROGRESS_MESSAGE_MS = 100;
const report = (message: TransferReport) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<TransferCommand>) => {
  const command = event.data;
  if (command.type === 'abort') {
    running.get(command.id)?.abort();
    return;
  }
  const { id, request } = command;
  const controller = new AbortController();
  running.set(id, controller);
  transfer(
    { ...request, now: new Date(request.now) },
    {
      onStarted: () => {
        markDownloadStep('began');
        report({ type: 'started', id });
      },
      onProgress: pacedProgress((receivedBytes, totalBytes) => report({ type: 'progress', id, receivedBytes, totalBytes }), PROGRESS_MESSAGE_MS, () => performance.now()),
      onReceived: () => {
        markDownloadStep('received');
        report({ type: 'received', id });
      },
    },
    controller.signal,
  )
    .then((entry) => {
      markDownloadStep('written');
      report({ type: 'stored', id, entry });
    })
    .catch((error: unknown) => report({ type: 'failed', id, aborted: controller.signal.aborted, ...(controller.signal.aborted ? { reason: 'network' as const } : transferFailureOf(error)) }))
    .finally(() => running.delete(id));
});
