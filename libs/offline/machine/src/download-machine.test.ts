import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { DOWNLOAD_FAILED_MESSAGE, NOT_ENOUGH_SPACE_MESSAGE, downloadMachine, type DownloadEvent } from './download-machine.js';
import { downloadProgress, downloadStatus } from './download-status.js';

type Snapshot = SnapshotFrom<typeof downloadMachine>;
type Actions = ReturnType<typeof transition<typeof downloadMachine>>[1];

function step(snapshot: Snapshot, ...events: DownloadEvent[]): readonly [Snapshot, Actions] {
  let next = snapshot;
  let actions: Actions = [];
  for (const event of events) [next, actions] = transition(downloadMachine, next, event);
  return [next, actions];
}
const names = (actions: Actions) => actions.map((action) => action.type);

const [queued, queuedActions] = initialTransition(downloadMachine, { trackId: 't1' });
const [transferring, startActions] = step(queued, { type: 'transfer.started' });

describe('downloadMachine: transitions', () => {
  it('starts queued with no progress, and restored downloads start stored', () => {
    expect(downloadStatus(queued)).toBe('queued');
    expect(queued.context).toMatchObject({ trackId: 't1', receivedBytes: 0, totalBytes: null, storedBytes: null, error: null });
    const [restored] = initialTransition(downloadMachine, { trackId: 't1', storedBytes: 4_000_000 });
    expect(downloadStatus(restored)).toBe('stored');
    expect(restored.context.storedBytes).toBe(4_000_000);
  });

  it('queued hands the track to the transfers at once (requestTransfer), and shows in progress once they start it', () => {
    expect(queuedActions.find((action) => action.type === 'requestTransfer')?.params).toEqual({ trackId: 't1' });
    expect(downloadStatus(transferring)).toBe('in-progress');
    // Started by the transfers' own queue: nothing is asked of them again.
    expect(names(startActions)).not.toContain('requestTransfer');
  });

  it('a failure before the transfer started (no address, the transfers stopped) fails the download', () => {
    const [failed, actions] = step(queued, { type: 'transfer.failed', reason: 'server', message: 'This track has no audio to download' });
    expect(downloadStatus(failed)).toBe('failed');
    expect(failed.context.error).toBe('This track has no audio to download');
    expect(names(actions)).toContain('discardPartial');
  });

  it('follows progress, known size or not', () => {
    const [half] = step(transferring, { type: 'transfer.progress', receivedBytes: 500, totalBytes: 1000 });
    expect(downloadProgress(half)).toBe(0.5);
    const [unknown] = step(transferring, { type: 'transfer.progress', receivedBytes: 500, totalBytes: null });
    expect(downloadProgress(unknown)).toBeNull();
    expect(downloadProgress(queued)).toBeNull();
  });

  it('all bytes in: still in progress while written, tagged writing, and its outcome still counts', () => {
    const [writing] = step(transferring, { type: 'transfer.progress', receivedBytes: 1000, totalBytes: 1000 }, { type: 'transfer.received' });
    expect(downloadStatus(writing)).toBe('in-progress');
    expect(writing.hasTag('writing')).toBe(true);
    expect(transferring.hasTag('writing')).toBe(false);
    expect(downloadProgress(writing)).toBe(1);
    const [stored, actions] = step(writing, { type: 'transfer.stored', bytes: 1000 });
    expect(downloadStatus(stored)).toBe('stored');
    expect(names(actions)).toContain('onStored');
    const [failed] = step(writing, { type: 'transfer.failed', reason: 'quota' });
    expect(failed.context.error).toBe(NOT_ENOUGH_SPACE_MESSAGE);
    const [cancelled, cancelActions] = step(writing, { type: 'download.cancel' });
    expect(names(cancelActions)).toEqual(['abortTransfer', 'discardPartial']);
    expect(downloadStatus(cancelled)).toBe('none');
  });

  it('stored: keeps the size and records the download (onStored)', () => {
    const [stored, actions] = step(transferring, { type: 'transfer.stored', bytes: 4_200_000 });
    expect(downloadStatus(stored)).toBe('stored');
    expect(stored.context.storedBytes).toBe(4_200_000);
    expect(actions.find((action) => action.type === 'onStored')?.params).toEqual({ trackId: 't1', bytes: 4_200_000 });
  });

  it('quota exceeded: fails with "Not enough space on this device" and discards the partial entry', () => {
    const [failed, actions] = step(transferring, { type: 'transfer.failed', reason: 'quota' });
    expect(downloadStatus(failed)).toBe('failed');
    expect(failed.context.error).toBe(NOT_ENOUGH_SPACE_MESSAGE);
    expect(names(actions)).toContain('discardPartial');
    expect(names(actions)).not.toContain('onStored');
  });

  it('other failures keep their message, or a generic one', () => {
    expect(step(transferring, { type: 'transfer.failed', reason: 'server', message: 'Track not found' })[0].context.error).toBe('Track not found');
    expect(step(transferring, { type: 'transfer.failed', reason: 'network' })[0].context.error).toBe(DOWNLOAD_FAILED_MESSAGE);
  });

  it('cancel while transferring aborts, discards and shows as none', () => {
    const [cancelled, actions] = step(transferring, { type: 'download.cancel' });
    expect(names(actions)).toEqual(expect.arrayContaining(['abortTransfer', 'discardPartial']));
    expect(downloadStatus(cancelled)).toBe('none');
    expect(cancelled.hasTag('cancelled')).toBe(true);
  });

  it('cancel while queued withdraws the request from the transfers, and a late start is ignored', () => {
    const [cancelled, actions] = step(queued, { type: 'download.cancel' });
    expect(cancelled.hasTag('cancelled')).toBe(true);
    expect(actions.find((action) => action.type === 'abortTransfer')?.params).toEqual({ trackId: 't1' });
    expect(downloadStatus(step(cancelled, { type: 'transfer.started' })[0])).toBe('none');
  });

  it('retry after a failure queues again with the error and progress cleared', () => {
    const [failed] = step(transferring, { type: 'transfer.progress', receivedBytes: 10, totalBytes: 20 }, { type: 'transfer.failed', reason: 'quota' });
    const [again] = step(failed, { type: 'download.retry' });
    expect(downloadStatus(again)).toBe('queued');
    expect(again.context).toMatchObject({ error: null, receivedBytes: 0, totalBytes: null });
  });

  it('remove deletes what is stored and ends the download', () => {
    const [stored] = step(transferring, { type: 'transfer.stored', bytes: 1 });
    const [removed, actions] = step(stored, { type: 'download.remove' });
    expect(removed.status).toBe('done');
    expect(downloadStatus(removed)).toBe('none');
    expect(actions.find((action) => action.type === 'removeStored')?.params).toEqual({ trackId: 't1' });
  });

  it('ignores transfer answers once it is no longer transferring (a late answer after cancel)', () => {
    const [cancelled] = step(transferring, { type: 'download.cancel' });
    const [late, actions] = step(cancelled, { type: 'transfer.stored', bytes: 5 });
    expect(late.hasTag('cancelled')).toBe(true);
    expect(names(actions)).not.toContain('onStored');
  });
});

