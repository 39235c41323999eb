import { entryTrack, trackId, type FavoriteList, type Track } from '@tangerine/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { favoriteMutations } from '../../api/favorite-mutations';
import { favoriteQueries } from '../../api/favorite-queries';

export interface Likes {
  isLiked: (trackId: string) => boolean;
  /** Likes or unlikes the song; `track` is what Liked Songs shows at once for a like. */
  toggle: (trackId: string, track: Track) => void;
}

const idsOf = (list: FavoriteList | undefined) => new Set((list?.favorites ?? []).flatMap((entry) => trackId(entryTrack(entry)) ?? []));

/**
 * Every heart of the app (track tables, the player bars): a toggle shows at once (Liked Songs is
 * updated in the cache), is undone if the call fails, and is ignored while the same song's last
 * toggle is on its way. Offline after a reload there is no list: a heart follows the listener's
 * last toggle. `enabled: false` leaves the favorites list unfetched (nothing to like yet).
 */
export function useLikes({ enabled = true }: { enabled?: boolean } = {}): Likes {
  const queryClient = useQueryClient();
  const favorites = useQuery({ ...favoriteQueries.list(), enabled });
  const { mutateAsync: like } = useMutation(favoriteMutations.like());
  const { mutateAsync: unlike } = useMutation(favoriteMutations.unlike());
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const inFlight = useRef(new Set<string>());
  const likedIds = useMemo(() => idsOf(favorites.data), [favorites.data]);
  const hasList = favorites.data !== undefined;
  const isLiked = useCallback((id: string) => (hasList ? likedIds.has(id) : (toggled.get(id) ?? false)), [hasList, likedIds, toggled]);

  const toggle = useCallback(
    (id: string, track: Track) => {
      if (inFlight.current.has(id)) return;
      inFlight.current.add(id);
      const listKey = favoriteQueries.list().queryKey;
      const wasLiked = isLiked(id);
      const remember = (liked: boolean) => setToggled((current) => new Map(current).set(id, liked));
      const edit = (update: (list: FavoriteList) => FavoriteList) => {
        const list = queryClient.getQueryData(listKey);
        if (list) queryClient.setQueryData(listKey, update(list));
      };
      const withSong = (list: FavoriteList): FavoriteList =>
        idsOf(list).has(id) ? list : { ...list, total: list.total + 1, favorites: [{ track, created_at: new Date().toISOString() }, ...list.favorites] };
      const withoutSong = (list: FavoriteList): FavoriteList =>
        idsOf(list).has(id) ? { ...list, total: Math.max(0, list.total - 1), favorites: list.favorites.filter((entry) => trackId(entryTrack(entry)) !== id) } : list;

      void queryClient.cancelQueries({ queryKey: listKey });
      remember(!wasLiked);
      edit(wasLiked ? withoutSong : withSong);
      (wasLiked ? unlike : like)(id)
        .catch(() => {
          remember(wasLiked);
          edit(wasLiked ? withSong : withoutSong);
        })
        .finally(() => inFlight.current.delete(id));
    },
    [isLiked, queryClient, like, unlike],
  );
  return { isLiked, toggle };
}
