import type { ComponentType } from 'react';

export interface RouteModule {
  Component: ComponentType;
}

// Every screen is its own chunk (each module exports `Component`, the lazy-route convention of react-router).
const featureRoutes = import.meta.glob<RouteModule>('../features/*/*-route.tsx');

/** The screen module at `file` under src/features, or the not-found screen when there is none. */
export async function loadRouteModule(file: string): Promise<RouteModule> {
  const load = featureRoutes[`../features/${file}`];
  if (load) return load();
  console.error(`Route module features/${file} is missing`);
  return import('./not-found-route');
}
