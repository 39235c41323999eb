import { mutationOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import { api } from './client';
import { favoriteQueries } from './favorite-queries';
import { OUTBOX_NETWORK_MODE, callOrQueue } from './offline-outbox';

/** Without a network a like or unlike goes to the outbox, sent in order once online. */
export const favoriteMutations = {
  like: () =>
    mutationOptions({
      mutationKey: [...favoriteQueries.all(), 'like'],
      networkMode: OUTBOX_NETWORK_MODE,
      mutationFn: (trackId: string) =>
        callOrQueue({ kind: 'like', trackId }, async () => unwrap(await api().http.POST('/api/v1/favorites/{trackId}', { params: { path: { trackId } } }))),
      onSuccess: (_entry, _trackId, _result, { client }) => client.invalidateQueries({ queryKey: favoriteQueries.all() }),
    }),
  unlike: () =>
    mutationOptions({
      mutationKey: [...favoriteQueries.all(), 'unlike'],
      networkMode: OUTBOX_NETWORK_MODE,
      mutationFn: async (trackId: string) => {
        await callOrQueue({ kind: 'unlike', trackId }, async () => unwrap(await api().http.DELETE('/api/v1/favorites/{trackId}', { params: { path: { trackId } } })));
        return trackId;
      },
      onSuccess: (_trackId, _variables, _result, { client }) => client.invalidateQueries({ queryKey: favoriteQueries.all() }),
    }),
};
