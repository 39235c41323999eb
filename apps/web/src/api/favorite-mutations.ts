import { mutationOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';
import { favoriteQueries } from './favorite-queries';

export const favoriteMutations = {
  like: () =>
    mutationOptions({
      mutationKey: [...favoriteQueries.all(), 'like'],
      mutationFn: async (trackId: string) => unwrap(await api().http.POST('/api/v1/favorites/{trackId}', { params: { path: { trackId } } })),
      onSuccess: (_entry, _trackId, _result, { client }) => client.invalidateQueries({ queryKey: favoriteQueries.all() }),
    }),
  unlike: () =>
    mutationOptions({
      mutationKey: [...favoriteQueries.all(), 'unlike'],
      mutationFn: async (trackId: string) => {
        unwrap(await api().http.DELETE('/api/v1/favorites/{trackId}', { params: { path: { trackId } } }));
        return trackId;
      },
      onSuccess: (_trackId, _variables, _result, { client }) => client.invalidateQueries({ queryKey: favoriteQueries.all() }),
    }),
};
