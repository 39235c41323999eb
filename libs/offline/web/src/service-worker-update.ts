import { useEffect, useState } from 'react';
import { offlineWorkerReady, provideOfflineWorker } from './offline-worker';

/**
 * A first visit's install downloads the whole shell into the precache: it starts this long after the
 * first screen is up (the page loaded and painted), so that the first screen's calls and the first play do not share the network and the cores with it.
 */
const REGISTER_AFTER_LOAD_MS = 10_000;

/**
 * After the shell's first screen, some seconds after it and once the page is idle, the
 * registration's own chunk loads and registers the worker: neither costs the first paint, the first
 * play nor the initial JavaScript anything. `enabled` is the app's switch (a production build with
 * the worker on), `afterFirstScreen` the app's queue of starts that wait for its first screen; off,
 * nothing registers (a worker a device installed before stays until unregistered).
 */
export function useServiceWorkerUpdate(enabled: boolean, afterFirstScreen: (task: () => void) => () => void): (() => void) | null {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return undefined;
    provideOfflineWorker(() =>
      import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker(navigator.serviceWorker, (next) => setApply(() => next), () => window.location.reload())),
    );
    // A download (or another offline action) registers it at once instead (offlineWorkerReady).
    const start = () => void offlineWorkerReady().catch((error: unknown) => console.error('The offline worker did not register', error));
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 5000 }) : start());
    // A worker this browser installed before (it controls the page) has nothing to fetch: it is made
    // ready as soon as the page is idle, so that a download's click does not wait for its registration.
    const delay = navigator.serviceWorker.controller ? 0 : REGISTER_AFTER_LOAD_MS;
    let timer: number | undefined;
    const cancelLater = afterFirstScreen(() => {
      timer = window.setTimeout(idle, delay);
    });
    return () => {
      cancelLater();
      window.clearTimeout(timer);
      provideOfflineWorker(null);
    };
  }, [enabled]);
  return apply;
}
