import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/** The admin console: the hashed admin key, the audit log of admin actions, a note on codes. */
export function adminConsoleMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('admin_keys')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      const audit = db.schema.createTable('admin_audit_log');
      await (dialect === 'postgres' ? audit.addColumn('id', 'serial', (c) => c.primaryKey()) : audit.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
        .addColumn('at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text')
        .addColumn('detail', 'text')
        .execute();
      await db.schema.createIndex('admin_audit_log_at').on('admin_audit_log').columns(['at', 'id']).execute();
      await db.schema.alterTable('activation_codes').addColumn('note', 'text').execute();
    },
  };
}
