/**
 * Names the schema and the code share: notify channels, the catalogue's tables, the search kinds and
 * prefix lengths. Migrations take them from here and import no other module of the code; no code
 * imports a migration (db/migrations-imports.test.ts checks both).
 */

/** The kinds of the word index, one index per kind (migration 003). */
export const SEARCH_KINDS = ['track', 'album', 'artist', 'playlist'] as const;

/** The tables whose changes make shared answers (home, album pages, search) stale. */
export const CATALOGUE_TABLES = ['media_files', 'artists', 'artist_genres', 'albums', 'album_genres', 'tracks', 'track_genres', 'catalog_playlists', 'catalog_playlist_tracks', 'podcasts', 'episodes', 'radio_stations'] as const;

/** The channel every server process LISTENs on (`cache/change-feed.ts`). */
export const CATALOGUE_CHANNEL = 'tangerine_catalogue';

/** The channel every server process LISTENs on for device events (`connect/bus.ts`). */
export const CONNECT_CHANNEL = 'tangerine_connect';

/** The channel every server process LISTENs on for plays (`cache/recently-played-cache.ts`). */
export const PLAYS_CHANNEL = 'tangerine_plays';

/** The payload that says "every account's plays may have changed" (an update, delete or truncate). */
export const ALL_ACCOUNTS = '*';

/** Lengths of the word beginnings each kind's SQLite word index keeps a prefix index for. */
export const SQLITE_KIND_PREFIXES = [1, 2, 3, 4, 5, 6] as const;

/** The PostgreSQL channel a change to any listener's liked songs is told on (migration 041). */
export const LIKES_CHANNEL = 'tangerine_likes';
