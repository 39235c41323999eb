// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { albumQueries } from './album-queries';
import { artistQueries } from './artist-queries';
import { downloadQueries } from './download-queries';
import { favoriteQueries } from './favorite-queries';
import { homeQueries } from './home-queries';
import { playQueueQueries } from './play-queue-queries';
import { playlistQueries } from './playlist-queries';
import { podcastQueries } from './podcast-queries';
import { radioQueries } from './radio-queries';
import { roomQueueQueries } from './room-queue-queries';
import { searchQueries } from './search-queries';
import { apiHarness, json } from './test-support/api-harness';
import { trackQueries } from './track-queries';
import { trendingQueries } from './trending-queries';
import { userPlaylistQueries } from './user-playlist-queries';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, index) => key[index] === part);

describe('query keys', () => {
  it('nest under each area so one invalidation reaches every query of it', () => {
    const areas = [
      [albumQueries.all(), [albumQueries.list(2, 'Jazz'), albumQueries.library(), albumQueries.detail('al_1')]],
      [artistQueries.all(), [artistQueries.list(), artistQueries.detail('ar_1')]],
      [playlistQueries.all(), [playlistQueries.list(), playlistQueries.onHome(), playlistQueries.detail('pl_1')]],
      [userPlaylistQueries.all(), [userPlaylistQueries.list(), userPlaylistQueries.detail('up_1')]],
      [podcastQueries.all(), [podcastQueries.list(), podcastQueries.onHome(), podcastQueries.detail('po_1')]],
      [radioQueries.all(), [radioQueries.list(), radioQueries.onHome(), radioQueries.detail('ra_1')]],
      [searchQueries.all(), [searchQueries.results('nova'), searchQueries.autocomplete('nova')]],
      [trendingQueries.all(), [trendingQueries.tracks(), trendingQueries.artists(), trendingQueries.albums(), trendingQueries.recentlyPlayed(), trendingQueries.onHome()]],
      [homeQueries.all(), [homeQueries.feed()]],
      [trackQueries.all(), [trackQueries.detail('tr_1'), trackQueries.lyrics('tr_1')]],
      [favoriteQueries.all(), [favoriteQueries.list()]],
      [downloadQueries.all(), [downloadQueries.list()]],
      [playQueueQueries.all(), [playQueueQueries.saved()]],
      [roomQueueQueries.all(), [roomQueueQueries.span({ roomId: 'room-1', version: 1, from: 1, to: 10 })]],
    ] as const;
    for (const [prefix, queries] of areas) for (const query of queries) expect(startsWith(query.queryKey, prefix), JSON.stringify(query.queryKey)).toBe(true);
    const roots = areas.map(([prefix]) => JSON.stringify(prefix));
    expect(new Set(roots).size).toBe(roots.length);
  });

  it('tell apart what they fetch', () => {
    expect(albumQueries.list(1).queryKey).not.toEqual(albumQueries.list(2).queryKey);
    expect(albumQueries.list(1, 'Jazz').queryKey).not.toEqual(albumQueries.list(1).queryKey);
    expect(albumQueries.detail('a').queryKey).toEqual(['albums', 'detail', 'a']);
    expect(podcastQueries.list().queryKey).not.toEqual(podcastQueries.onHome().queryKey);
    expect(radioQueries.list().queryKey).not.toEqual(radioQueries.onHome().queryKey);
    expect(searchQueries.results(' nova ', 1, 'song').queryKey).toEqual(['search', 'results', { q: 'nova', page: 1, type: 'song' }]);
    expect(trendingQueries.tracks('week', 6).queryKey).toEqual(trendingQueries.onHome().queryKey);
  });
});

describe('query options (product §7)', () => {
  it('home is always stale, not cached and refetched on window focus', () => {
    expect(homeQueries.feed()).toMatchObject({ staleTime: 0, gcTime: 0, refetchOnWindowFocus: true });
  });

  it('home sections: podcasts, radio and playlists cached one minute, trending five', () => {
    expect(podcastQueries.onHome().gcTime).toBe(60_000);
    expect(radioQueries.onHome().gcTime).toBe(60_000);
    expect(playlistQueries.onHome().gcTime).toBe(60_000);
    expect(trendingQueries.onHome().gcTime).toBe(300_000);
  });

  it('other queries take the defaults (fresh 5 minutes, no refetch on focus)', () => {
    for (const query of [albumQueries.detail('a'), artistQueries.list(), trackQueries.detail('t'), favoriteQueries.list()]) {
      expect(query.staleTime).toBeUndefined();
      expect(query.refetchOnWindowFocus).toBeUndefined();
    }
  });

  it('search and autocomplete run from 2 characters only', () => {
    expect(searchQueries.results('n').enabled).toBe(false);
    expect(searchQueries.results(' n ').enabled).toBe(false);
    expect(searchQueries.results('no').enabled).toBe(true);
    expect(searchQueries.autocomplete('n').enabled).toBe(false);
    expect(searchQueries.autocomplete('ne').enabled).toBe(true);
  });
});

