import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Scrobbling: a code's connections to ListenBrainz and Last.fm, the durable outbox of what is to be
 * sent to them (one row per play and service, so a play is never sent twice and survives a restart),
 * each device's listening in progress (measured from its heartbeats), and pending Last.fm sign-ins.
 */
export function scrobblingMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const primary = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('scrobble_connections')
        .addColumn('id', id as 'integer', primary)
        .addColumn('code_id', 'integer', (c) => c.notNull().references('activation_codes.id').onDelete('cascade'))
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('connected'))
        .addColumn('message', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('scrobble_connections_code_service', ['code_id', 'service'])
        .execute();
      await db.schema
        .createTable('scrobble_outbox')
        .addColumn('id', id as 'integer', primary)
        .addColumn('connection_id', 'integer', (c) => c.notNull().references('scrobble_connections.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('play_key', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('scrobble_outbox_once', ['connection_id', 'kind', 'play_key'])
        .execute();
      await db.schema.createIndex('scrobble_outbox_due').on('scrobble_outbox').columns(['sent_at', 'next_attempt_at']).execute();
      await db.schema
        .createTable('scrobble_listening')
        .addColumn('device_row_id', 'integer', (c) => c.primaryKey().references('devices.id').onDelete('cascade'))
        .addColumn('code_id', 'integer', (c) => c.notNull())
        .addColumn('track_id', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('listened_ms', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('beat_at', 'text', (c) => c.notNull())
        .addColumn('playing', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('scrobbled', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('lastfm_sign_ins')
        .addColumn('state', 'text', (c) => c.primaryKey())
        .addColumn('code_id', 'integer', (c) => c.notNull().references('activation_codes.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
