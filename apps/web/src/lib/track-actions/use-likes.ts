import { entryTrack, trackId } from '@tangerine/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { favoriteMutations } from '../../api/favorite-mutations';
import { favoriteQueries } from '../../api/favorite-queries';

/** The ids of the account's liked songs. */
export function useLikedTrackIds(): ReadonlySet<string> {
  const { data } = useQuery(favoriteQueries.list());
  return useMemo(() => {
    const ids = new Set<string>();
    for (const entry of data?.favorites ?? []) {
      const id = trackId(entryTrack(entry));
      if (id) ids.add(id);
    }
    return ids;
  }, [data]);
}

/** Like or unlike a song through the favorites API. */
export function useToggleLike(): { toggle: (trackId: string, liked: boolean) => void; pending: boolean } {
  const like = useMutation(favoriteMutations.like());
  const unlike = useMutation(favoriteMutations.unlike());
  return {
    toggle: (id, liked) => (liked ? unlike.mutate(id) : like.mutate(id)),
    pending: like.isPending || unlike.isPending,
  };
}
