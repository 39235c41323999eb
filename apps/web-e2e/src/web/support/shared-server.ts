import { inject } from 'vitest';
import { attachServer, type RunningServer } from '@tangerine/harness';

/**
 * The built server the global setup started for the files that leave its catalogue as they found it
 * (each issues codes of its own, so its listeners, likes and downloads are its own). A file that
 * changes the catalogue, or needs other settings, starts its own with `startServer`.
 */
export function sharedServer(): RunningServer {
  return attachServer(inject('webServer'));
}
