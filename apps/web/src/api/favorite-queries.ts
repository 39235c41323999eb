import { queryOptions } from '@tanstack/react-query';
import { entryTrack, trackId, unwrap, type FavoriteList } from '@tangerine/api';
import { api } from './client';

const favoritesKey = ['favorites', 'list'] as const;

/** Liked Songs: every page, the first shown as soon as it arrives. */
export const favoriteQueries = {
  all: () => ['favorites'] as const,
  list: () =>
    queryOptions({
      queryKey: favoritesKey,
      queryFn: async ({ signal, client }) => {
        // The paging code loads with the first list, not with the shell's first chunks.
        const { fetchAllPages } = await import('./all-pages');
        return fetchAllPages<FavoriteList, 'favorites'>({
          field: 'favorites',
          fetchPage: async (page, limit) =>
            unwrap(await api().http.GET('/api/v1/favorites', { params: { query: page === 1 ? {} : { page, limit } }, signal })),
          idOf: (entry) => trackId(entryTrack(entry)) ?? JSON.stringify(entry),
          showFirstPage: { client, queryKey: favoritesKey },
        });
      },
    }),
};
