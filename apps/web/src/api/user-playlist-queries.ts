import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

/** The account's own playlists ("My Playlists"). */
export const userPlaylistQueries = {
  all: () => ['user-playlists'] as const,
  lists: () => [...userPlaylistQueries.all(), 'list'] as const,
  list: () =>
    queryOptions({
      queryKey: userPlaylistQueries.lists(),
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/playlists', { signal })),
    }),
  details: () => [...userPlaylistQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...userPlaylistQueries.details(), id] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/playlists/{id}', { params: { path: { id } }, signal })),
    }),
};
