import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

/** Liked Songs. */
export const favoriteQueries = {
  all: () => ['favorites'] as const,
  list: () =>
    queryOptions({
      queryKey: [...favoriteQueries.all(), 'list'] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/favorites', { signal })),
    }),
};
