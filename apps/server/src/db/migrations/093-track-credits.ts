import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * What real tags say beyond one artist and a disc number: a disc's subtitle (TSST, DISCSUBTITLE,
 * SETSUBTITLE: "Disc 2: Live"), and every artist credited on a track (ARTISTS, "A feat. B") in
 * order. `tracks.artist_id` stays the first of them, so readers that know one artist keep working.
 */
export function trackCreditsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('tracks').addColumn('disc_subtitle', 'text').execute();
      await db.schema
        .createTable('track_artists')
        .addColumn('track_id', 'integer', (c) => c.notNull().references('tracks.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id'))
        .addPrimaryKeyConstraint('track_artists_pk', ['track_id', 'position'])
        .execute();
      await db.schema.createIndex('track_artists_artist').on('track_artists').columns(['artist_id', 'track_id']).execute();
    },
  };
}
