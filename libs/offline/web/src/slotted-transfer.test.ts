import type { Track } from '@tangerine/api';
import { describe, expect, it, vi } from 'vitest';
import type { StoredTrack } from './device-store';
import { withTransferSlots } from './slotted-transfer';
import type { TrackTransferEvents, TrackTransferRequest, TransferTrack } from './track-transfer';

/** A transfer the test drives: each call waits until the test says its bytes are in, then stored. */
function drivenTransfer() {
  const calls = new Map<string, { events: TrackTransferEvents; signal: AbortSignal; store: () => void; fail: (error: unknown) => void }>();
  const transfer: TransferTrack = (request, events, signal) =>
    new Promise<StoredTrack>((resolve, reject) => {
      const entry: StoredTrack = { track: request.track, trackId: request.trackId, audioPath: null, artworkPath: null, bytes: 1, storedAt: '2026-11-26T10:00:00.000Z' };
      signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
      calls.set(request.trackId, { events, signal, store: () => resolve(entry), fail: reject });
    });
  return { transfer, calls };
}

const request = (trackId: string): TrackTransferRequest => ({ track: { id: trackId } as Track, trackId, audioUrl: `/a/${trackId}`, artworkUrl: null, now: new Date() });
const events = () => ({ onStarted: vi.fn(), onProgress: vi.fn(), onReceived: vi.fn() });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('withTransferSlots', () => {
  it('runs at most the limit at once; the next starts as soon as one\'s bytes are in, before it is written', async () => {
    const driven = drivenTransfer();
    const transfer = withTransferSlots(driven.transfer, 2);
    const heard = ['a', 'b', 'c'].map(() => events());
    const done = ['a', 'b', 'c'].map((id, i) => transfer(request(id), heard[i] as TrackTransferEvents, new AbortController().signal));
    expect([...driven.calls.keys()]).toEqual(['a', 'b']);
    expect(heard.map((h) => h.onStarted.mock.calls.length)).toEqual([1, 1, 0]);
    driven.calls.get('a')?.events.onReceived();
    expect(heard[0]?.onReceived).toHaveBeenCalledTimes(1);
    expect([...driven.calls.keys()]).toEqual(['a', 'b', 'c']);
    expect(heard[2]?.onStarted).toHaveBeenCalledTimes(1);
    for (const id of ['a', 'b', 'c']) driven.calls.get(id)?.store();
    await expect(Promise.all(done)).resolves.toHaveLength(3);
  });

  it('a failed transfer frees its slot', async () => {
    const driven = drivenTransfer();
    const transfer = withTransferSlots(driven.transfer, 1);
    const failing = transfer(request('a'), events(), new AbortController().signal);
    void transfer(request('b'), events(), new AbortController().signal);
    driven.calls.get('a')?.fail(new TypeError('offline'));
    await expect(failing).rejects.toThrow('offline');
    await flush();
    expect([...driven.calls.keys()]).toEqual(['a', 'b']);
  });

  it('a cancel while waiting withdraws the track: it never starts and rejects as an abort', async () => {
    const driven = drivenTransfer();
    const transfer = withTransferSlots(driven.transfer, 1);
    void transfer(request('a'), events(), new AbortController().signal);
    const controller = new AbortController();
    const heard = events();
    const waiting = transfer(request('b'), heard, controller.signal);
    void transfer(request('c'), events(), new AbortController().signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    driven.calls.get('a')?.events.onReceived();
    expect([...driven.calls.keys()]).toEqual(['a', 'c']);
    expect(heard.onStarted).not.toHaveBeenCalled();
  });

  it('a cancel once started reaches the transfer, which answers it and frees the slot', async () => {
    const driven = drivenTransfer();
    const transfer = withTransferSlots(driven.transfer, 1);
    const controller = new AbortController();
    const running = transfer(request('a'), events(), controller.signal);
    void transfer(request('b'), events(), new AbortController().signal);
    controller.abort();
    expect(driven.calls.get('a')?.signal.aborted).toBe(true);
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await flush();
    expect([...driven.calls.keys()]).toEqual(['a', 'b']);
  });

  it('an already cancelled request never starts', async () => {
    const driven = drivenTransfer();
    const controller = new AbortController();
    controller.abort();
    await expect(withTransferSlots(driven.transfer, 1)(request('a'), events(), controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(driven.calls.size).toBe(0);
  });
});
