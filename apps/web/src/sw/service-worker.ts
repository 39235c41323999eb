/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DOWNLOADS_CACHE, storedArtworkKey, storedAudioKey } from '../lib/downloads/device-store';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/**
 * The app shell: the build's scripts, styles, index.html, icons and manifest (injected by vite-plugin-pwa).
 * No directory index: online, `/` stays the server's page (Home rendered for the listener).
 */
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
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

/** Pages come from the network (Home is rendered per listener); without one, the precached shell opens. */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/admin/] },
  ),
);

/** The app asks a waiting version to take over only once the listener chose Reload. */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
