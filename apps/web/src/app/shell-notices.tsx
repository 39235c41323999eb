import { OfflineIndicator, UpdateNotice } from '@tangerine/ui';
import { useServiceWorkerUpdate } from './service-worker';

/** "Offline" over the screen (issue #18): its own chunk, since a first visit is online. */
export { OfflineIndicator };

/**
 * Registers the offline worker and offers its update: rendered with the shell, loaded as its own
 * chunk after the first render, so neither the worker's registration nor the notice is initial JavaScript.
 */
export function ServiceWorkerUpdates() {
  const applyUpdate = useServiceWorkerUpdate();
  return applyUpdate ? <UpdateNotice onReload={applyUpdate} /> : null;
}
