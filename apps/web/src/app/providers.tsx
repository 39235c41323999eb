import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { TangerineProvider, type RenderLink } from '@tangerine/ui';
import { BackendProvider } from '../lib/backend';
import { PlayerProvider } from '@tangerine/player-web';
import { OfflinePortsProvider } from '@tangerine/offline-web/ports-context';
import { whenIdle } from '../lib/first-load/use-when-idle';
import { SessionStoreProvider, StorageProvider } from '../lib/session';
import { AppToaster } from '../lib/toast';
import { offlinePorts } from './offline-ports';
import { RouterLink } from './router-link';
import type { AppServices } from './services';

/** The ui library's links navigate client-side through the router. */
export const renderRouterLink: RenderLink = (props) => <RouterLink {...props} />;

/** The query cache, the API calls and the player for the shell and its screens. */
export function ServiceProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const offline = useMemo(() => offlinePorts(services.queryClient, services.storage), [services.queryClient, services.storage]);
  return (
    <QueryClientProvider client={services.queryClient}>
      <StorageProvider storage={services.storage}>
        <SessionStoreProvider store={services.session}>
          <BackendProvider backend={services.backend}>
            <PlayerProvider player={services.player} whenIdle={whenIdle}>
              <OfflinePortsProvider ports={offline}>{children}</OfflinePortsProvider>
            </PlayerProvider>
          </BackendProvider>
        </SessionStoreProvider>
      </StorageProvider>
    </QueryClientProvider>
  );
}

/** Everything at once (tests and stories); the browser splits it between main.tsx and router-app.tsx. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <TangerineProvider renderLink={renderRouterLink}>
      <ServiceProviders services={services}>
        {children}
        <AppToaster />
      </ServiceProviders>
    </TangerineProvider>
  );
}
