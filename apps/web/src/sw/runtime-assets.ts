/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { KEEP_LOCALE, type KeepLocaleAnswer, type KeepLocaleMessage } from '@tangerine/offline-web/keep-locale';
import { catalogueFileOf, type CatalogueFile } from './catalogue-files';

declare const self: ServiceWorkerGlobalScope;

/** The build's files the precache leaves out, kept once fetched (their names carry their hash). */
const ASSETS_CACHE = 'tangerine-assets-v1';
/** Files of fixed names (icons, the web app manifest): the stored copy at once, refreshed behind it. */
const STATIC_CACHE = 'tangerine-static-v1';
/** Areas of a catalogue no listener's offline screen shows. */
const NOT_OFFLINE_AREAS = new Set(['admin']);

/** A manifest entry; `later`: stored right after the install, not in it (src/prerender/offline-precache.ts). */
export type ManifestEntry = (PrecacheEntry & { later?: boolean }) | string;
const urlOf = (entry: ManifestEntry) => (typeof entry === 'string' ? entry : entry.url);

/**
 * The manifest split: what the install precaches, the catalogue chunks by locale (listed by the build,
 * kept on request), and the files stored right after the install (`later`).
 */
export function splitManifest(manifest: readonly ManifestEntry[]): { precache: ManifestEntry[]; catalogues: Array<CatalogueFile & { url: string }>; later: string[] } {
  const precache: ManifestEntry[] = [];
  const catalogues: Array<CatalogueFile & { url: string }> = [];
  const later: string[] = [];
  for (const entry of manifest) {
    const file = catalogueFileOf(urlOf(entry));
    if (file) catalogues.push({ ...file, url: urlOf(entry) });
    else if (typeof entry !== 'string' && entry.later) later.push(entry.url);
    else precache.push(entry);
  }
  return { precache, catalogues, later };
}

/**
 * Stores the files of `urls` this cache does not hold yet, from the HTTP cache or the server. A
 * failure leaves them to be cached when first used (the CacheFirst route below).
 */
async function keepFiles(cacheName: string, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  const held = new Set((await cache.keys()).map((request) => request.url));
  const missing = urls.filter((url) => !held.has(url));
  if (missing.length > 0) await cache.addAll(missing).catch((error: unknown) => console.warn('Screens for offline use were not stored; they are cached when first opened', error));
}

/**
 * Runtime caching of what the precache leaves out: the build's other chunks (the screens that need the
 * network, other languages) once a page fetches them, icons and the manifest; when the page asks
 * (KEEP_LOCALE), every area of its language's catalogues, so a page opened offline renders in it; and,
 * once this version is active, the `later` files (the other screens shown offline).
 */
export function registerRuntimeAssets(catalogues: ReadonlyArray<CatalogueFile & { url: string }>, laterFiles: readonly string[] = []): void {
  const origin = self.location.origin;
  const later = laterFiles.map((url) => new URL(url, `${origin}/`).href);
  /** The `later` files' storing, once started (on activation, or by a page's KEEP_LOCALE after a restart of this worker). */
  let keepingLater: Promise<void> | null = null;
  const keepLater = () => (keepingLater ??= keepFiles(ASSETS_CACHE, later));
  const assets = new CacheFirst({ cacheName: ASSETS_CACHE });
  registerRoute(({ url, request }) => request.method === 'GET' && url.origin === origin && url.pathname.startsWith('/assets/'), assets);
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === origin && (url.pathname.startsWith('/icons/') || url.pathname === '/manifest.webmanifest'),
    new StaleWhileRevalidate({ cacheName: STATIC_CACHE }),
  );

  // Once this version takes over, what older builds left goes: only its own catalogues (kept while it installed) stay.
  const own = new Set([...catalogues.map((file) => new URL(file.url, `${origin}/`).href), ...later]);
  self.addEventListener('activate', (event: ExtendableEvent) => {
    const dropOlder = async () => {
      const cache = await caches.open(ASSETS_CACHE);
      await Promise.all((await cache.keys()).filter((request) => !own.has(request.url)).map((request) => cache.delete(request)));
    };
    const dropped = dropOlder();
    event.waitUntil(dropped);
    // After the activation, not in it: the page's requests do not wait for these files.
    void dropped.then(keepLater, keepLater);
  });

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const message = event.data as Partial<KeepLocaleMessage> | null;
    if (message?.type !== KEEP_LOCALE) return;
    const files = catalogues.filter((file) => file.locale === message.locale && !NOT_OFFLINE_AREAS.has(file.area));
    const kept = Promise.all(
      files.map(async (file) => {
        const [response, stored] = assets.handleAll({ event, request: new Request(new URL(file.url, `${origin}/`)) });
        if (!(await response).ok) throw new Error(`${file.url} answered ${(await response).status}`);
        await stored;
      }),
    );
    const answer = (reply: KeepLocaleAnswer) => event.ports[0]?.postMessage(reply);
    event.waitUntil(kept.then(() => answer({ kept: files.length }), (error: unknown) => answer({ error: String(error) })));
    // A worker restarted since its activation stores what it may not have finished then (a no-op once all are held).
    if (self.serviceWorker?.state === 'activated') event.waitUntil(keepLater());
  });
}
