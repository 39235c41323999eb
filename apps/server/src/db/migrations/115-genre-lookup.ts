import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Smart playlists compare genres without case (`LOWER(genre) = 'rock'`): with this index the songs of
 * a genre are found from the index instead of testing every song's genres in turn.
 */
export function genreLookupMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await sql`CREATE INDEX track_genres_lower ON track_genres (LOWER(genre), owner_id)`.execute(db);
    },
  };
}
