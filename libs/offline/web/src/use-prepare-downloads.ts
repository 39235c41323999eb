import { useEffect } from 'react';
import { useOfflinePorts } from './ports-context';
import type { DownloadsHub } from './downloads-hub';

/**
 * A Download control on screen: the download code (and its worker) load once the page is idle, not
 * in the click. Nothing without the app's idle scheduler: the click loads it then.
 */
export function usePrepareDownloads(hub: DownloadsHub): void {
  const whenIdle = useOfflinePorts()?.whenIdle;
  useEffect(() => whenIdle?.(() => hub.prepare()), [hub, whenIdle]);
}
