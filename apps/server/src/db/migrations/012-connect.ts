import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';
import { CONNECT_CHANNEL } from '../schema-names.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Playback across devices (Connect, product §4): a version on the play queue (remote queue edits
 * compare it), each device's reported player state and whether it holds an event channel. On
 * PostgreSQL, revoking a code or removing a device NOTIFYs every process, whoever did it (a server
 * process, the admin CLI, psql), so open channels of that device close at once.
 */
export function connectMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('play_queues').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('devices').addColumn('player_state', 'text').execute();
      await db.schema.alterTable('devices').addColumn('channel_at', 'text').execute();
      if (dialect !== 'postgres') return;
      await sql.raw(`CREATE FUNCTION tangerine_connect_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_TABLE_NAME = 'devices' THEN
            PERFORM pg_notify('${CONNECT_CHANNEL}', json_build_object('kind', 'revoked', 'deviceRowId', OLD.id)::text);
          ELSE
            PERFORM pg_notify('${CONNECT_CHANNEL}', json_build_object('kind', 'revoked', 'codeId', NEW.id)::text);
          END IF;
          RETURN NULL;
        END $$`).execute(db);
      await sql.raw(`CREATE TRIGGER devices_connect_revoked AFTER DELETE ON devices FOR EACH ROW EXECUTE FUNCTION tangerine_connect_revoked()`).execute(db);
      await sql.raw(`CREATE TRIGGER codes_connect_revoked AFTER UPDATE OF revoked_at ON activation_codes FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL) EXECUTE FUNCTION tangerine_connect_revoked()`).execute(db);
    },
  };
}
