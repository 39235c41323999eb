import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * A room member whose channel is gone: since when (null while its channel is open). A member away
 * for less than the grace period keeps its place and rejoins in sync; past it, it leaves the room.
 */
export function roomMemberAwayMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('room_members').addColumn('away_since', 'text').execute();
    },
  };
}
