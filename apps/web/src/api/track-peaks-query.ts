import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';

/**
 * A song's waveform for the "Waveform" seek bar. Apart from trackQueries so only the waveform's
 * lazy chunk carries it; peaks change only with the file, so they stay fresh for the session, and a
 * failure only means the plain bar, so no toast.
 */
export const trackPeaksQuery = (id: string) =>
  queryOptions({
    queryKey: ['tracks', 'peaks', id] as const,
    queryFn: async ({ signal }) => unwrap(await api().quiet.GET('/api/v1/browse/tracks/{id}/peaks', { params: { path: { id } }, signal })),
    staleTime: Infinity,
  });