describe('query functions call the contract', () => {
  const page = { page: 1, limit: 24, total: 0, total_pages: 0 };
  const cases: Array<[string, () => { queryKey: readonly unknown[] }, string, unknown]> = [
    ['albums list', () => albumQueries.list(2, 'Jazz'), '/api/v1/browse/albums?page=2&genre=Jazz', { ...page, albums: [] }],
    ['library albums', () => albumQueries.library(), '/api/v1/browse/albums?limit=200', { ...page, albums: [] }],
    ['album', () => albumQueries.detail('al_1'), '/api/v1/browse/albums/al_1', {}],
    ['artists', () => artistQueries.list(3), '/api/v1/browse/artists?page=3', { ...page, artists: [] }],
    ['artist', () => artistQueries.detail('ar_1'), '/api/v1/browse/artists/ar_1', {}],
    ['catalogue playlists', () => playlistQueries.list(), '/api/v1/browse/playlists', { ...page, playlists: [] }],
    ['featured playlists', () => playlistQueries.onHome(), '/api/v1/browse/playlists?type=featured', { ...page, playlists: [] }],
    ['playlist', () => playlistQueries.detail('pl_1'), '/api/v1/browse/playlists/pl_1', {}],
    ['my playlists', () => userPlaylistQueries.list(), '/api/v1/playlists', { ...page, playlists: [] }],
    ['my playlist', () => userPlaylistQueries.detail('up_1'), '/api/v1/playlists/up_1', {}],
    ['podcasts', () => podcastQueries.list(), '/api/v1/browse/podcasts?limit=1000', { ...page, podcasts: [] }],
    ['home podcasts', () => podcastQueries.onHome(), '/api/v1/browse/podcasts?limit=6', { ...page, podcasts: [] }],
    ['podcast', () => podcastQueries.detail('po_1'), '/api/v1/browse/podcasts/po_1', {}],
    ['radio', () => radioQueries.list(), '/api/v1/browse/radio', { ...page, stations: [] }],
    ['station', () => radioQueries.detail('ra_1'), '/api/v1/browse/radio/ra_1', {}],
    ['search', () => searchQueries.results('nova', 2, 'artist'), '/api/v1/search?q=nova&page=2&type=artist', {}],
    ['search all', () => searchQueries.results('nova'), '/api/v1/search?q=nova&page=1', {}],
    ['autocomplete', () => searchQueries.autocomplete('nov'), '/api/v1/search/autocomplete?q=nov', {}],
    ['trending tracks', () => trendingQueries.tracks(), '/api/v1/trending/tracks?period=today&limit=100', {}],
    ['home trending', () => trendingQueries.onHome(), '/api/v1/trending/tracks?period=week&limit=6', {}],
    ['trending artists', () => trendingQueries.artists(12, 'month'), '/api/v1/trending/artists?limit=12&period=month', {}],
    ['trending albums', () => trendingQueries.albums(), '/api/v1/trending/albums?limit=20', {}],
    ['recently played', () => trendingQueries.recentlyPlayed(), '/api/v1/trending/recently-played?limit=20', {}],
    ['home', () => homeQueries.feed(), '/api/v1/browse/home', {}],
    ['track', () => trackQueries.detail('tr_1'), '/api/v1/browse/tracks/tr_1', {}],
    ['track lyrics', () => trackQueries.lyrics('tr_1'), '/api/v1/browse/tracks/tr_1/lyrics', { track_id: 'tr_1', synced: false, language: null, lines: [] }],
    ['favorites', () => favoriteQueries.list(), '/api/v1/favorites', {}],
    ['downloads', () => downloadQueries.list(), '/api/v1/downloads', {}],
    ['saved play queue', () => playQueueQueries.saved(), '/api/v1/play-queue', {}],
  ];

  it.each(cases)('%s', async (_name, factory, url, body) => {
    const { queryClient, lastUrl } = apiHarness(() => json(200, body));
    await queryClient.fetchQuery(factory() as Parameters<typeof queryClient.fetchQuery>[0]);
    expect(lastUrl()).toBe(url);
  });

  it('a failing read rejects with the ApiError and reports it', async () => {
    const { queryClient, onError } = apiHarness(() => json(404, { message: 'Album not found' }));
    await expect(queryClient.fetchQuery(albumQueries.detail('nope'))).rejects.toMatchObject({ status: 404, message: 'Album not found' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a failing direct fetch rejects with its own text and no toast', async () => {
    const { queryClient, onError } = apiHarness(() => json(500, {}));
    await expect(queryClient.fetchQuery(radioQueries.list())).rejects.toThrow('Failed to fetch radio stations');
    await expect(queryClient.fetchQuery(podcastQueries.detail('po_1'))).rejects.toThrow('Failed to fetch podcast');
    expect(onError).not.toHaveBeenCalled();
  });
});
