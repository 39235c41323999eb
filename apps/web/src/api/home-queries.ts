import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

export const homeQueries = {
  all: () => ['home'] as const,
  /** The home payload: always stale, not cached (gc 0), refetched on window focus (product §7). */
  feed: () =>
    queryOptions({
      queryKey: homeQueries.all(),
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/browse/home', { signal })),
      staleTime: 0,
      gcTime: 0,
      refetchOnWindowFocus: true,
    }),
};
