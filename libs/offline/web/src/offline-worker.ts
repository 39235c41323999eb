type Register = () => Promise<unknown>;

let register: Register | null = null;
let ready: Promise<void> | null = null;

/** How the offline worker registers (service-worker-update.ts, in a production build); without it nothing waits. */
export function provideOfflineWorker(start: Register | null): void {
  register = start;
  ready = null;
}

type Container = Pick<ServiceWorkerContainer, 'ready'>;

/**
 * Registers the offline worker now if it is not registered yet, and resolves once it is active, that
 * is once the shell is in its precache: what this device stores can then be opened offline. A
 * download waits for it before it is called "Downloaded". A failed registration is tried again by the next caller.
 */
export function offlineWorkerReady(container: Container | undefined = globalThis.navigator?.serviceWorker): Promise<void> {
  const start = register;
  if (!start || !container) return Promise.resolve();
  ready ??= start()
    .then(() => container.ready)
    .then(
      () => undefined,
      (error: unknown) => {
        ready = null;
        throw error;
      },
    );
  return ready;
}
