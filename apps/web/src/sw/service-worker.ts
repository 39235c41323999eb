/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { DOWNLOADS_CACHE, storedArtworkKey, storedAudioKey } from '../lib/downloads/device-store';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/**
 * The app shell: the build's scripts, styles, index.html, icons and manifest (injected by vite-plugin-pwa).
 * No directory index and no clean URLs: no page (`/`, `/activate`) is answered from the precache;
 * pages are the navigation route's below.
 */
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** The stored track a media path belongs to, read from the records the app writes (by track id). */
async function storedTrackFor(pathname: string, field: 'audioPath' | 'artworkPath'): Promise<string | null> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  for (const request of await cache.keys()) {
    if (!request.url.endsWith('/meta')) continue;
    const record = (await (await cache.match(request))?.json().catch(() => null)) as { trackId?: string; audioPath?: string | null; artworkPath?: string | null } | null;
    if (record?.trackId && record[field] === pathname) return record.trackId;
  }
  return null;
}

/**
 * A track stored on this device plays from it, online or not: the signed address is matched by its
 * path (signatures expire, the path does not), and a Range request gets its 206 with Content-Range
 * so the audio element can seek (workbox-range-requests).
 */
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/v1/media/audio/'),
  async ({ request, url }) => {
    const trackId = await storedTrackFor(url.pathname, 'audioPath');
    const stored = trackId ? await (await caches.open(DOWNLOADS_CACHE)).match(storedAudioKey(trackId)) : undefined;
    if (!stored) return fetch(request);
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
      const trackId = await storedTrackFor(url.pathname, 'artworkPath');
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
