import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

export const trackQueries = {
  all: () => ['tracks'] as const,
  details: () => [...trackQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...trackQueries.details(), id] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/browse/tracks/{id}', { params: { path: { id } }, signal })),
    }),
  /** The fullscreen player's Lyrics panel: a failure only means "Lyrics not available", so no toast. */
  lyrics: (id: string) =>
    queryOptions({
      queryKey: [...trackQueries.all(), 'lyrics', id] as const,
      queryFn: async ({ signal }) => unwrap(await api().quiet.GET('/api/v1/browse/tracks/{id}/lyrics', { params: { path: { id } }, signal })),
    }),
};
