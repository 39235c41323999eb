import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/** The slice width of the songs' word index when this migration was written (search-chunks.ts keeps the live one). */
const SLICE = 65_536;

/**
 * PostgreSQL: the songs' word index in id slices (see repositories/search-chunks.ts) for a catalogue
 * already there: one partial GIN index per 65,536 song ids up to the highest. Written out here, as it
 * was then, so the migration never changes with the code.
 */
export function postgresTrackSlicesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      const { rows } = await sql<{ top: number | string | null }>`SELECT max(ref_id) AS top FROM search_documents WHERE kind = 'track'`.execute(db);
      const top = rows[0]?.top;
      if (top === null || top === undefined) return;
      for (let start = 0; start <= Number(top); start += SLICE) {
        await sql.raw(`CREATE INDEX IF NOT EXISTS search_documents_track_${start}_${start + SLICE} ON search_documents USING gin (search_vector) WHERE kind = 'track' AND ref_id >= ${start} AND ref_id < ${start + SLICE}`).execute(db);
      }
    },
  };
}
