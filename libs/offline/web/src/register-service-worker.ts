export const SERVICE_WORKER_URL = '/service-worker.js';

type Container = Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;

/**
 * Registers the offline worker (the app's src/sw) and announces a new version once it waits. The new version
 * takes over only through `apply` (the listener's Reload): code is never swapped under a playing track.
 */
export async function registerServiceWorker(container: Container, onUpdate: (apply: () => void) => void, reload: () => void): Promise<ServiceWorkerRegistration> {
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
  return registration;
}
