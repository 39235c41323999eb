import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type SearchType } from '@tangerine/api';
import { api } from './client';

/** product §5: a search runs only from 2 characters. */
export const SEARCH_MIN_LENGTH = 2;

const searchable = (query: string) => query.trim().length >= SEARCH_MIN_LENGTH;

export const searchQueries = {
  all: () => ['search'] as const,
  /** Results of one page; `type` is song, album, artist, playlist, or empty for all. */
  results: (query: string, page = 1, type: SearchType = '') =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'results', { q: query.trim(), page, type }] as const,
      queryFn: async ({ signal }) =>
        unwrap(
          await api().http.GET('/api/v1/search', {
            params: { query: { q: query.trim(), page, ...(type ? { type } : {}) } },
            signal,
          }),
        ),
      enabled: searchable(query),
      placeholderData: keepPreviousData,
    }),
  autocomplete: (query: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'autocomplete', query.trim()] as const,
      queryFn: async ({ signal }) =>
        unwrap(await api().http.GET('/api/v1/search/autocomplete', { params: { query: { q: query.trim() } }, signal })),
      enabled: searchable(query),
    }),
};
