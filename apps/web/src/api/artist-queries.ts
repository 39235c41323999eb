import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

export const artistQueries = {
  all: () => ['artists'] as const,
  lists: () => [...artistQueries.all(), 'list'] as const,
  list: (page = 1, genre?: string) =>
    queryOptions({
      queryKey: [...artistQueries.lists(), { page, genre: genre ?? null }] as const,
      queryFn: async ({ signal }) =>
        unwrap(await api().http.GET('/api/v1/browse/artists', { params: { query: { page, ...(genre ? { genre } : {}) } }, signal })),
      placeholderData: keepPreviousData,
    }),
  details: () => [...artistQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...artistQueries.details(), id] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/browse/artists/{id}', { params: { path: { id } }, signal })),
    }),
};
