import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.js';
import type { Album, PodcastDetail, Podcast, RadioStation } from '../types.js';
import { ApiError, isAbort } from './api-error.js';
import { DIRECT_FETCH_MESSAGES } from './messages.js';

type Init = { signal?: AbortSignal };

/** Library albums (limit 200), radio list, radio station, podcast list, podcast (product §7–8). */
export interface DirectFetches {
  libraryAlbums(init?: Init): Promise<Album[]>;
  radioStations(init?: Init): Promise<RadioStation[]>;
  radioStation(id: string, init?: Init): Promise<RadioStation>;
  podcasts(limit: number, init?: Init): Promise<Podcast[]>;
  podcast(id: string, init?: Init): Promise<PodcastDetail>;
}

export const LIBRARY_ALBUM_LIMIT = 200;
export const PODCAST_LIST_LIMIT = 1000;

/** Runs a call; any failure (but a cancellation) becomes an `ApiError` with the call's own text. */
async function directly<D>(message: string, call: () => Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(error instanceof ApiError ? error.status : 0, message, 'fetch_failed', undefined, { cause: error });
  }
  if (!result.response.ok || result.data === undefined) {
    throw new ApiError(result.response.status, message, 'fetch_failed', result.error);
  }
  return result.data;
}

export function createDirectFetches(client: Client<paths>): DirectFetches {
  return {
    libraryAlbums: async ({ signal } = {}) =>
      (
        await directly(DIRECT_FETCH_MESSAGES.libraryAlbums, () =>
          client.GET('/api/v1/browse/albums', { params: { query: { limit: LIBRARY_ALBUM_LIMIT } }, signal }),
        )
      ).albums,
    radioStations: async ({ signal } = {}) =>
      (await directly(DIRECT_FETCH_MESSAGES.radioStations, () => client.GET('/api/v1/browse/radio', { signal }))).stations,
    radioStation: (id, { signal } = {}) =>
      directly(DIRECT_FETCH_MESSAGES.radioStation, () => client.GET('/api/v1/browse/radio/{id}', { params: { path: { id } }, signal })),
    podcasts: async (limit, { signal } = {}) =>
      (
        await directly(DIRECT_FETCH_MESSAGES.podcasts, () =>
          client.GET('/api/v1/browse/podcasts', { params: { query: { limit } }, signal }),
        )
      ).podcasts,
    podcast: (id, { signal } = {}) =>
      directly(DIRECT_FETCH_MESSAGES.podcast, () => client.GET('/api/v1/browse/podcasts/{id}', { params: { path: { id } }, signal })),
  };
}
