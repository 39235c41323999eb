import { queryOptions } from '@tanstack/react-query';
import { unwrap, type TrendingPeriod } from '@tangerine/api';
import { api } from './client';
import { FIVE_MINUTES } from './query-defaults';

/** product §9: API defaults, the Trending screen's sizes, and Home's "6 for a week". */
export const TRENDING_DEFAULTS = { period: 'today', tracks: 100, others: 20 } as const;
export const TRENDING_SCREEN_LIMITS = { tracks: 100, artists: 12, albums: 12 } as const;
export const HOME_TRENDING = { period: 'week', limit: 6 } as const;

export const trendingQueries = {
  all: () => ['trending'] as const,
  tracks: (period: TrendingPeriod = TRENDING_DEFAULTS.period, limit: number = TRENDING_DEFAULTS.tracks) =>
    queryOptions({
      queryKey: [...trendingQueries.all(), 'tracks', { period, limit }] as const,
      queryFn: async ({ signal }) =>
        unwrap(await api().http.GET('/api/v1/trending/tracks', { params: { query: { period, limit } }, signal })),
    }),
  artists: (limit: number = TRENDING_DEFAULTS.others, period?: TrendingPeriod) =>
    queryOptions({
      queryKey: [...trendingQueries.all(), 'artists', { period: period ?? null, limit }] as const,
      queryFn: async ({ signal }) =>
        unwrap(await api().http.GET('/api/v1/trending/artists', { params: { query: { limit, ...(period ? { period } : {}) } }, signal })),
    }),
  albums: (limit: number = TRENDING_DEFAULTS.others, period?: TrendingPeriod) =>
    queryOptions({
      queryKey: [...trendingQueries.all(), 'albums', { period: period ?? null, limit }] as const,
      queryFn: async ({ signal }) =>
        unwrap(await api().http.GET('/api/v1/trending/albums', { params: { query: { limit, ...(period ? { period } : {}) } }, signal })),
    }),
  recentlyPlayedAll: () => [...trendingQueries.all(), 'recently-played'] as const,
  recentlyPlayed: (limit: number = TRENDING_DEFAULTS.others) =>
    queryOptions({
      queryKey: [...trendingQueries.recentlyPlayedAll(), { limit }] as const,
      queryFn: async ({ signal }) =>
        unwrap(await api().http.GET('/api/v1/trending/recently-played', { params: { query: { limit } }, signal })),
    }),
  /** Home's trending: 6 tracks of the week, kept five minutes in the cache. */
  onHome: () =>
    queryOptions({
      ...trendingQueries.tracks(HOME_TRENDING.period, HOME_TRENDING.limit),
      gcTime: FIVE_MINUTES,
    }),
};
