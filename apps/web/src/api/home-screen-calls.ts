import type { HomePayload, PlaylistList, Podcast, RadioStation } from '@tangerine/api';
import type { homeScreenQueries } from './home-screen-queries';
import { FEATURED_PLAYLIST_TYPE } from './playlist-queries';
import { HOME_PODCAST_LIMIT } from './podcast-queries';

type HomeScreenQuery = keyof ReturnType<typeof homeScreenQueries>;

export interface HomeScreenCall<Data> {
  /** The GET each query of Home makes (path and query string). */
  url: string;
  /** The query's data from that call's JSON body. */
  data: (body: unknown) => Data;
}

/**
 * Home's four queries as plain GETs: the server makes them to render Home into the page (and puts
 * their answers in it for the app's cache). home-screen-calls.test.ts keeps them equal to the
 * query factories' own requests.
 */
export const homeScreenCalls = {
  feed: { url: '/api/v1/browse/home', data: (body) => body as HomePayload },
  playlists: { url: `/api/v1/browse/playlists?type=${FEATURED_PLAYLIST_TYPE}`, data: (body) => body as PlaylistList },
  podcasts: { url: `/api/v1/browse/podcasts?limit=${HOME_PODCAST_LIMIT}`, data: (body) => (body as { podcasts: Podcast[] }).podcasts },
  stations: { url: '/api/v1/browse/radio', data: (body) => (body as { stations: RadioStation[] }).stations },
} satisfies Record<HomeScreenQuery, HomeScreenCall<unknown>>;
