import type { Track } from '@tangerine/api';
import type { PlayerTrack } from '@tangerine/player-machine';
import { useCallback } from 'react';
import { trackToPlayerItem, usePlayerActor } from '@tangerine/player-web';

/** Queues `tracks` and starts at `startIndex` (product §2: clicking a row queues the list from it). */
export function usePlayTracks(): (tracks: ReadonlyArray<Track>, startIndex?: number) => void {
  const player = usePlayerActor();
  return useCallback(
    (tracks, startIndex = 0) => {
      const queue: PlayerTrack[] = [];
      let start = 0;
      tracks.forEach((track, index) => {
        const item = trackToPlayerItem(track);
        if (index === startIndex) start = queue.length;
        if (item) queue.push(item);
        else console.error('Skipping a track that cannot be played: it has no id', track);
      });
      if (queue.length === 0) return;
      player.send({ type: 'queue.set', tracks: queue, startIndex: Math.min(start, queue.length - 1) });
    },
    [player],
  );
}

/** Plays one converted item (a station, an episode) on its own. */
export function usePlayTrack(): (track: PlayerTrack) => void {
  const player = usePlayerActor();
  return useCallback((track) => player.send({ type: 'track.play', track }), [player]);
}
