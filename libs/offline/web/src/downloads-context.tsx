import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { browserDownloadsHub } from './browser-downloads';
import { NO_DOWNLOAD, type DownloadStatuses, type DownloadView, type DownloadsSnapshot } from './download-view';
import type { DownloadsHub } from './downloads-hub';
import { useOfflinePorts } from './ports-context';

const DownloadsHubContext = createContext<DownloadsHub | null>(null);

/** Tests and stories give their own hub (a fake store); the app uses the browser's. */
export function DownloadsProvider({ hub, children }: { hub: DownloadsHub; children: ReactNode }) {
  return <DownloadsHubContext.Provider value={hub}>{children}</DownloadsHubContext.Provider>;
}

export function useDownloadsHub(): DownloadsHub {
  const provided = useContext(DownloadsHubContext);
  const ports = useOfflinePorts();
  if (provided) return provided;
  if (!ports) throw new Error('Downloads need a DownloadsProvider or the app\'s OfflinePortsProvider above them');
  return browserDownloadsHub(ports);
}

export function useDownloads(): DownloadsSnapshot {
  const hub = useDownloadsHub();
  return useSyncExternalStore(hub.subscribe, hub.getSnapshot, hub.getSnapshot);
}

/** Each track's status, without its progress: for lists and toggles that show no percentage. */
export function useDownloadStatuses(): DownloadStatuses {
  const hub = useDownloadsHub();
  return useSyncExternalStore(hub.subscribe, hub.getStatuses, hub.getStatuses);
}

/** One track's view: another track's progress does not re-render its control. */
export function useDownloadView(trackId: string | null | undefined): DownloadView {
  const hub = useDownloadsHub();
  const view = () => (trackId && hub.getSnapshot().views.get(trackId)) || NO_DOWNLOAD;
  return useSyncExternalStore(hub.subscribe, view, view);
}
