import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../lib/first-load/after-first-screen';
import { offlineWorkerReady, provideOfflineWorker } from '../lib/offline-worker';

/**
 * The switch for the offline worker (src/sw). Off, the app registers none (a worker a
 * device installed before stays until unregistered). The web e2e files run with it on:
 * offline.e2e.ts is offline listening, frame/screens/audio-engine play online through it.
 */
const OFFLINE_WORKER_ENABLED = true;

/**
 * A first visit's install downloads the whole shell into the precache: it starts this long after the
 * first screen is up (the page loaded and painted), so that the first screen's calls and the first play do not share the network and the cores with it.
 */
const REGISTER_AFTER_LOAD_MS = 10_000;

/**
 * After the shell's first screen, some seconds after it and once the page is idle, the
 * registration's own chunk loads and registers the worker: neither costs the first paint, the first
 * play nor the initial JavaScript anything.
 */
export function useServiceWorkerUpdate(): (() => void) | null {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!OFFLINE_WORKER_ENABLED || !import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
    provideOfflineWorker(() =>
      import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker(navigator.serviceWorker, (next) => setApply(() => next), () => window.location.reload())),
    );
    // A download (or another offline action) registers it at once instead (offlineWorkerReady).
    const start = () => void offlineWorkerReady().catch((error: unknown) => console.error('The offline worker did not register', error));
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 5000 }) : start());
    let timer: number | undefined;
    const cancelLater = afterFirstScreen.schedule(() => {
      timer = window.setTimeout(idle, REGISTER_AFTER_LOAD_MS);
    });
    return () => {
      cancelLater();
      window.clearTimeout(timer);
      provideOfflineWorker(null);
    };
  }, []);
  return apply;
}
