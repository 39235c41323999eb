import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/** A smart playlist is a user playlist with rules (JSON): its songs are computed when it is read. */
export function smartPlaylistsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('user_playlists').addColumn('rules', 'text').execute();
    },
  };
}
