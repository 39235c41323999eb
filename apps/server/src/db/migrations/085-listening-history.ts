import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * History and "Your year" read one account's plays of a period: with the track id in the index they
 * are answered from the index alone (plays_account lacks ref_id, so every play was a table lookup).
 * It replaces plays_account, of which it is an extension.
 */
export function listeningHistoryMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('plays_account_history').on('plays').columns(['code_id', 'kind', 'played_at', 'ref_id']).execute();
      await db.schema.dropIndex('plays_account').execute();
    },
  };
}
