/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry, type PrecacheRouteOptions } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/**
 * Files stored by one `Cache.addAll` of the install. Chromium writes a batch as one cache operation,
 * where Workbox's install makes a lookup and a write per file, one file after another (about 6 ms a
 * file, whatever the network). Batches run one after another, so the page's own requests (a first
 * download's transfers, playback) still get connections between them.
 */
export const FILES_PER_BATCH = 24;

type ManifestEntry = PrecacheEntry | string;

export interface PrecachePlan {
  /** Files whose cache key is their own address: fetched and stored by `Cache.addAll`, batch after batch. */
  batches: string[][];
  /** Files with a revision in their key (index.html) or an integrity: Workbox's own per-file install. */
  oneByOne: Array<[url: string, cacheKey: string]>;
}

/** What the install has left to store, without the files this cache already holds under their key (an update keeps those). */
export function planPrecache(urlsToCacheKeys: Iterable<[string, string]>, stored: ReadonlySet<string>, hasIntegrity: (cacheKey: string) => boolean, batchSize = FILES_PER_BATCH): PrecachePlan {
  const byAddress: string[] = [];
  const oneByOne: Array<[string, string]> = [];
  for (const [url, cacheKey] of urlsToCacheKeys) {
    if (stored.has(cacheKey)) continue;
    if (url === cacheKey && !hasIntegrity(cacheKey)) byAddress.push(url);
    else oneByOne.push([url, cacheKey]);
  }
  const batches: string[][] = [];
  for (let start = 0; start < byAddress.length; start += batchSize) batches.push(byAddress.slice(start, start + batchSize));
  return { batches, oneByOne };
}

/**
 * Workbox's `precacheAndRoute`, with an install that stores the shell in a few batches (planPrecache):
 * a first download waits for this install before "Downloaded", and Workbox's own one-file-at-a-time
 * install of the shell's ~150 files took a second on an idle machine. A file that fails still fails
 * the install. The cache, its keys, the activation's clean-up and the route are Workbox's own.
 */
export function precacheAndRouteInBatches(entries: readonly ManifestEntry[], routeOptions: PrecacheRouteOptions): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList([...entries]);
  // Workbox's cache modes: a revisioned file (its name has no hash) skips the HTTP cache.
  const revisioned = new Set(entries.flatMap((entry) => (typeof entry !== 'string' && entry.revision ? [new URL(entry.url, self.location.href).href] : [])));
  self.addEventListener('install', (event: ExtendableEvent) => {
    const install = async () => {
      // User Timing marks: the download bench and DevTools read how long the install's precache took.
      performance.mark('tangerine:offline-worker:install');
      const cache = await caches.open(controller.strategy.cacheName);
      const stored = new Set((await cache.keys()).map((request) => request.url));
      const plan = planPrecache(controller.getURLsToCacheKeys(), stored, (cacheKey) => controller.getIntegrityForCacheKey(cacheKey) !== undefined);
      const inBatches = async () => {
        for (const batch of plan.batches) await cache.addAll(batch.map((url) => new Request(url, { credentials: 'same-origin' })));
      };
      const oneByOne = plan.oneByOne.map(async ([url, cacheKey]) => {
        const request = new Request(url, { integrity: controller.getIntegrityForCacheKey(cacheKey), cache: revisioned.has(url) ? 'reload' : 'default', credentials: 'same-origin' });
        await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
      });
      await Promise.all([inBatches(), ...oneByOne]);
      performance.mark('tangerine:offline-worker:precached');
    };
    event.waitUntil(install());
  });
  self.addEventListener('activate', controller.activate);
  registerRoute(new PrecacheRoute(controller, routeOptions));
  return controller;
}
