import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../schema.js';
import { ensureTrackSlices } from '../../repositories/search-chunks.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/** PostgreSQL: the songs' word index in id slices (search-chunks.ts) for a catalogue already there. */
export function postgresTrackSlicesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') await ensureTrackSlices(db);
    },
  };
}
