import { assign, setup } from 'xstate';

/** Shown when the browser refuses to store more (QuotaExceededError). */
export const NOT_ENOUGH_SPACE_MESSAGE = 'Not enough space on this device';
export const DOWNLOAD_FAILED_MESSAGE = 'The download failed';

/** An effect the app provides (`machine.provide({ actions })`); alone it does nothing. */
function noEffect<TParams>() {
  return (_args: unknown, _params: TParams): void => undefined;
}

export type DownloadFailureReason = 'quota' | 'network' | 'server';

export interface DownloadInput {
  trackId: string;
  /** Bytes already stored on this device (a download restored after a reload): starts in `stored`. */
  storedBytes?: number | null;
}

export interface DownloadContext {
  trackId: string;
  receivedBytes: number;
  /** The Content-Length of the audio, when the server sent one. */
  totalBytes: number | null;
  storedBytes: number | null;
  error: string | null;
}

export type DownloadEvent =
  | { type: 'download.start' }
  | { type: 'download.cancel' }
  | { type: 'download.retry' }
  | { type: 'download.remove' }
  | { type: 'transfer.progress'; receivedBytes: number; totalBytes: number | null }
  /** Every byte is in; the writes to the device are still under way. */
  | { type: 'transfer.received' }
  | { type: 'transfer.stored'; bytes: number }
  | { type: 'transfer.failed'; reason: DownloadFailureReason; message?: string };

/**
 * One track's download on this device. The app provides the effects:
 * `startTransfer` fetches and stores (answering with `transfer.*` events), `abortTransfer` stops it,
 * `discardPartial` deletes whatever a failed or cancelled transfer left, `removeStored` deletes a stored
 * track, `onStored` records the download on the server. No effect of its own: it can be walked headlessly.
 */
export const downloadMachine = setup({
  types: {
    context: {} as DownloadContext,
    events: {} as DownloadEvent,
    input: {} as DownloadInput,
  },
  actions: {
    startTransfer: noEffect<{ trackId: string }>(),
    abortTransfer: noEffect<{ trackId: string }>(),
    discardPartial: noEffect<{ trackId: string }>(),
    removeStored: noEffect<{ trackId: string }>(),
    onStored: noEffect<{ trackId: string; bytes: number }>(),
    resetProgress: assign({ receivedBytes: 0, totalBytes: null, error: null }),
    assignProgress: assign({
      receivedBytes: (_, params: { receivedBytes: number; totalBytes: number | null }) => Math.max(0, params.receivedBytes),
      totalBytes: (_, params: { receivedBytes: number; totalBytes: number | null }) => params.totalBytes,
    }),
    assignStored: assign({ storedBytes: (_, params: { bytes: number }) => params.bytes, error: null }),
    assignFailure: assign({
      error: (_, params: { reason: DownloadFailureReason; message?: string }) =>
        params.reason === 'quota' ? NOT_ENOUGH_SPACE_MESSAGE : params.message || DOWNLOAD_FAILED_MESSAGE,
    }),
  },
  guards: {
    restoredAsStored: ({ context }) => context.storedBytes !== null,
  },
}).createMachine({
  id: 'download',
  context: ({ input }) => ({
    trackId: input.trackId,
    receivedBytes: 0,
    totalBytes: null,
    storedBytes: input.storedBytes ?? null,
    error: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'restoredAsStored', target: 'stored' }, { target: 'queued' }],
    },
    queued: {
      tags: ['queued', 'busy'],
      entry: 'resetProgress',
      on: {
        // The app's queue starts a download when a slot is free.
        'download.start': 'transferring',
        'download.cancel': 'cancelled',
      },
    },
    transferring: {
      tags: ['in-progress', 'busy'],
      entry: { type: 'startTransfer', params: ({ context }) => ({ trackId: context.trackId }) },
      initial: 'receiving',
      states: {
        receiving: {
          on: {
            'transfer.progress': {
              actions: { type: 'assignProgress', params: ({ event }) => ({ receivedBytes: event.receivedBytes, totalBytes: event.totalBytes }) },
            },
            'transfer.received': 'writing',
          },
        },
        // Its network share is over: the app's queue may start the next download while this one is written.
        writing: { tags: ['writing'] },
      },
      on: {
        'transfer.stored': {
          target: 'stored',
          actions: [
            { type: 'assignStored', params: ({ event }) => ({ bytes: event.bytes }) },
            { type: 'onStored', params: ({ context, event }) => ({ trackId: context.trackId, bytes: event.bytes }) },
          ],
        },
        'transfer.failed': {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ reason: event.reason, message: event.message }) },
        },
        'download.cancel': {
          target: 'cancelled',
          actions: { type: 'abortTransfer', params: ({ context }) => ({ trackId: context.trackId }) },
        },
      },
    },
    stored: {
      tags: ['stored'],
      on: { 'download.remove': 'removed' },
    },
    failed: {
      tags: ['failed'],
      // Nothing half-stored stays behind (a quota error may leave a partial entry).
      entry: { type: 'discardPartial', params: ({ context }) => ({ trackId: context.trackId }) },
      on: { 'download.retry': 'queued', 'download.remove': 'removed' },
    },
    cancelled: {
      tags: ['cancelled'],
      entry: { type: 'discardPartial', params: ({ context }) => ({ trackId: context.trackId }) },
      on: { 'download.retry': 'queued', 'download.remove': 'removed' },
    },
    removed: {
      type: 'final',
      entry: { type: 'removeStored', params: ({ context }) => ({ trackId: context.trackId }) },
    },
  },
});
