import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * SQLite: a counter bumped by every change to search_documents, so a process can keep the search
 * vocabulary in memory and reload it only when the catalogue changed (also by another process).
 * Reading the vocabulary through fts5vocab walks the whole word index, too slow for every search.
 */
export function sqliteSearchVersionMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'sqlite') return;
      await sql`CREATE TABLE search_version (id integer PRIMARY KEY CHECK (id = 1), version integer NOT NULL)`.execute(db);
      await sql`INSERT INTO search_version (id, version) VALUES (1, 0)`.execute(db);
      for (const [name, event] of [['ai', 'INSERT'], ['ad', 'DELETE'], ['au', 'UPDATE']] as const) {
        await sql.raw(`CREATE TRIGGER search_version_${name} AFTER ${event} ON search_documents BEGIN UPDATE search_version SET version = version + 1 WHERE id = 1; END`).execute(db);
      }
    },
  };
}
