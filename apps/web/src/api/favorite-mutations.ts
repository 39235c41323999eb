import { mutationOptions } from '@tanstack/react-query';
import { unwrap } from '@tangerine/api';
import type { OutboxAction } from '@tangerine/downloads';
import { api } from './client';
import { favoriteQueries } from './favorite-queries';

/**
 * Without a network the like goes to the outbox (issue #18) and reaches the server, in order, once
 * the network is back; the outbox's code loads only then.
 */
async function whenOffline(action: OutboxAction, call: () => Promise<unknown>): Promise<unknown> {
  const queue = async () => {
    const { browserOutbox } = await import('../lib/downloads/browser-outbox');
    await browserOutbox().add(action);
    return null;
  };
  if (typeof navigator !== 'undefined' && !navigator.onLine) return queue();
  try {
    return await call();
  } catch (error) {
    if (error instanceof TypeError && typeof navigator !== 'undefined' && !navigator.onLine) return queue();
    throw error;
  }
}

export const favoriteMutations = {
  like: () =>
    mutationOptions({
      mutationKey: [...favoriteQueries.all(), 'like'],
      // Run offline too (not paused in memory): whenOffline puts the like in the persisted outbox.
      networkMode: 'always',
      mutationFn: (trackId: string) =>
        whenOffline({ kind: 'like', trackId }, async () => unwrap(await api().http.POST('/api/v1/favorites/{trackId}', { params: { path: { trackId } } }))),
      onSuccess: (_entry, _trackId, _result, { client }) => client.invalidateQueries({ queryKey: favoriteQueries.all() }),
    }),
  unlike: () =>
    mutationOptions({
      mutationKey: [...favoriteQueries.all(), 'unlike'],
      networkMode: 'always',
      mutationFn: async (trackId: string) => {
        await whenOffline({ kind: 'unlike', trackId }, async () => unwrap(await api().http.DELETE('/api/v1/favorites/{trackId}', { params: { path: { trackId } } })));
        return trackId;
      },
      onSuccess: (_trackId, _variables, _result, { client }) => client.invalidateQueries({ queryKey: favoriteQueries.all() }),
    }),
};
