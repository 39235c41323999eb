import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

/** The code's saved play queue (product §4 "Across devices"): what a remote shows of the device it controls. */
export const playQueueQueries = {
  all: () => ['play-queue'] as const,
  saved: () =>
    queryOptions({
      queryKey: [...playQueueQueries.all(), 'saved'] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/play-queue', { signal })),
      // The playing device changes it at any time: read it again on every look.
      staleTime: 0,
    }),
};
