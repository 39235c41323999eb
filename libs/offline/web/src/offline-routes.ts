/** Screens only the network can fill (lists of the catalogue, search, charts, radio, podcasts, artists). */
const NETWORK_ONLY_PATHS = new Set(['/search', '/trending', '/radio', '/podcasts', '/albums', '/artists', '/playlists', '/my-playlists', '/favorites']);
const NETWORK_ONLY_PREFIXES = ['/radio/', '/podcast/', '/artist/'];

/**
 * Whether a screen shows nothing without the network: offline the shell says so at once instead of
 * its spinner. Home, Library, Downloads, Queue and album, playlist and track pages show
 * what this device stores.
 */
export function needsNetwork(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return NETWORK_ONLY_PATHS.has(path) || NETWORK_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix));
}
