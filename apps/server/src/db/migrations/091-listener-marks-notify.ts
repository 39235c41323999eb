import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * PostgreSQL: album and artist stars and ratings change what Subsonic answers show as the listener's
 * own (`starred`, `userRating`) like liked songs do, so any statement changing them NOTIFYs the same
 * channel as migration 041's likes, whoever runs it: the marks each process keeps go at once.
 * SQLite needs nothing: every Subsonic call syncs other processes' commits first.
 */
export function listenerMarksNotifyMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      for (const table of ['album_stars', 'artist_stars', 'subsonic_ratings']) {
        await sql.raw(`CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION tangerine_likes_changed()`).execute(db);
      }
    },
  };
}
