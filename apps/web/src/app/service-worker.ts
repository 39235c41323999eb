import { useEffect, useState } from 'react';

export const SERVICE_WORKER_URL = '/service-worker.js';

type Container = Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;

/**
 * Registers the offline worker (src/sw) and announces a new version once it waits. The new version
 * takes over only through `apply` (the listener's Reload): code is never swapped under a playing track.
 */
export async function registerServiceWorker(container: Container, onUpdate: (apply: () => void) => void, reload: () => void): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  let chosen = false;
  const announce = (worker: ServiceWorker) =>
    onUpdate(() => {
      chosen = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  container.addEventListener('controllerchange', () => {
    if (chosen) reload();
  });
  // A first install has no controller yet: nothing to announce, the worker just starts serving.
  if (registration.waiting && container.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) announce(installing);
    });
  });
}

const OFFLINE_WORKER_ENABLED = false;

/** After the shell's first render, once the page is idle: the worker's registration costs the first paint nothing. */
export function useServiceWorkerUpdate(): (() => void) | null {
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => {
    // Off until the worker is proven in a browser: in one CI run a page load of `/` no longer showed
    // the server's Home (frame.e2e), so the offline worker stays unregistered (issue 18 note).
    if (!OFFLINE_WORKER_ENABLED || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const start = () =>
      void registerServiceWorker(navigator.serviceWorker, (next) => setApply(() => next), () => window.location.reload()).catch((error: unknown) =>
        console.error('The offline worker did not register', error),
      );
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 5000 }) : window.setTimeout(start, 1000));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }, []);
  return apply;
}
