import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/** A name the listener gave a device (Connect, the profile dialog); null keeps the one made from its browser. */
export function deviceNamesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('devices').addColumn('name', 'text').execute();
    },
  };
}
