import type { Track } from '@tangerine/api';
import { unwrap } from '@tangerine/api';
import { translate } from '@tangerine/ui';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { notifyError } from '../toast';
import { usePlayTracks } from './use-play';

/** Songs an Instant mix queues (the seed song comes first when a song is the seed). */
const MIX_LENGTH = 50;

export type MixSeed = { kind: 'song'; track: Track } | { kind: 'album' | 'artist'; id: string };

/** The contract's getMix for a seed: the server's one choice behind Autoplay and Instant mix. */
export async function fetchMix(seed: MixSeed, limit = MIX_LENGTH): Promise<Track[]> {
  const query = seed.kind === 'song' ? { song_ids: String(seed.track.id) } : seed.kind === 'album' ? { album_id: seed.id } : { artist_id: seed.id };
  const answer = unwrap(await api().http.GET('/api/v1/browse/mix', { params: { query: { ...query, limit } } }));
  return answer?.tracks ?? [];
}

/** "Instant mix" on a song, an album or an artist: replaces the queue with the mix and plays it. */
export function useInstantMix(): (seed: MixSeed) => Promise<void> {
  const play = usePlayTracks();
  return useCallback(
    async (seed) => {
      try {
        const mix = await fetchMix(seed, seed.kind === 'song' ? MIX_LENGTH - 1 : MIX_LENGTH);
        if (mix.length === 0) return notifyError(translate('menu.instantMixEmpty'));
        play(seed.kind === 'song' ? [seed.track, ...mix] : mix, 0);
      } catch (error) {
        console.error('Instant mix failed', error);
        notifyError(translate('menu.instantMixFailed'));
      }
    },
    [play],
  );
}
