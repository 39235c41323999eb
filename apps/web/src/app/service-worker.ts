import { useEffect, useState } from 'react';

/**
 * The switch for the offline worker (issue 18): off, the app registers none. Off until frame.e2e and
 * offline.e2e.draft.ts have both passed with it on (apps/web-e2e/README.md says how to turn it on).
 */
const OFFLINE_WORKER_ENABLED = false;

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
