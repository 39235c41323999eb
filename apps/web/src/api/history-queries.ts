import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type ListeningHistory } from '@tangerine/api';
import { api } from './client';

/** Plays per page of History (the contract allows up to 200). */
export const HISTORY_PAGE_SIZE = 100;

/** History (this code's plays, page by page) and the profile's "Your year". */
export const historyQueries = {
  all: () => ['history'] as const,
  plays: () =>
    infiniteQueryOptions({
      queryKey: [...historyQueries.all(), 'plays'] as const,
      initialPageParam: null as string | null,
      queryFn: async ({ pageParam, signal }): Promise<ListeningHistory> => {
        const query: { limit: number; before?: string } = pageParam ? { limit: HISTORY_PAGE_SIZE, before: pageParam } : { limit: HISTORY_PAGE_SIZE };
        const history = unwrap(await api().http.GET('/api/v1/history', { params: { query }, signal }));
        if (!history) throw new Error('History answered without a body');
        return history;
      },
      getNextPageParam: (last) => last.next_before,
    }),
  year: (year: number) =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'year', year] as const,
      queryFn: async ({ signal }) => unwrap(await api().http.GET('/api/v1/history/year', { params: { query: { year } }, signal })),
    }),
};
