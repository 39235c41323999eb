import { createTransferSlots } from '@tangerine/offline-machine';
import type { TransferTrack } from './track-transfer';
import { cancelledError } from './transfer-failure';

/** Three tracks at a time: of Chromium's six HTTP/1.1 connections per host, three stay free for playback and the API. */
export const DOWNLOADS_AT_ONCE = 3;

/**
 * Transfers queued behind `limit` network slots, where they run (the worker, or the page without one):
 * when a track's bytes are all in, the next one starts there and then, not after a round trip through
 * the page's busy main thread. Each tells `onStarted` when it takes its slot.
 */
export function withTransferSlots(transfer: TransferTrack, limit = DOWNLOADS_AT_ONCE): TransferTrack {
  const slots = createTransferSlots(limit);
  return (request, events, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(cancelledError());
        return;
      }
      let started = false;
      // Assigned once `take` answers; the closures below run later (a start can run inside `take`).
      let release = () => undefined as void;
      release = slots.take(() => {
        started = true;
        events.onStarted();
        transfer(
          request,
          {
            ...events,
            // Writing to the device does not hold the network: the slot goes to the next track.
            onReceived: () => {
              release();
              events.onReceived();
            },
          },
          signal,
        )
          .then(resolve, reject)
          .finally(() => release());
      });
      // A cancel while waiting withdraws the request; once started, the transfer itself answers the abort.
      signal.addEventListener(
        'abort',
        () => {
          if (started) return;
          release();
          reject(cancelledError());
        },
        { once: true },
      );
    });
}
