import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TangerineProvider, type RenderLink } from '@tangerine/ui';
import { BackendProvider } from '../lib/backend';
import { PlayerProvider } from '../lib/player';
import { SessionStoreProvider, StorageProvider } from '../lib/session';
import { AppToaster } from '../lib/toast';
import type { AppServices } from './services';

/** The ui library's links navigate client-side through the router. */
const renderLink: RenderLink = ({ href, ...rest }) => <RouterLink to={href} {...rest} />;

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <TangerineProvider renderLink={renderLink}>
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
    </TangerineProvider>
  );
}
