import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';
import { ALL_ACCOUNTS, PLAYS_CHANNEL } from '../schema-names.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * PostgreSQL: a new play NOTIFYs its account's id (a play of no account, none), and any update, delete or truncate of plays
 * NOTIFYs ALL_ACCOUNTS, whoever runs it (a server process, the admin CLI, psql), delivered at commit
 * to every process listening, so their kept "recently played" sections drop at once.
 * PostgreSQL folds equal notifications within a transaction, so a bulk load of one account is one.
 */
export function playsNotifyMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql.raw(`CREATE FUNCTION tangerine_play_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('${PLAYS_CHANNEL}', NEW.code_id::text);
          RETURN NULL;
        END $$`).execute(db);
      await sql.raw(`CREATE FUNCTION tangerine_plays_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('${PLAYS_CHANNEL}', '${ALL_ACCOUNTS}');
          RETURN NULL;
        END $$`).execute(db);
      await sql.raw(`CREATE TRIGGER plays_recorded AFTER INSERT ON plays FOR EACH ROW WHEN (NEW.code_id IS NOT NULL) EXECUTE FUNCTION tangerine_play_recorded()`).execute(db);
      await sql.raw(`CREATE TRIGGER plays_changed AFTER UPDATE OR DELETE OR TRUNCATE ON plays FOR EACH STATEMENT EXECUTE FUNCTION tangerine_plays_changed()`).execute(db);
    },
  };
}
