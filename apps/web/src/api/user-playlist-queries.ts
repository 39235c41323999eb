import { queryOptions } from '@tanstack/react-query';
import { unwrap, type UserPlaylistList } from '@tangerine/api';
import { api } from './client';

/** The account's own playlists ("My Playlists"). */
export const userPlaylistQueries = {
  all: () => ['user-playlists'] as const,
  lists: () => [...userPlaylistQueries.all(), 'list'] as const,
  /** Every page, the first shown as soon as it arrives. */
  list: () =>
    queryOptions({
      queryKey: userPlaylistQueries.lists(),
      queryFn: async ({ signal, client }) => {
        // The paging code loads with the first list, not with the shell's first chunks.
        const { fetchAllPages } = await import('./all-pages');
        return fetchAllPages<UserPlaylistList, 'playlists'>({
          field: 'playlists',
          fetchPage: async (page, limit) => unwrap(await api().http.GET('/api/v1/playlists', { params: { query: page === 1 ? {} : { page, limit } }, signal })),
          idOf: (playlist) => playlist.id,
          showFirstPage: { client, queryKey: userPlaylistQueries.lists() },
        });
      },
    }),
  details: () => [...userPlaylistQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...userPlaylistQueries.details(), id] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/playlists/{id}', { params: { path: { id } }, signal })),
    }),
};
