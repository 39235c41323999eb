import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '@tangerine/ui';
import { KEEP_LOCALE, type KeepLocaleAnswer, type KeepLocaleMessage } from './keep-locale';
import { offlineWorkerReady, provideOfflineWorker } from './offline-worker';

afterEach(() => {
  provideOfflineWorker(null);
  activateCatalogue('en', {});
});

/** An active worker that records what it is asked to keep; `answer` replies to the oldest request. */
function fakeWorker() {
  const asked: Array<{ message: KeepLocaleMessage; port: MessagePort }> = [];
  return {
    asked,
    worker: { postMessage: (message: KeepLocaleMessage, transfer: Transferable[]) => asked.push({ message, port: transfer[0] as MessagePort }) } as unknown as ServiceWorker,
    answer: (reply: KeepLocaleAnswer) => asked.shift()?.port.postMessage(reply),
  };
}

describe('offlineWorkerReady', () => {
  it('waits for nothing where no worker is provided (tests, development)', async () => {
    await expect(offlineWorkerReady({ ready: new Promise(() => undefined) })).resolves.toBeUndefined();
  });

  it('registers once, at the first caller, and resolves when the worker is active', async () => {
    const register = vi.fn(async () => undefined);
    let activate: () => void = () => undefined;
    const container = { ready: new Promise<ServiceWorkerRegistration>((resolve) => (activate = () => resolve({} as ServiceWorkerRegistration))) };
    provideOfflineWorker(register);
    let done = false;
    const first = offlineWorkerReady(container).then(() => (done = true));
    void offlineWorkerReady(container);
    await Promise.resolve();
    expect(register).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    activate();
    await first;
    expect(done).toBe(true);
  });

  it('tries again after a failed registration', async () => {
    const register = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(undefined);
    const container = { ready: Promise.resolve({} as ServiceWorkerRegistration) };
    provideOfflineWorker(register);
    await expect(offlineWorkerReady(container)).rejects.toThrow('Failed to fetch');
    await expect(offlineWorkerReady(container)).resolves.toBeUndefined();
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('is ready only once the worker keeps the catalogues of the language shown, and asks again for a new language', async () => {
    activateCatalogue('de', {});
    const { asked, worker, answer } = fakeWorker();
    provideOfflineWorker(async () => undefined);
    let done = false;
    const ready = offlineWorkerReady({ ready: Promise.resolve({ active: worker } as ServiceWorkerRegistration) }).then(() => (done = true));
    await vi.waitFor(() => expect(asked.map(({ message }) => message)).toEqual([{ type: KEEP_LOCALE, locale: 'de' }]));
    expect(done).toBe(false);
    answer({ kept: 5 });
    await ready;
    // A screen's area merging into the same language asks nothing; another language does.
    activateCatalogue('de', { more: 'Mehr' });
    activateCatalogue('fr', {});
    await vi.waitFor(() => expect(asked.map(({ message }) => message.locale)).toEqual(['fr']));
  });

  it('asks a first install for the catalogues while it precaches, and is ready once both are done', async () => {
    const { asked, worker, answer } = fakeWorker();
    provideOfflineWorker(async () => ({ active: null, installing: worker, waiting: null }));
    let activate: () => void = () => undefined;
    const container = { ready: new Promise<ServiceWorkerRegistration>((resolve) => (activate = () => resolve({ active: worker } as ServiceWorkerRegistration))) };
    let done = false;
    const ready = offlineWorkerReady(container).then(() => (done = true));
    await vi.waitFor(() => expect(asked.map(({ message }) => message.locale)).toEqual(['en']));
    answer({ kept: 5 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    activate();
    await ready;
    expect(asked).toEqual([]);
  });

  it('fails, and is tried again by the next caller, when the worker cannot keep them', async () => {
    const { asked, worker, answer } = fakeWorker();
    provideOfflineWorker(async () => undefined);
    const container = { ready: Promise.resolve({ active: worker } as ServiceWorkerRegistration) };
    const first = offlineWorkerReady(container);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    answer({ error: 'TypeError: Failed to fetch' });
    await expect(first).rejects.toThrow('could not keep the en catalogues');
    const second = offlineWorkerReady(container);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    answer({ kept: 5 });
    await expect(second).resolves.toBeUndefined();
  });
});
