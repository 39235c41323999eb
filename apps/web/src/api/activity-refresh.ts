import type { QueryClient } from '@tanstack/react-query';
import type { PlayerTrack } from '@tangerine/player-machine';
import { podcastQueries } from './podcast-queries';
import { radioQueries } from './radio-queries';
import { trendingQueries } from './trending-queries';

/**
 * After a play the server counted: "recently played" refreshes at once (Home shows it), and what the
 * count changes (the charts, the podcast's page, the radio list) is marked stale for its next visit.
 */
export async function refreshAfterPlay(client: QueryClient, track: PlayerTrack): Promise<void> {
  if (track.kind === 'song') {
    await client.invalidateQueries({ queryKey: trendingQueries.recentlyPlayedAll() });
    await client.invalidateQueries({ queryKey: trendingQueries.all(), refetchType: 'none' });
    return;
  }
  if (track.kind === 'episode') {
    const podcastId = track.podcastId ?? track.albumId;
    if (podcastId) await client.invalidateQueries({ queryKey: podcastQueries.detail(podcastId).queryKey, refetchType: 'none' });
    return;
  }
  await client.invalidateQueries({ queryKey: radioQueries.all(), refetchType: 'none' });
}
