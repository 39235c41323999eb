import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FavoriteList } from '@tangerine/api';
import type { PlayerTrack } from '@tangerine/player-machine';
import { favoriteMutations } from '../../api/favorite-mutations';
import { favoriteQueries } from '../../api/favorite-queries';
import { playerItemToFavorite } from '@tangerine/player-web';

/**
 * The heart of the loaded song: liked when it is in Liked Songs; toggling likes or unlikes through
 * the favorites API at once in the cache (optimistic), rolled back if the call fails.
 */
export function useTrackLike(track: PlayerTrack | null) {
  const queryClient = useQueryClient();
  const song = track?.kind === 'song' ? track : null;
  const listKey = favoriteQueries.list().queryKey;
  const favorites = useQuery({ ...favoriteQueries.list(), enabled: song !== null });
  // Offline after a reload there is no list to update: the heart then follows the listener's last toggle.
  const [toggled, setToggled] = useState<{ id: string; liked: boolean } | null>(null);
  const listed = favorites.data?.favorites.some((entry) => entry.track.id === song?.id);
  const liked = song !== null && (listed ?? (toggled?.id === song.id && toggled.liked));

  function optimistic(update: (list: FavoriteList) => FavoriteList) {
    void queryClient.cancelQueries({ queryKey: listKey });
    const previous = queryClient.getQueryData(listKey);
    if (previous) queryClient.setQueryData(listKey, update(previous));
    return { previous };
  }
  const rollback = (_error: unknown, _id: string, context: { previous: FavoriteList | undefined } | undefined) => {
    if (context?.previous) queryClient.setQueryData(listKey, context.previous);
  };

  const like = useMutation({
    ...favoriteMutations.like(),
    onMutate: () =>
      optimistic((list) => (song ? { ...list, total: list.total + 1, favorites: [playerItemToFavorite(song, new Date().toISOString()), ...list.favorites] } : list)),
    onError: rollback,
  });
  const unlike = useMutation({
    ...favoriteMutations.unlike(),
    onMutate: (id: string) =>
      optimistic((list) => ({ ...list, total: Math.max(0, list.total - 1), favorites: list.favorites.filter((entry) => entry.track.id !== id) })),
    onError: rollback,
  });

  return {
    canLike: song !== null,
    liked,
    toggle: () => {
      if (!song || like.isPending || unlike.isPending) return;
      setToggled({ id: song.id, liked: !liked });
      if (liked) unlike.mutate(song.id);
      else like.mutate(song.id);
    },
  };
}
