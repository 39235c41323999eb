import { useEffect } from 'react';
import type { DownloadsHub } from './downloads-hub';

/**
 * A Download control on screen: the download code (and its worker) load once the page is idle, not in
 * the click. Where requestIdleCallback is missing (Safari, tests) the first download loads it.
 */
export function usePrepareDownloads(hub: DownloadsHub): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => hub.prepare(), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [hub]);
}
