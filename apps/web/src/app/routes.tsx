import { matchPath, type RouteObject } from 'react-router-dom';
import { loadArea } from '@tangerine/ui';
import { preloadableLazy } from '../lib/first-load/preloadable-lazy';
import { AppLayout, preloadOfflineNotice, preloadOfflineShell } from './app-layout';
import { onEachIntent } from './warm-on-intent';
import { RedirectIfActivated, RequireActivation } from './require-activation';
import { GUARDED_PATHS, type GuardedPath, type RouteModule } from './route-paths';
import { RouteErrorBoundary } from './route-error-boundary';

// The table of every screen's chunk (with the chunks each one needs) is a chunk of its own: Home,
// the first screen of most visits, is imported here, and the table follows when a link is about to be used.
const routeLoaders = () => import('./route-loaders');
const IN_APP_LINK = 'a[href^="/"]';

function loadHome(): Promise<RouteModule> {
  const home = import('../features/home/home-route');
  // Home's own failure is the error boundary's; a failed prefetch is retried by the navigation.
  home.then(() => onEachIntent(IN_APP_LINK, preloadLinkedScreen), () => undefined);
  return home;
}

const warmedPaths = new Set<string>();
/** The screen a link leads to loads while the pointer or focus is on the link, before its click. */
function preloadLinkedScreen(link: Element) {
  const href = link.getAttribute('href');
  if (!href) return;
  const { pathname } = new URL(href, window.location.origin);
  if (warmedPaths.has(pathname)) return;
  warmedPaths.add(pathname);
  // A failed prefetch is retried by the navigation.
  preloadScreen(pathname, true).catch(() => warmedPaths.delete(pathname));
}

/** A screen loaded with its chunk on first visit (or ahead: `preloadScreen`), behind an error boundary. */
function lazyScreen(load: () => Promise<RouteModule>) {
  const screen = preloadableLazy(async () => (await load()).Component);
  return {
    element: (
      <RouteErrorBoundary>
        <screen.Component />
      </RouteErrorBoundary>
    ),
    preload: screen.preload,
  };
}

/** A screen's chunk and its area of the catalogues (in the language shown) load together. */
function lazyFeature(path: GuardedPath) {
  const area = path === '/' ? 'home' : path === '/activate' ? 'activation' : 'screens';
  const load = async () => (path === '/' ? loadHome() : (await routeLoaders()).SCREEN_MODULES[path]());
  return lazyScreen(async () => (await Promise.all([load(), loadArea(area)]))[0]);
}

const guardedScreens = GUARDED_PATHS.map((path) => ({ path, ...lazyFeature(path) }));
const activationScreen = lazyFeature('/activate');

/**
 * Loads the module of the screen at `pathname`, and the shell's offline notice when offline, before
 * the first render (boot.tsx); an unknown path loads nothing (its screen is small).
 */
export async function preloadScreen(pathname: string, online: boolean): Promise<void> {
  const screen = guardedScreens.find(({ path }) => matchPath({ path, end: true }, pathname));
  await Promise.all([screen?.preload(), online ? undefined : preloadOfflineNotice()]);
}

/** The screens that show what this device stores when the network is gone. */
const OFFLINE_SCREENS = new Set(['/downloads', '/library', '/queue', '/album/:id']);

/**
 * What the app needs offline, loaded while the network is there (a network that drops in the first
 * seconds must not leave the notice or these screens unloadable): the shell's offline notice and
 * page, the screens that show what this device stores, and Home's offline view. One step each, so
 * each runs in an idle period of its own (router-app.tsx) instead of one long task.
 */
export const offlineNeeds: ReadonlyArray<() => Promise<unknown>> = [
  preloadOfflineShell,
  ...guardedScreens.filter(({ path }) => OFFLINE_SCREENS.has(path)).map((screen) => screen.preload),
  () => import('../features/home/home-route').then((home) => home.preloadOffline()),
];

/**
 * Elements only (no data-router features): the browser runs them with `useRoutes` under a
 * `<BrowserRouter>` (router-app.tsx), tests and stories with a memory router. Guarded screens suspend
 * inside the shell's `<Suspense>`, so the previous screen stays until the next chunk is there.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RedirectIfActivated />,
    children: [{ path: '/activate', element: activationScreen.element }],
  },
  {
    element: <RequireActivation />,
    children: [
      {
        element: <AppLayout />,
        children: [
          ...guardedScreens.map(({ path, element }) => ({ path, element })),
          { path: '*', element: lazyScreen(() => import('./not-found-route')).element },
        ],
      },
    ],
  },
];
