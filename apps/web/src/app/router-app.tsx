import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { LinkProvider } from '@tangerine/ui';
import { appServicesFor } from './create-services';
import type { CoreServices } from './core-services';
import { renderRouterLink, ServiceProviders } from './providers';
import { appRoutes } from './routes';

function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The activated app: shell, player and every guarded route on the browser's history. */
export function RouterApp({ core }: { core: CoreServices }) {
  const [services] = useState(() => {
    // An activation just succeeded on /activate: the listener lands on Home (SPEC §2).
    if (window.location.pathname === '/activate') window.history.replaceState(null, '', '/');
    return appServicesFor(core);
  });
  return (
    <ServiceProviders services={services}>
      <BrowserRouter>
        <LinkProvider renderLink={renderRouterLink}>
          <AppRoutes />
        </LinkProvider>
      </BrowserRouter>
    </ServiceProviders>
  );
}
