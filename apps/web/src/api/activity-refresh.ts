import type { QueryClient } from '@tanstack/react-query';
import type { PlayerTrack } from '@tangerine/player-machine';
import { trendingQueries } from './trending-queries';
import { historyQueries } from './history-queries';

/**
 * After a song play the server recorded: "recently played" (Home) and History refresh at once, and
 * the charts the play counts towards are marked stale for their next visit.
 */
export async function refreshAfterPlay(client: QueryClient, track: PlayerTrack): Promise<void> {
  if (track.kind !== 'song') return;
  await client.invalidateQueries({ queryKey: trendingQueries.recentlyPlayedAll() });
  await client.invalidateQueries({ queryKey: historyQueries.all() });
  await client.invalidateQueries({ queryKey: trendingQueries.all(), refetchType: 'none' });
}
