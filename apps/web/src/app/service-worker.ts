import { useEffect, useState } from 'react';

/**
 * The switch for the offline worker (src/sw, issue 18). Off, the app registers none (a worker a
 * device installed before stays until unregistered). The web e2e files run with it on:
 * offline.e2e.ts is offline listening, frame/screens/audio-engine play online through it.
 */
const OFFLINE_WORKER_ENABLED = true;

/**
 * After the shell's first render, once the page is idle, the registration's own chunk loads and
 * registers the worker: neither costs the first paint nor the initial JavaScript anything.
 */
export function useServiceWorkerUpdate(): (() => void) | null {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!OFFLINE_WORKER_ENABLED || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const start = () =>
      void import('./register-service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker(navigator.serviceWorker, (next) => setApply(() => next), () => window.location.reload()))
        .catch((error: unknown) => console.error('The offline worker did not register', error));
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 5000 }) : window.setTimeout(start, 1000));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }, []);
  return apply;
}
