import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineWorkerReady, provideOfflineWorker } from './offline-worker';

afterEach(() => provideOfflineWorker(null));

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
});
