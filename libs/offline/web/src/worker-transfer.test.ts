import type { Track } from '@tangerine/api';
import { describe, expect, it, vi } from 'vitest';
import type { StoredTrack } from './device-store';
import { TransferFailure } from './track-transfer';
import type { TransferCommand, TransferReport } from './transfer-messages';
import { createWorkerTransfer, type TransferWorkerLike } from './worker-transfer';

/** A worker that records the page's commands and answers with whatever the test reports. */
function fakeWorker() {
  const commands: TransferCommand[] = [];
  const listeners: { message: Array<(event: MessageEvent<TransferReport>) => void>; error: Array<(event: Event) => void> } = { message: [], error: [] };
  const worker: TransferWorkerLike = {
    postMessage: (message) => void commands.push(message),
    addEventListener: ((type: 'message' | 'error', listener: never) => void listeners[type].push(listener)) as TransferWorkerLike['addEventListener'],
  };
  return {
    worker,
    commands,
    report: (data: TransferReport) => listeners.message.forEach((listener) => listener({ data } as MessageEvent<TransferReport>)),
    crash: () => listeners.error.forEach((listener) => listener(new Event('error'))),
  };
}

const request = { track: { id: 'trk-1' } as Track, trackId: 'trk-1', audioUrl: '/api/v1/media/audio/1?signature=x', artworkUrl: null, now: new Date('2026-11-26T10:00:00Z') };
const stored: StoredTrack = { track: request.track, trackId: 'trk-1', audioPath: '/api/v1/media/audio/1', artworkPath: null, bytes: 4000, storedAt: '2026-11-26T10:00:00.000Z' };
const events = () => ({ onStarted: vi.fn(), onProgress: vi.fn(), onReceived: vi.fn() });

describe('createWorkerTransfer', () => {
  it('starts the worker once, sends each transfer, and passes its progress and stored entry back', async () => {
    const fake = fakeWorker();
    const create = vi.fn(() => fake.worker);
    const { transfer, warm } = createWorkerTransfer(create);
    warm();
    const heard = events();
    const done = transfer(request, heard, new AbortController().signal);
    expect(create).toHaveBeenCalledTimes(1);
    expect(fake.commands).toEqual([{ type: 'transfer', id: 1, request }]);
    expect(heard.onStarted).not.toHaveBeenCalled();
    fake.report({ type: 'started', id: 1 });
    expect(heard.onStarted).toHaveBeenCalledTimes(1);
    fake.report({ type: 'progress', id: 1, receivedBytes: 2000, totalBytes: 4000 });
    fake.report({ type: 'received', id: 1 });
    fake.report({ type: 'stored', id: 1, entry: stored });
    await expect(done).resolves.toEqual(stored);
    expect(heard.onProgress).toHaveBeenCalledWith(2000, 4000);
    expect(heard.onReceived).toHaveBeenCalledTimes(1);
  });

  it('a failure comes back as a TransferFailure with the worker\'s reason, and reports of other transfers do not cross', async () => {
    const fake = fakeWorker();
    const { transfer } = createWorkerTransfer(() => fake.worker);
    const first = events();
    const failing = transfer(request, first, new AbortController().signal);
    const other = transfer({ ...request, trackId: 'trk-2' }, events(), new AbortController().signal);
    fake.report({ type: 'progress', id: 2, receivedBytes: 10, totalBytes: null });
    fake.report({ type: 'failed', id: 1, aborted: false, reason: 'quota' });
    await expect(failing).rejects.toEqual(new TransferFailure('quota'));
    await expect(failing).rejects.toBeInstanceOf(TransferFailure);
    expect(first.onProgress).not.toHaveBeenCalled();
    fake.report({ type: 'stored', id: 2, entry: { ...stored, trackId: 'trk-2' } });
    await expect(other).resolves.toMatchObject({ trackId: 'trk-2' });
  });

  it('an abort is sent to the worker, and its answer rejects as an AbortError', async () => {
    const fake = fakeWorker();
    const { transfer } = createWorkerTransfer(() => fake.worker);
    const controller = new AbortController();
    const done = transfer(request, events(), controller.signal);
    controller.abort();
    expect(fake.commands.at(-1)).toEqual({ type: 'abort', id: 1 });
    fake.report({ type: 'failed', id: 1, aborted: true, reason: 'network' });
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a worker that dies fails what it held, and the next transfer starts a new one', async () => {
    const first = fakeWorker();
    const second = fakeWorker();
    const create = vi.fn().mockReturnValueOnce(first.worker).mockReturnValueOnce(second.worker);
    const { transfer } = createWorkerTransfer(create);
    const held = transfer(request, events(), new AbortController().signal);
    first.crash();
    await expect(held).rejects.toMatchObject({ reason: 'network', message: 'The download failed: the download worker stopped' });
    const next = transfer(request, events(), new AbortController().signal);
    expect(second.commands).toEqual([{ type: 'transfer', id: 2, request }]);
    second.report({ type: 'stored', id: 2, entry: stored });
    await expect(next).resolves.toEqual(stored);
  });
});
