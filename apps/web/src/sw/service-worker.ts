/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { DOWNLOADS_CACHE, storedArtworkKey } from '@tangerine/offline-web/device-store';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/**
 * The app shell: the build's scripts, styles, index.html, icons and manifest (injected by vite-plugin-pwa).
 * No directory index and no clean URLs: no page (`/`, `/activate`) is answered from the precache;
 * pages are the navigation route's below.
 */
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** The stored track whose artwork has this media path, read from the records the app writes (by track id). */
async function artworkOwner(pathname: string): Promise<string | null> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  for (const request of await cache.keys()) {
    if (!request.url.endsWith('/meta')) continue;
    const record = (await (await cache.match(request))?.json().catch(() => null)) as { trackId?: string; artworkPath?: string | null } | null;
    if (record?.trackId && record.artworkPath === pathname) return record.trackId;
  }
  return null;
}

/** Chromium's static routing (InstallEvent.addRoutes); absent from TypeScript's lib and from other browsers. */
type RouterRule = { condition: { urlPattern: { pathname: string; baseURL: string } }; source: 'network' | 'fetch-event' };
/** This origin's paths under `pathname` (whatever their query: signed URLs carry one). */
const underPath = (pathname: string) => ({ pathname, baseURL: self.location.origin });
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/**
 * API calls and online audio never wait for this worker: the browser sends them straight to the
 * network without starting it, so a song's first bytes do not queue behind a worker start-up.
 * Only artwork keeps the worker in its path, for its offline fallback. Stored audio has addresses
 * of its own (below), so no other `/api/` request needs the worker.
 */
self.addEventListener('install', (event: RoutingInstallEvent) => {
  const rules: RouterRule[] = [
    { condition: { urlPattern: underPath('/api/v1/media/artwork/*') }, source: 'fetch-event' },
    { condition: { urlPattern: underPath('/api/*') }, source: 'network' },
  ];
  event.waitUntil(event.addRoutes?.(rules).catch((error: unknown) => console.warn('Static routes refused; requests go through the fetch handler', error)) ?? Promise.resolve());
});

/**
 * A stored track plays from `/offline/tracks/{id}/audio`, online or not (the app picks that address
 * for stored tracks, so an expired signature does not matter), and a Range request gets its 206
 * with Content-Range so the audio element can seek (workbox-range-requests).
 */
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && /^\/offline\/tracks\/[^/]+\/audio$/.test(url.pathname),
  async ({ request, url }) => {
    const stored = await (await caches.open(DOWNLOADS_CACHE)).match(url.pathname);
    if (!stored) return new Response('This track is not stored on this device', { status: 404 });
    return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
  },
);

/** Stored artwork shows offline too. */
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/v1/media/artwork/'),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const trackId = await artworkOwner(url.pathname);
      const stored = trackId ? await (await caches.open(DOWNLOADS_CACHE)).match(storedArtworkKey(trackId)) : undefined;
      if (stored) return stored;
      throw error;
    }
  },
);

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
      const shell = /^\/(api|admin)(\/|$)/.test(url.pathname) ? undefined : await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

/** The app asks a waiting version to take over only once the listener chose Reload. */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
