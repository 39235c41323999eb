// @vitest-environment node
import { MutationObserver } from '@tanstack/react-query';
import type { OutboxAction } from '@tangerine/offline-machine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { favoriteMutations } from './favorite-mutations';
import { apiHarness, json } from './test-support/api-harness';
import { userPlaylistMutations } from './user-playlist-mutations';

const queued = vi.hoisted(() => [] as OutboxAction[]);
vi.mock('@tangerine/offline-web/browser-outbox', () => ({ browserOutbox: () => ({ add: async (action: OutboxAction) => void queued.push(action) }) }));

function setOnline(onLine: boolean) {
  vi.stubGlobal('navigator', { onLine });
}

afterEach(() => {
  vi.unstubAllGlobals();
  queued.length = 0;
});

describe('library edits made offline', () => {
  it.each([
    ['playlist add', () => userPlaylistMutations.addTrack(), { playlistId: 'up_1', trackId: 'tr_1' }, { kind: 'playlist.add', playlistId: 'up_1', trackId: 'tr_1' }],
    ['playlist remove', () => userPlaylistMutations.removeTrack(), { playlistId: 'up_1', trackId: 'tr_1' }, { kind: 'playlist.remove', playlistId: 'up_1', trackId: 'tr_1' }],
    ['like', () => favoriteMutations.like(), 'tr_1', { kind: 'like', trackId: 'tr_1' }],
  ] as const)('%s goes to the outbox without a call', async (_name, factory, variables, action) => {
    setOnline(false);
    const { requests, queryClient } = apiHarness();
    await new MutationObserver(queryClient, factory() as never).mutate(variables as never);
    expect(requests).toHaveLength(0);
    expect(queued).toEqual([action]);
  });

  it('a call the network drops halfway goes to the outbox too', async () => {
    const { queryClient } = apiHarness(() => {
      setOnline(false);
      throw new TypeError('Failed to fetch');
    });
    setOnline(true);
    await new MutationObserver(queryClient, userPlaylistMutations.addTrack() as never).mutate({ playlistId: 'up_1', trackId: 'tr_1' } as never);
    expect(queued).toEqual([{ kind: 'playlist.add', playlistId: 'up_1', trackId: 'tr_1' }]);
  });

  it('online, a server error is the listener\'s to see, not queued', async () => {
    setOnline(true);
    const { queryClient } = apiHarness(() => json(404, { message: 'Playlist not found', code: 'not_found' }));
    await expect(new MutationObserver(queryClient, userPlaylistMutations.addTrack() as never).mutate({ playlistId: 'up_x', trackId: 'tr_1' } as never)).rejects.toThrow('Playlist not found');
    expect(queued).toEqual([]);
  });
});
