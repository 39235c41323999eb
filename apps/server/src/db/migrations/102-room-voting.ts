import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Voting in a room: once the owner turns it on, a guest's "Add to room" becomes a proposal that
 * members vote on, and the most-voted proposal plays next. Proposals live with the room (a JSON
 * array like its queue), so they end with it and survive a restart.
 */
export function roomVotingMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('rooms').addColumn('voting', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('rooms').addColumn('proposals', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    },
  };
}
