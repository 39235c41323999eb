import { normalizeTrack, type PlayerTrack } from '@tangerine/player-machine';
import { useCallback } from 'react';
import { usePlayerActor } from '../player';

/** Queues `tracks` and starts at `startIndex` (product §2: clicking a row queues the list from it). */
export function usePlayTracks(): (tracks: ReadonlyArray<unknown>, startIndex?: number) => void {
  const player = usePlayerActor();
  return useCallback(
    (tracks, startIndex = 0) => {
      const queue: PlayerTrack[] = [];
      let start = 0;
      tracks.forEach((raw, index) => {
        try {
          if (index === startIndex) start = queue.length;
          queue.push(normalizeTrack(raw));
        } catch (error) {
          console.error('Skipping a track that cannot be played', error);
        }
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
