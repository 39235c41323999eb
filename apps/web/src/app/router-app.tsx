import { useEffect, useLayoutEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { artworkSrcSet } from '@tangerine/api';
import { ArtworkSourcesProvider, CARD_ARTWORK_WIDTH, LinkProvider } from '@tangerine/ui';
import { homeScreenQueries } from '../api/home-screen-queries';
import { leadCoverUrl } from '../features/home/lead-cover';
import { onFirstData, preloadImage, removeSnapshot, seedHomeFromPage, startEarlyQueries } from '../lib/first-load';
import { afterFirstScreen } from '../lib/first-load/after-first-screen';
import { appServicesFor } from './create-services';
import type { CoreServices } from './core-services';
import { renderRouterLink, ServiceProviders } from './providers';
import { appRoutes, offlineNeeds } from './routes';

export { preloadScreen } from './routes';

function AppRoutes() {
  const { pathname } = useLocation();
  // Home's server-rendered copy is Home's to take down; anywhere else it must not stay up.
  useLayoutEffect(() => {
    if (pathname !== '/') removeSnapshot();
  }, [pathname]);
  // Offline, what could load has loaded (or waits for the network with its boundary).
  useEffect(() => {
    const cancels = offlineNeeds.map((preload) => afterFirstScreen.schedule(() => (navigator.onLine ? preload().catch(() => undefined) : undefined)));
    return () => cancels.forEach((cancel) => cancel());
  }, []);
  return useRoutes(appRoutes);
}

/**
 * Home's data for a visit that opens at `/`: the answers the page brought with Home's copy, or else
 * fetched beside Home's chunk, not after the chunk has loaded and rendered. Either way each query is
 * held until Home takes it over.
 */
function startHome(client: QueryClient) {
  const queries = homeScreenQueries();
  if (seedHomeFromPage(client, queries)) {
    startEarlyQueries(client, Object.values(queries).map((query) => ({ ...query, refetchOnMount: false })));
    return;
  }
  startEarlyQueries(client, Object.values(queries));
  // And its lead cover beside Home's chunk, not after Home has rendered its <img> (the other
  // covers would compete with the scripts for the bandwidth).
  onFirstData<{ playlists: Array<{ image_url?: string | null }> }>(client, queries.playlists.queryKey, ({ playlists }) => {
    const url = leadCoverUrl(playlists);
    // The copy the card will load: a preload of another size would be a second download.
    if (url) preloadImage(url, { srcSet: artworkSrcSet(url, CARD_ARTWORK_WIDTH.minCss, CARD_ARTWORK_WIDTH.maxCss), sizes: CARD_ARTWORK_WIDTH.sizes });
  });
}

/** The activated app: shell, player and every guarded route on the browser's history. */
export function RouterApp({ core }: { core: CoreServices }) {
  const [services] = useState(() => {
    // An activation just succeeded on /activate: the listener lands on Home (product §2).
    if (window.location.pathname === '/activate') window.history.replaceState(null, '', '/');
    const created = appServicesFor(core);
    if (window.location.pathname === '/') startHome(created.queryClient);
    return created;
  });
  return (
    <ServiceProviders services={services}>
      <BrowserRouter>
        <LinkProvider renderLink={renderRouterLink}>
          <ArtworkSourcesProvider srcSet={artworkSrcSet}>
            <AppRoutes />
          </ArtworkSourcesProvider>
        </LinkProvider>
      </BrowserRouter>
    </ServiceProviders>
  );
}
