import type { GuardedPath, RouteModule } from './route-paths';

/**
 * Every guarded screen's module, as a real import: each is its own chunk (each module exports
 * `Component`, the lazy-route convention of react-router). This table is a chunk of its own too, so
 * the first load carries none of these imports; Home's is in routes.tsx.
 */
export const SCREEN_MODULES: Record<Exclude<GuardedPath, '/'>, () => Promise<RouteModule>> = {
  '/search': () => import('../features/search/search-route'),
  '/trending': () => import('../features/trending/trending-route'),
  '/radio': () => import('../features/radio/radio-list-route'),
  '/radio/:id': () => import('../features/radio/station-route'),
  '/podcasts': () => import('../features/podcasts/podcast-list-route'),
  '/podcast/:id': () => import('../features/podcasts/podcast-route'),
  '/track/:id': () => import('../features/tracks/track-route'),
  '/album/:id': () => import('../features/albums/album-route'),
  '/albums': () => import('../features/albums/popular-albums-route'),
  '/artists': () => import('../features/artists/artist-list-route'),
  '/artist/:id': () => import('../features/artists/artist-route'),
  '/playlists': () => import('../features/playlists/catalogue-playlists-route'),
  '/playlist/:id': () => import('../features/playlists/playlist-route'),
  '/my-playlists': () => import('../features/playlists/my-playlists-route'),
  '/my-playlists/:id': () => import('../features/playlists/user-playlist-route'),
  '/favorites': () => import('../features/favorites/favorites-route'),
  '/downloads': () => import('../features/downloads/downloads-route'),
  '/library': () => import('../features/library/library-route'),
  '/queue': () => import('../features/player/queue-route'),
  '/history': () => import('../features/history/history-route'),
  '/join': () => import('../features/rooms/join-route'),
  '/join/:code': () => import('../features/rooms/join-route'),
  '/activate': () => import('../features/activation/activation-route'),
};
