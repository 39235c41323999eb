/**
 * What the offline worker precaches, picked from the build's chunk graph (vite.config.ts). Its install
 * must end before a first download is called "Downloaded", so it holds only what a page opened
 * offline needs to boot and render: index.html, the styles, the entry and every chunk reachable from
 * it except what it loads lazily and needs the network anyway (the screens routes.tsx shows as
 * "Unavailable offline" without loading them, NETWORK_ONLY_MODULES) and the catalogues. The worker keeps the listener's locale's catalogues
 * on its own (src/sw/runtime-assets.ts); the rest is cached when first used.
 */

/** The parts of a rolldown output chunk the plan reads. */
export interface PlannedChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** The module specifiers of route-loaders.ts's screens whose path `needsNetwork` (`'/search': () => import('../features/search/search-route')`). */
export function networkOnlyScreens(routeLoadersSource: string, needsNetwork: (path: string) => boolean): string[] {
  const screens = [...routeLoadersSource.matchAll(/'(\/[^']*)': \(\) => import\('([^']+)'\)/g)];
  if (screens.length === 0) throw new Error('route-loaders.ts lists no screen modules');
  return screens.flatMap(([, path, specifier]) => (path && specifier && needsNetwork(path) ? [specifier] : []));
}

/**
 * The chunks reachable from the entries through static and dynamic imports, without following a
 * dynamic import into a chunk whose source module `leftOut` names. A static import is always
 * followed (the importing chunk cannot run without it), so a chunk such a module shares with one kept is kept.
 */
export function offlineChunks(chunks: readonly PlannedChunk[], leftOut: (facadeModuleId: string) => boolean): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const kept = new Set<string>();
  const visit = (chunk: PlannedChunk | undefined, lazily: boolean) => {
    if (!chunk || kept.has(chunk.fileName) || (lazily && leftOut(chunk.facadeModuleId ?? ''))) return;
    kept.add(chunk.fileName);
    for (const file of chunk.imports) visit(byName.get(file), false);
    for (const file of chunk.dynamicImports) visit(byName.get(file), true);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk, false);
  return kept;
}

/**
 * Capabilities that do nothing without the network, where they are loaded lazily: Connect and rooms
 * (they start with the network, create-services.ts; a room's join code), app passwords, the remote
 * player's screen.
 */
export const NETWORK_ONLY_MODULES = [
  /\/libs\/connect\/web\//,
  /\/libs\/rooms\/web\//,
  /\/features\/rooms\//,
  /\/components\/room\//,
  /\/features\/app-passwords\//,
  /\/features\/player\/remote-[^/]+$/,
];

/** A file of the build (a manifest entry's `url`, relative to the build's root). */
export interface PrecacheCandidate {
  url: string;
  size: number;
}

/**
 * Whether the offline worker's manifest lists `url`: the page, the styles, the start script, the
 * chunks `offline` kept, and every catalogue chunk (listed, not precached: the worker keeps those of
 * the listener's locale; `isCatalogue` is src/sw/catalogue-files.ts's test, given by vite.config.ts
 * so that this file imports nothing). Icons and the network-only screens are cached at runtime.
 */
export function listedForOffline(url: string, offline: ReadonlySet<string>, isCatalogue: (url: string) => boolean): boolean {
  return url === 'index.html' || url.endsWith('.css') || url.startsWith('assets/boot-preload-') || offline.has(url) || isCatalogue(url);
}

/** Files and bytes of a set of manifest entries (the build prints both, before and after the plan). */
export function sizeOf(entries: readonly PrecacheCandidate[]): { files: number; bytes: number } {
  return { files: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.size, 0) };
}
