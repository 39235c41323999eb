import { queryOptions } from '@tanstack/react-query';
import { PODCAST_LIST_LIMIT } from '@tangerine/api';
import { api } from './client';
import { ONE_MINUTE } from './query-defaults';

export const HOME_PODCAST_LIMIT = 6;

/** Podcasts are direct fetches (product §8: "Failed to fetch podcasts", "Failed to fetch podcast"). */
export const podcastQueries = {
  all: () => ['podcasts'] as const,
  lists: () => [...podcastQueries.all(), 'list'] as const,
  /** /podcasts: up to 1000. */
  list: () =>
    queryOptions({
      queryKey: [...podcastQueries.lists(), { limit: PODCAST_LIST_LIMIT }] as const,
      queryFn: ({ signal }) => api().direct.podcasts(PODCAST_LIST_LIMIT, { signal }),
    }),
  /** Home's Popular Podcasts: 6, kept one minute in the cache. */
  onHome: () =>
    queryOptions({
      queryKey: [...podcastQueries.lists(), { limit: HOME_PODCAST_LIMIT }] as const,
      queryFn: ({ signal }) => api().direct.podcasts(HOME_PODCAST_LIMIT, { signal }),
      gcTime: ONE_MINUTE,
    }),
  details: () => [...podcastQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...podcastQueries.details(), id] as const,
      queryFn: ({ signal }) => api().direct.podcast(id, { signal }),
    }),
};
