import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackendProvider } from '../lib/backend';
import { PlayerProvider } from '../lib/player';
import { SessionStoreProvider, StorageProvider } from '../lib/session';
import { AppToaster } from '../lib/toast';
import type { AppServices } from './services';

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <StorageProvider storage={services.storage}>
        <SessionStoreProvider store={services.session}>
          <BackendProvider backend={services.backend}>
            <PlayerProvider player={services.player}>
              {children}
              <AppToaster />
            </PlayerProvider>
          </BackendProvider>
        </SessionStoreProvider>
      </StorageProvider>
    </QueryClientProvider>
  );
}
