import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

export const downloadQueries = {
  all: () => ['downloads'] as const,
  list: () =>
    queryOptions({
      queryKey: [...downloadQueries.all(), 'list'] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/downloads', { signal })),
    }),
};
