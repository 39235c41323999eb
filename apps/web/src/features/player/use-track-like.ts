import { useState } from 'react';
import type { PlayerTrack } from '@tangerine/player-machine';

// TODO(api): like/unlike through the favorites mutations once src/api lands (issue 6 makes it real).
export function useTrackLike(track: PlayerTrack | null) {
  const [likedIds, setLikedIds] = useState<ReadonlySet<string>>(new Set());
  const id = track?.kind === 'song' ? track.id : null;
  return {
    canLike: id !== null,
    liked: id !== null && likedIds.has(id),
    toggle: () => {
      if (id === null) return;
      setLikedIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
  };
}
