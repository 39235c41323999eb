/// <reference lib="webworker" />
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isShownArtwork, registerStoredMediaRoutes } from '@tangerine/offline-web/stored-media-routes';
import { precacheAndRouteInBatches } from './batched-precache';
import { registerRuntimeAssets, splitManifest, type ManifestEntry } from './runtime-assets';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

/**
 * The app shell: index.html, the styles and the chunks a page opened offline needs (the build's plan,
 * src/prerender/offline-precache.ts, injected by vite-plugin-pwa); the catalogues it lists are kept
 * only for the listener's language, and the rest is cached when first used (runtime-assets.ts).
 * No directory index and no clean URLs: no page (`/`, `/activate`) is answered from the precache;
 * pages are the navigation route's below. The install stores the files in a few batches (batched-precache.ts).
 */
/**
 * Before every route: the static routes below apply to the page's own requests only (Chromium does
 * not evaluate them for a dedicated worker's), so the downloads worker's transfers (audio and
 * artwork under /api/) reach this handler; they return here at once, without respondWith, and the
 * browser sends them to the network as the static routes would.
 */
self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.mode === 'navigate' || url.origin !== self.location.origin || !url.pathname.startsWith('/api/') || isShownArtwork(request, url, self.location.origin)) return;
  event.stopImmediatePropagation();
});

const { precache, catalogues, later } = splitManifest(self.__WB_MANIFEST);
const shell = precacheAndRouteInBatches(precache, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
registerRuntimeAssets(catalogues, later);

/** Chromium's static routing (InstallEvent.addRoutes); absent from TypeScript's lib and from other browsers. */
type RouterRule = { condition: { urlPattern: { pathname: string; baseURL: string }; requestDestination?: RequestDestination }; source: 'network' | 'fetch-event' };
/** This origin's paths under `pathname` (whatever their query: signed URLs carry one). */
const underPath = (pathname: string) => ({ pathname, baseURL: self.location.origin });
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/**
 * API calls and online audio never wait for this worker: the browser sends them straight to the
 * network without starting it, so a song's first bytes do not queue behind a worker start-up.
 * Only artwork shown as an image keeps the worker in its path, for its offline fallback; a
 * download's own fetch of artwork (to store it) goes straight to the network too. Stored audio has
 * addresses of its own (registerStoredMediaRoutes), so no other `/api/` request needs the worker.
 */
self.addEventListener('install', (event: RoutingInstallEvent) => {
  const rules: RouterRule[] = [
    { condition: { urlPattern: underPath('/api/v1/media/artwork/*'), requestDestination: 'image' }, source: 'fetch-event' },
    { condition: { urlPattern: underPath('/api/*') }, source: 'network' },
  ];
  event.waitUntil(event.addRoutes?.(rules).catch((error: unknown) => console.warn('Static routes refused; requests go through the fetch handler', error)) ?? Promise.resolve());
});

// Stored audio and artwork: offline listening's routes.
registerStoredMediaRoutes(self.location.origin);

/**
 * Navigation preload: the browser sends a page's own request while the worker starts, so online a
 * page is exactly what the server answers (its cookies included: Home rendered for the listener).
 */
self.addEventListener('activate', (event: ExtendableEvent) => {
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

/**
 * Pages come from the network; only when it fails does the precached shell open (offline). Every
 * navigation is answered here, so each one takes its preload response (none is left unread).
 */
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ event, request, url }) => {
    try {
      const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
      return preloaded ?? (await fetch(request));
    } catch (error) {
      // The admin console and API addresses are no part of the listener's offline shell.
      const page = /^\/(api|admin)(\/|$)/.test(url.pathname) ? undefined : await shell.matchPrecache('/index.html');
      if (page) return page;
      throw error;
    }
  },
);

/** The app asks a waiting version to take over only once the listener chose Reload. */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
