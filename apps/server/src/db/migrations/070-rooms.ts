import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Rooms: several devices play as one, in sync. A room belongs to the owner's activation code and
 * keeps its queue and playback ("track T started at server time S", or paused at a position) in the
 * database, so it survives a server restart. Members are devices of the owner's code or guests of
 * other codes (joined with the room's join code); a device is in one room at a time.
 */
export function roomsMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const ms = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('rooms')
        .addColumn('id', id as 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('owner_code_id', 'integer', (c) => c.notNull().references('activation_codes.id').onDelete('cascade'))
        .addColumn('host_device_row_id', 'integer', (c) => c.notNull())
        .addColumn('join_code', 'text', (c) => c.unique())
        .addColumn('track_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('current_index', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('started_at_ms', ms as 'real')
        .addColumn('paused_position_ms', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('playing', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rooms_owner_code').on('rooms').column('owner_code_id').execute();
      await db.schema
        .createTable('room_members')
        .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
        .addColumn('device_row_id', 'integer', (c) => c.notNull().unique().references('devices.id').onDelete('cascade'))
        .addColumn('guest', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('room_members_room').on('room_members').column('room_id').execute();
    },
  };
}
