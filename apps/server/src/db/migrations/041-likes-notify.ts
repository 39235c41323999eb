import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';
import { LIKES_CHANNEL } from '../schema-names.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */


/**
 * PostgreSQL: any statement that changes liked songs (a like, an unlike, a cascade from a deleted
 * song or code, a truncate), whoever runs it, NOTIFYs every listening process at commit, so the
 * likes they keep for Subsonic answers go at once. Equal notifications of one transaction fold into one.
 */
export function likesNotifyMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql.raw(`CREATE FUNCTION tangerine_likes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('${LIKES_CHANNEL}', '');
          RETURN NULL;
        END $$`).execute(db);
      await sql.raw(`CREATE TRIGGER favorites_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON favorites FOR EACH STATEMENT EXECUTE FUNCTION tangerine_likes_changed()`).execute(db);
    },
  };
}
