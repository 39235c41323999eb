/** Texts of product §8 that the client itself produces. */
export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please activate again.';

/** The five direct fetches of product §8 fail with their own texts (screens then show their "not found" text). */
export const DIRECT_FETCH_MESSAGES = {
  libraryAlbums: 'Failed to fetch albums',
  radioStations: 'Failed to fetch radio stations',
  radioStation: 'Failed to fetch radio station',
  podcasts: 'Failed to fetch podcasts',
  podcast: 'Failed to fetch podcast',
} as const;
