import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * A track's lyrics, one row per track: where they came from (embedded tag, .lrc or .txt beside the
 * file, the demo), whether the lines carry times, their language, and the lines as JSON
 * (`[{ "start": ms | null, "text": "..." }]`). Gone with the track.
 */
export function trackLyricsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('track_lyrics')
        .addColumn('track_id', 'integer', (c) => c.primaryKey().references('tracks.id').onDelete('cascade'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('synced', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('language', 'text')
        .addColumn('lines', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
