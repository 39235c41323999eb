import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * A track's loudness (integrated LUFS and sample peak, for the track and its album, and where they
 * came from: ReplayGain or R128 tags, or measured at import) and an MP3's gapless fields (the LAME
 * tag's encoder delay and padding, in samples at the file's sample rate). All nullable: unknown.
 * One column per statement, the same on both databases (SQLite adds one column at a time).
 */
export function trackLoudnessMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      const columns: [string, 'real' | 'integer' | 'text'][] = [
        ['track_loudness', 'real'],
        ['track_peak', 'real'],
        ['album_loudness', 'real'],
        ['album_peak', 'real'],
        ['loudness_source', 'text'],
        ['encoder_delay', 'integer'],
        ['encoder_padding', 'integer'],
        ['sample_rate', 'integer'],
      ];
      for (const [name, type] of columns) await db.schema.alterTable('tracks').addColumn(name, type).execute();
    },
  };
}
