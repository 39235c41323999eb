import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { ONE_MINUTE } from './query-defaults';

/** Radio is a direct fetch (product §8: "Failed to fetch radio stations", "Failed to fetch radio station"). */
export const radioQueries = {
  all: () => ['radio'] as const,
  lists: () => [...radioQueries.all(), 'list'] as const,
  list: () =>
    queryOptions({
      queryKey: radioQueries.lists(),
      queryFn: ({ signal }) => api().direct.radioStations({ signal }),
    }),
  /** Home's Radio Stations: the same list, kept one minute in the cache. */
  onHome: () =>
    queryOptions({
      queryKey: [...radioQueries.lists(), 'home'] as const,
      queryFn: ({ signal }) => api().direct.radioStations({ signal }),
      gcTime: ONE_MINUTE,
    }),
  details: () => [...radioQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...radioQueries.details(), id] as const,
      queryFn: ({ signal }) => api().direct.radioStation(id, { signal }),
    }),
};
