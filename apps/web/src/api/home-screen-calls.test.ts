// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeScreenCalls } from './home-screen-calls';
import { homeScreenQueries } from './home-screen-queries';
import { apiHarness, json } from './test-support/api-harness';

const bodies: Record<keyof typeof homeScreenCalls, unknown> = {
  feed: { recently_added: [], latest_songs: [], popular_albums: [], trending_artists: [], recently_played: [] },
  playlists: { playlists: [{ id: 'pl_1', title: 'Morning' }], total: 1 },
  podcasts: { podcasts: [{ id: 'po_1', title: 'Talk' }] },
  stations: { stations: [{ id: 'ra_1', name: 'Jazz FM' }] },
};

describe('homeScreenCalls', () => {
  it.each(Object.keys(homeScreenCalls) as Array<keyof typeof homeScreenCalls>)('%s: the GET its query makes, and the data its query keeps', async (name) => {
    const { queryClient, lastUrl } = apiHarness(() => json(200, bodies[name]));
    const query = homeScreenQueries()[name];
    const fetched = await queryClient.fetchQuery(query as Parameters<typeof queryClient.fetchQuery>[0]);
    expect(homeScreenCalls[name].url).toBe(lastUrl());
    expect(homeScreenCalls[name].data(bodies[name])).toEqual(fetched);
  });

  it('cover every query of Home', () => {
    expect(Object.keys(homeScreenCalls).sort()).toEqual(Object.keys(homeScreenQueries()).sort());
  });
});
