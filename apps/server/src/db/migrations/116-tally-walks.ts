import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * PostgreSQL reads the play tallies in one process. Every read of them is one listener's rows: a
 * smart playlist sorted by plays walks them in index order and stops at its limit. Parallel workers
 * each read ahead on their own slice, so such a walk read twice the rows it needed (13,877 instead
 * of 6,610 at 1,000,000 plays) and waited for the workers to start. SQLite runs no parallel scans.
 */
export function tallyWalksMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') await sql`ALTER TABLE play_tallies SET (parallel_workers = 0)`.execute(db);
    },
  };
}
