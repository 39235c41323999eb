import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { LinkProvider } from '@tangerine/ui';
import { homeScreenQueries } from '../api/home-screen-queries';
import { leadCoverUrl } from '../features/home/lead-cover';
import { onFirstData, preloadImage, startEarlyQueries } from '../lib/early-queries';
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
    const created = appServicesFor(core);
    // Home's data is fetched beside its chunk, not after the chunk has loaded and rendered.
    if (window.location.pathname === '/') {
      const queries = homeScreenQueries();
      startEarlyQueries(created.queryClient, Object.values(queries));
      // And its lead cover beside Home's chunk, not after Home has rendered its <img> (the other
      // covers would compete with the scripts for the bandwidth).
      onFirstData<{ playlists: Array<{ image_url?: string | null }> }>(created.queryClient, queries.playlists.queryKey, ({ playlists }) => {
        const url = leadCoverUrl(playlists);
        if (url) preloadImage(url);
      });
    }
    return created;
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
