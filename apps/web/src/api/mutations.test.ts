// @vitest-environment node
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PlayerTrack } from '@tangerine/player-machine';
import { refreshAfterPlay } from './activity-refresh';
import { favoriteMutations } from './favorite-mutations';
import { favoriteQueries } from './favorite-queries';
import { apiHarness, json } from './test-support/api-harness';
import { trendingQueries } from './trending-queries';
import { userPlaylistMutations } from './user-playlist-mutations';
import { userPlaylistQueries } from './user-playlist-queries';

function seed(queryClient: QueryClient, ...keys: Array<readonly unknown[]>) {
  for (const key of keys) queryClient.setQueryData(key, { seeded: true });
}
const invalidated = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

async function run<TData, TVariables>(queryClient: QueryClient, options: object, variables: TVariables): Promise<TData> {
  const observer = new MutationObserver<TData, Error, TVariables>(queryClient, options as never);
  return observer.mutate(variables);
}

const playlist = { id: 'up_1', name: 'Road trip', description: null, track_count: 1, created_at: '2026-11-01T18:20:00Z', updated_at: '2026-11-01T18:20:00Z' };

describe('user playlist mutations', () => {
  it.each([
    ['create', () => userPlaylistMutations.create(), { name: 'Road trip' }, 'POST', '/api/v1/playlists', { name: 'Road trip' }],
    ['update', () => userPlaylistMutations.update(), { id: 'up_1', changes: { name: 'New' } }, 'PATCH', '/api/v1/playlists/up_1', { name: 'New' }],
    ['add track', () => userPlaylistMutations.addTrack(), { playlistId: 'up_1', trackId: 'tr_1' }, 'POST', '/api/v1/playlists/up_1/tracks', { track_id: 'tr_1' }],
    ['remove track', () => userPlaylistMutations.removeTrack(), { playlistId: 'up_1', trackId: 'tr_1' }, 'DELETE', '/api/v1/playlists/up_1/tracks/tr_1', undefined],
  ] as const)('%s calls the contract and invalidates the playlists', async (_name, factory, variables, method, url, body) => {
    const { queryClient, requests, lastUrl } = apiHarness(() => json(200, playlist));
    seed(queryClient, userPlaylistQueries.list().queryKey, userPlaylistQueries.detail('up_1').queryKey, userPlaylistQueries.detail('up_2').queryKey);
    await run(queryClient, factory(), variables);
    expect(requests.at(-1)?.method).toBe(method);
    expect(lastUrl()).toBe(url);
    if (body) expect(await requests.at(-1)?.json()).toEqual(body);
    expect(invalidated(queryClient, userPlaylistQueries.list().queryKey)).toBe(true);
    expect(invalidated(queryClient, userPlaylistQueries.detail('up_2').queryKey)).toBe(false);
  });

  it('create carries the SPEC texts for its toasts', () => {
    expect(userPlaylistMutations.create().meta).toEqual({ successMessage: 'Playlist created successfully!', errorMessage: 'Failed to create playlist' });
  });

  it('delete drops the playlist and refreshes the list', async () => {
    const { queryClient, lastUrl } = apiHarness(() => new Response(null, { status: 204 }));
    seed(queryClient, userPlaylistQueries.list().queryKey, userPlaylistQueries.detail('up_1').queryKey);
    await run(queryClient, userPlaylistMutations.remove(), 'up_1');
    expect(lastUrl()).toBe('/api/v1/playlists/up_1');
    expect(queryClient.getQueryState(userPlaylistQueries.detail('up_1').queryKey)).toBeUndefined();
    expect(invalidated(queryClient, userPlaylistQueries.list().queryKey)).toBe(true);
  });

  it('a failed create rejects and invalidates nothing', async () => {
    const { queryClient } = apiHarness(() => json(400, { message: 'body/name must match pattern' }));
    seed(queryClient, userPlaylistQueries.list().queryKey);
    await expect(run(queryClient, userPlaylistMutations.create(), { name: ' ' })).rejects.toMatchObject({ status: 400 });
    expect(invalidated(queryClient, userPlaylistQueries.list().queryKey)).toBe(false);
  });
});

describe('favorites', () => {
  it.each([
    ['like', () => favoriteMutations.like(), 'POST', '/api/v1/favorites/tr_1', favoriteQueries.list().queryKey],
    ['unlike', () => favoriteMutations.unlike(), 'DELETE', '/api/v1/favorites/tr_1', favoriteQueries.list().queryKey],
  ] as const)('%s calls the contract and invalidates its list', async (_name, factory, method, url, key) => {
    const { queryClient, requests, lastUrl } = apiHarness(() => (method === 'DELETE' ? new Response(null, { status: 204 }) : json(201, { track: {}, created_at: 'x' })));
    seed(queryClient, key);
    await run(queryClient, factory(), 'tr_1');
    expect(requests.at(-1)?.method).toBe(method);
    expect(lastUrl()).toBe(url);
    expect(invalidated(queryClient, key)).toBe(true);
  });
});

describe('after a counted play (refreshAfterPlay)', () => {
  const item = (kind: PlayerTrack['kind'], extra: Partial<PlayerTrack> = {}) => ({ id: 'x_1', kind, albumId: null, ...extra }) as PlayerTrack;

  it('a song refreshes recently played at once and marks the charts stale', async () => {
    const { queryClient } = apiHarness(() => json(200, { tracks: [] }));
    seed(queryClient, trendingQueries.recentlyPlayed().queryKey, trendingQueries.tracks().queryKey);
    await refreshAfterPlay(queryClient, item('song'));
    expect(invalidated(queryClient, trendingQueries.recentlyPlayed().queryKey)).toBe(true);
    expect(invalidated(queryClient, trendingQueries.tracks().queryKey)).toBe(true);
  });

  it.each([
    ['an episode', item('episode', { podcastId: 'po_1' })],
    ['a station', item('radio', { stationId: 'ra_1' })],
  ] as const)('%s leaves recently played and the charts alone', async (_name, track) => {
    const { queryClient } = apiHarness(() => json(200, {}));
    seed(queryClient, trendingQueries.recentlyPlayed().queryKey, trendingQueries.tracks().queryKey);
    await refreshAfterPlay(queryClient, track);
    expect(invalidated(queryClient, trendingQueries.recentlyPlayed().queryKey)).toBe(false);
    expect(invalidated(queryClient, trendingQueries.tracks().queryKey)).toBe(false);
  });
});
