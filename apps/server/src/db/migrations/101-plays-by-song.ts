import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * Autoplay and Instant mix read when one account played given songs (co-listening): plays_ref
 * (kind, ref_id) would also walk every other account's plays of a popular song.
 */
export function playsBySongMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('plays_account_song').on('plays').columns(['code_id', 'kind', 'ref_id', 'played_at']).execute();
    },
  };
}
