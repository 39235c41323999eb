import { createContext, useContext, type ReactNode } from 'react';
import type { OfflinePorts } from './ports';

const OfflinePortsContext = createContext<OfflinePorts | null>(null);

/**
 * The app's ports (API client, notifier, idle scheduler, service worker, downloads refresh): the
 * browser's downloads hub is made from them. A module of its own, so the shell that provides them
 * does not load the downloads code.
 */
export function OfflinePortsProvider({ ports, children }: { ports: OfflinePorts; children: ReactNode }) {
  return <OfflinePortsContext.Provider value={ports}>{children}</OfflinePortsContext.Provider>;
}

export function useOfflinePorts(): OfflinePorts | null {
  return useContext(OfflinePortsContext);
}
