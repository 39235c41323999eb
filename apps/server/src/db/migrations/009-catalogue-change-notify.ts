import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';
import { CATALOGUE_CHANNEL, CATALOGUE_TABLES } from '../schema-names.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * PostgreSQL: one NOTIFY per statement that changes the catalogue, whoever runs it (a server
 * process, the admin CLI, psql), delivered at commit to every process listening, so their caches
 * drop stale answers at once instead of at their TTL. Statement-level, so a bulk import is one
 * notification per statement, not per row (and PostgreSQL folds equal ones within a transaction).
 */
export function catalogueChangeNotifyMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql.raw(`CREATE FUNCTION tangerine_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('${CATALOGUE_CHANNEL}', TG_TABLE_NAME);
          RETURN NULL;
        END $$`).execute(db);
      for (const table of CATALOGUE_TABLES) {
        await sql.raw(`CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION tangerine_catalogue_changed()`).execute(db);
      }
    },
  };
}
