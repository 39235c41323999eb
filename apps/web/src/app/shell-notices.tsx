import { OfflineIndicator, UpdateNotice } from '@tangerine/ui';

/**
 * "Offline" over the screen and "a new version is ready": their own chunk, loaded when
 * the network goes or an update waits (the shell registers the worker itself, @tangerine/offline-web's service-worker-update).
 */
export { OfflineIndicator, UpdateNotice };