describe('downloadMachine: on an actor with the app\'s effects', () => {
  /** A fake device: the transfer is driven by the test, the store is a Map. */
  function device() {
    const stored = new Map<string, number>();
    const partial = new Set<string>();
    const log: string[] = [];
    const machine = downloadMachine.provide({
      actions: {
        requestTransfer: (_, { trackId }) => {
          partial.add(trackId);
          log.push(`request ${trackId}`);
        },
        abortTransfer: (_, { trackId }) => log.push(`abort ${trackId}`),
        discardPartial: (_, { trackId }) => {
          partial.delete(trackId);
          stored.delete(trackId);
        },
        removeStored: (_, { trackId }) => stored.delete(trackId),
        onStored: (_, { trackId, bytes }) => {
          partial.delete(trackId);
          stored.set(trackId, bytes);
          log.push(`recorded ${trackId}`);
        },
      },
    });
    return { machine, stored, partial, log };
  }

  it('a full download stores the track once and records it', () => {
    const { machine, stored, partial, log } = device();
    const actor = createActor(machine, { input: { trackId: 'a' } }).start();
    actor.send({ type: 'transfer.started' });
    actor.send({ type: 'transfer.progress', receivedBytes: 3, totalBytes: 6 });
    actor.send({ type: 'transfer.stored', bytes: 6 });
    expect(stored.get('a')).toBe(6);
    expect(partial.size).toBe(0);
    expect(log).toEqual(['request a', 'recorded a']);
  });

  it('a quota failure leaves nothing stored or partial', () => {
    const { machine, stored, partial } = device();
    const actor = createActor(machine, { input: { trackId: 'a' } }).start();
    actor.send({ type: 'transfer.started' });
    actor.send({ type: 'transfer.failed', reason: 'quota' });
    expect(stored.size + partial.size).toBe(0);
    expect(actor.getSnapshot().context.error).toBe('Not enough space on this device');
  });

  it('cancel aborts the transfer and leaves nothing behind', () => {
    const { machine, stored, partial, log } = device();
    const actor = createActor(machine, { input: { trackId: 'a' } }).start();
    actor.send({ type: 'transfer.started' });
    actor.send({ type: 'download.cancel' });
    expect(log).toEqual(['request a', 'abort a']);
    expect(stored.size + partial.size).toBe(0);
  });
});
