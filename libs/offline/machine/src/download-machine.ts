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
  | { type: 'download.cancel' }
  | { type: 'download.retry' }
  | { type: 'download.remove' }
  /** The transfer holds one of the app's network slots and is receiving bytes. */
  | { type: 'transfer.started' }
  | { type: 'transfer.progress'; receivedBytes: number; totalBytes: number | null }
  /** Every byte is in; the writes to the device are still under way. */
  | { type: 'transfer.received' }
  | { type: 'transfer.stored'; bytes: number }
  | { type: 'transfer.failed'; reason: DownloadFailureReason; message?: string };

/**
 * One track's download on this device. The app provides the effects:
 * `requestTransfer` hands the track to the app's transfers, which start it when one of their network
 * slots is free (`transfer.started`) and answer with the other `transfer.*` events; `abortTransfer` stops it,
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
    requestTransfer: noEffect<{ trackId: string }>(),
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
      always: [{ guard: 'restoredAsStored', target: 'stored' }, { target: 'underway' }],
    },
    underway: {
      tags: ['busy'],
      initial: 'queued',
      on: {
        // Before it starts (no address, the transfers stopped) or during it.
        'transfer.failed': {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ reason: event.reason, message: event.message }) },
        },
        // Withdraws a waiting request or stops a running transfer.
        'download.cancel': {
          target: 'cancelled',
          actions: { type: 'abortTransfer', params: ({ context }) => ({ trackId: context.trackId }) },
        },
      },
      states: {
        queued: {
          tags: ['queued'],
          // Handed over at once: the transfers' own queue starts it when a slot frees, with no round trip through here.
          entry: ['resetProgress', { type: 'requestTransfer', params: ({ context }) => ({ trackId: context.trackId }) }],
          on: { 'transfer.started': 'transferring' },
        },
        transferring: {
          tags: ['in-progress'],
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
            // Its network share is over: the transfers' queue has started the next one while this one is written.
            writing: { tags: ['writing'] },
          },
          on: {
            'transfer.stored': {
              target: '#download.stored',
              actions: [
                { type: 'assignStored', params: ({ event }) => ({ bytes: event.bytes }) },
                { type: 'onStored', params: ({ context, event }) => ({ trackId: context.trackId, bytes: event.bytes }) },
              ],
            },
          },
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
      on: { 'download.retry': 'underway', 'download.remove': 'removed' },
    },
    cancelled: {
      tags: ['cancelled'],
      entry: { type: 'discardPartial', params: ({ context }) => ({ trackId: context.trackId }) },
      on: { 'download.retry': 'underway', 'download.remove': 'removed' },
    },
    removed: {
      type: 'final',
      entry: { type: 'removeStored', params: ({ context }) => ({ trackId: context.trackId }) },
    },
  },
});
