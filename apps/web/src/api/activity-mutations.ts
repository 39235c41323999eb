import { mutationOptions } from '@tanstack/react-query';
import type { TrackPlayInput } from '@tangerine/api';
import { api } from './client';
import { podcastQueries } from './podcast-queries';
import { radioQueries } from './radio-queries';
import { trendingQueries } from './trending-queries';

/**
 * Play recording and counting. Failures are logged only (product §8): these never reject, they resolve
 * to null. Successes refresh "recently played" at once and mark charts stale for their next visit.
 */
export const activityMutations = {
  trackPlay: () =>
    mutationOptions({
      mutationKey: ['activity', 'track-play'],
      mutationFn: (body: TrackPlayInput) => api().activity.recordTrackPlay(body),
      onSuccess: async (recorded, _body, _result, { client }) => {
        if (!recorded) return;
        await client.invalidateQueries({ queryKey: trendingQueries.recentlyPlayedAll() });
        await client.invalidateQueries({ queryKey: trendingQueries.all(), refetchType: 'none' });
      },
    }),
  countTrackPlay: () =>
    mutationOptions({
      mutationKey: ['activity', 'track-play-count'],
      mutationFn: (trackId: string) => api().activity.countTrackPlay(trackId),
      onSuccess: (counted, _trackId, _result, { client }) =>
        counted ? client.invalidateQueries({ queryKey: trendingQueries.all(), refetchType: 'none' }) : undefined,
    }),
  countEpisodePlay: () =>
    mutationOptions({
      mutationKey: ['activity', 'episode-play-count'],
      mutationFn: ({ podcastId, episodeId }: { podcastId: string; episodeId: string }) => api().activity.countEpisodePlay(podcastId, episodeId),
      onSuccess: (counted, { podcastId }, _result, { client }) =>
        counted ? client.invalidateQueries({ queryKey: podcastQueries.detail(podcastId).queryKey, refetchType: 'none' }) : undefined,
    }),
  countRadioListen: () =>
    mutationOptions({
      mutationKey: ['activity', 'radio-listen-count'],
      mutationFn: (stationId: string) => api().activity.countRadioListen(stationId),
      onSuccess: (counted, _stationId, _result, { client }) =>
        counted ? client.invalidateQueries({ queryKey: radioQueries.all(), refetchType: 'none' }) : undefined,
    }),
};
