import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { DOWNLOADS_CACHE, storedArtworkKey } from './device-store';

/** Artwork an image element shows (the only kind with an offline fallback); a download's own fetch of it is not. */
export const isShownArtwork = (request: Request, url: URL, origin: string) =>
  request.method === 'GET' && request.destination === 'image' && url.origin === origin && url.pathname.startsWith('/api/v1/media/artwork/');

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

/**
 * The offline worker's routes for what this device stores (the app's src/sw registers them):
 *
 * - A stored track plays from `/offline/tracks/{id}/audio`, online or not (the app picks that address
 *   for stored tracks, so an expired signature does not matter), and a Range request gets its 206
 *   with Content-Range so the audio element can seek (workbox-range-requests).
 * - Stored artwork shows offline too: the network first, the stored copy when it fails (images only:
 *   the downloads worker's fetch of artwork to store it is left to the network, not passed through).
 */
export function registerStoredMediaRoutes(origin: string): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === origin && /^\/offline\/tracks\/[^/]+\/audio$/.test(url.pathname),
    async ({ request, url }) => {
      const stored = await (await caches.open(DOWNLOADS_CACHE)).match(url.pathname);
      if (!stored) return new Response('This track is not stored on this device', { status: 404 });
      return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
    },
  );

  registerRoute(
    ({ url, request }) => isShownArtwork(request, url, origin),
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
}
