import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/** The one server-side play queue of a listener (activation code), shared by the web app and Subsonic apps. */
export function playQueueMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('play_queues')
        .addColumn('code_id', 'integer', (c) => c.primaryKey().references('activation_codes.id').onDelete('cascade'))
        .addColumn('track_ids', 'text', (c) => c.notNull())
        .addColumn('current_index', 'integer', (c) => c.notNull())
        .addColumn('position_ms', 'bigint', (c) => c.notNull())
        .addColumn('shuffle', 'integer', (c) => c.notNull())
        .addColumn('repeat', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
