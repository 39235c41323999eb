import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { RedirectIfActivated, RequireActivation } from './require-activation';
import { RouteErrorBoundary } from './route-error-boundary';

interface RouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

// Every screen is its own chunk (web-routes.md: each module exports `Component`, maybe `ErrorBoundary`).
const featureRoutes = import.meta.glob<RouteModule>('../features/*/*-route.tsx');

function lazyFeature(file: string): RouteObject['lazy'] {
  return async () => {
    const load = featureRoutes[`../features/${file}`];
    if (!load) {
      console.error(`Route module features/${file} is missing`);
      const { Component } = await import('./not-found-route');
      return { Component };
    }
    const module = await load();
    return { Component: module.Component, ErrorBoundary: module.ErrorBoundary ?? RouteErrorBoundary };
  };
}

/** Guarded paths and their modules under src/features (web-routes.md). */
export const GUARDED_ROUTES: ReadonlyArray<readonly [path: string, file: string]> = [
  ['/', 'home/home-route.tsx'],
  ['/search', 'search/search-route.tsx'],
  ['/trending', 'trending/trending-route.tsx'],
  ['/radio', 'radio/radio-list-route.tsx'],
  ['/radio/:id', 'radio/station-route.tsx'],
  ['/podcasts', 'podcasts/podcast-list-route.tsx'],
  ['/podcast/:id', 'podcasts/podcast-route.tsx'],
  ['/track/:id', 'tracks/track-route.tsx'],
  ['/album/:id', 'albums/album-route.tsx'],
  ['/albums', 'albums/popular-albums-route.tsx'],
  ['/artists', 'artists/artist-list-route.tsx'],
  ['/artist/:id', 'artists/artist-route.tsx'],
  ['/playlists', 'playlists/catalogue-playlists-route.tsx'],
  ['/playlist/:id', 'playlists/playlist-route.tsx'],
  ['/my-playlists', 'playlists/my-playlists-route.tsx'],
  ['/my-playlists/:id', 'playlists/user-playlist-route.tsx'],
  ['/favorites', 'favorites/favorites-route.tsx'],
  ['/downloads', 'downloads/downloads-route.tsx'],
  ['/library', 'library/library-route.tsx'],
  ['/queue', 'player/queue-route.tsx'],
];

/** Shown while the first lazy route loads: nothing, the page is dark already. */
function BootFallback() {
  return null;
}

export const appRoutes: RouteObject[] = [
  {
    HydrateFallback: BootFallback,
    children: [
      {
        element: <RedirectIfActivated />,
        errorElement: <RouteErrorBoundary />,
        children: [{ path: '/activate', lazy: lazyFeature('activation/activation-route.tsx') }],
      },
      {
        element: <RequireActivation />,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                errorElement: <RouteErrorBoundary />,
                children: [
                  ...GUARDED_ROUTES.map(([path, file]) => ({ path, lazy: lazyFeature(file) })),
                  { path: '*', lazy: () => import('./not-found-route') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
