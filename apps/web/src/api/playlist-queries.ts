import { queryOptions } from '@tanstack/react-query';
import { unwrap, type PlaylistType } from '@tangerine/api';
import { api } from './client';
import { ONE_MINUTE } from './query-defaults';

/** The type of the playlists Home features. */
export const FEATURED_PLAYLIST_TYPE = 'featured';

/** The catalogue's playlists (the account's own are in user-playlist-queries). */
export const playlistQueries = {
  all: () => ['playlists'] as const,
  lists: () => [...playlistQueries.all(), 'list'] as const,
  list: (type?: PlaylistType) =>
    queryOptions({
      queryKey: [...playlistQueries.lists(), { type: type ?? null }] as const,
      queryFn: async ({ signal }) =>
        unwrap(await api().http.GET('/api/v1/browse/playlists', { params: { query: type ? { type } : {} }, signal })),
    }),
  /** Home's Featured Playlists: kept one minute in the cache (product §7). */
  onHome: () =>
    queryOptions({
      ...playlistQueries.list(FEATURED_PLAYLIST_TYPE),
      gcTime: ONE_MINUTE,
    }),
  details: () => [...playlistQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...playlistQueries.details(), id] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/browse/playlists/{id}', { params: { path: { id } }, signal })),
    }),
};
