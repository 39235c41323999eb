import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

export const albumQueries = {
  all: () => ['albums'] as const,
  lists: () => [...albumQueries.all(), 'list'] as const,
  /** /albums: one page, optionally of one genre. */
  list: (page = 1, genre?: string) =>
    queryOptions({
      queryKey: [...albumQueries.lists(), { page, genre: genre ?? null }] as const,
      queryFn: async ({ signal }) =>
        unwrap(await api().http.GET('/api/v1/browse/albums', { params: { query: { page, ...(genre ? { genre } : {}) } }, signal })),
      placeholderData: keepPreviousData,
    }),
  /** /library ("Your Albums"): the direct fetch of up to 200 albums ("Failed to fetch albums"). */
  library: () =>
    queryOptions({
      queryKey: [...albumQueries.all(), 'library'] as const,
      queryFn: ({ signal }) => api().direct.libraryAlbums({ signal }),
    }),
  details: () => [...albumQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...albumQueries.details(), id] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/browse/albums/{id}', { params: { path: { id } }, signal })),
    }),
};
