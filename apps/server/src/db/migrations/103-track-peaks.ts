import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * A track's waveform for the seek bar: computed once from its audio file (on first request) and
 * kept, with the file it came from, so a replaced file is measured again. `peaks` is base64 of one
 * byte (0–255) per column: a few hundred bytes. Gone with the track.
 */
export function trackPeaksMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('track_peaks')
        .addColumn('track_id', 'integer', (c) => c.primaryKey().references('tracks.id').onDelete('cascade'))
        .addColumn('audio_file_id', 'integer', (c) => c.notNull())
        .addColumn('file_size', 'bigint', (c) => c.notNull())
        .addColumn('peaks', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
