import type { PlayerTrack } from '@tangerine/player-machine';
import { playerItemToTrack } from '@tangerine/player-web';
import { useLikes } from '../../lib/track-actions';

/** The heart of the loaded item, through the app's one like hook: only a song has one. */
export function useSongLike(item: PlayerTrack | null): { liked: boolean; toggle: () => void } {
  const song = item?.kind === 'song' ? item : null;
  const likes = useLikes({ enabled: song !== null });
  return {
    liked: song !== null && likes.isLiked(song.id),
    toggle: () => {
      if (song) likes.toggle(song.id, playerItemToTrack(song));
    },
  };
}
