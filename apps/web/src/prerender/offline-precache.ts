/**
 * What the offline worker precaches, picked from the build's chunk graph (vite.config.ts). Its install
 * must end before a first download is called "Downloaded", so it holds only what a page opened
 * offline needs to boot and play what is stored: index.html, the styles, the entry and every chunk
 * reachable from it except what it loads lazily and needs the network anyway (the screens routes.tsx
 * shows as "Unavailable offline" without loading them, NETWORK_ONLY_MODULES), the catalogues, and the
 * other screens shown offline (PLAYBACK_SCREEN_PATHS' note) and the shell's dialogs (AFTER_INSTALL_MODULES): those are listed `later`, and the worker
 * stores them right after its install. The worker keeps the listener's locale's catalogues on its own
 * (src/sw/runtime-assets.ts); the rest is cached when first used.
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

/** The module specifiers of route-loaders.ts's screens whose path passes `test` (`'/search': () => import('../features/search/search-route')`). */
export function screensWhere(routeLoadersSource: string, test: (path: string) => boolean): string[] {
  const screens = [...routeLoadersSource.matchAll(/'(\/[^']*)': \(\) => import\('([^']+)'\)/g)];
  if (screens.length === 0) throw new Error('route-loaders.ts lists no screen modules');
  return screens.flatMap(([, path, specifier]) => (path && specifier && test(path) ? [specifier] : []));
}

/**
 * The screens of route-loaders.ts a listener opens to find and play downloads offline (Home is
 * routes.tsx's own): in the install. The other screens shown offline (album, playlist and track pages,
 * History, activation) are stored right after it, so a first download does not wait for them.
 */
export const PLAYBACK_SCREEN_PATHS: ReadonlySet<string> = new Set(['/downloads', '/library', '/queue']);

/** Dialogs the listener opens from the shell, loaded lazily: playing what is stored needs none, so they are stored right after the install. */
export const AFTER_INSTALL_MODULES = [/\/features\/shell\/profile-dialog-container\.tsx$/, /\/features\/player\/playback-settings-container\.tsx$/, /\/features\/player\/equalizer-dialog\.tsx$/, /\/app\/shortcuts-dialog\.tsx$/];

/** Whether a screen shown offline is stored after the install rather than in it. */
export const storedAfterInstall = (path: string, needsNetwork: (path: string) => boolean) => !needsNetwork(path) && !PLAYBACK_SCREEN_PATHS.has(path);

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

/**
 * The manifest with every chunk `offline` keeps that `install` does not marked `later` (stored by the
 * worker right after its install).
 */
export function markLater<Entry extends { url: string }>(manifest: readonly Entry[], offline: ReadonlySet<string>, install: ReadonlySet<string>): Array<Entry & { later?: true }> {
  return manifest.map((entry) => (offline.has(entry.url) && !install.has(entry.url) ? { ...entry, later: true as const } : entry));
}

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
