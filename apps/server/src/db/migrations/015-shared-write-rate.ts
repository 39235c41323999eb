import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * PostgreSQL: each device's write token bucket (auth/write-rate.ts) in one row, so every server
 * process on the database takes from the same bucket. SQLite (one process) keeps it in memory.
 */
export function sharedWriteRateMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('device_write_buckets')
        .addColumn('device_row_id', 'integer', (c) => c.primaryKey().references('devices.id').onDelete('cascade'))
        .addColumn('tokens', 'double precision', (c) => c.notNull())
        .addColumn('at_ms', 'bigint', (c) => c.notNull())
        .addColumn('allowed', 'boolean', (c) => c.notNull())
        .execute();
      // Rows change on every write: leave room on each page for updated versions (HOT updates).
      await sql`ALTER TABLE device_write_buckets SET (fillfactor = 50)`.execute(db);
    },
  };
}
