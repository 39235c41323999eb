import { useCallback } from 'react';
import { useWhenIdle } from '../first-load/use-when-idle';
import type { DownloadsHub } from './downloads-hub';

/** A Download control on screen: the download code (and its worker) load once the page is idle, not in the click. */
export function usePrepareDownloads(hub: DownloadsHub): void {
  useWhenIdle(useCallback(() => hub.prepare(), [hub]));
}
