import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then */

/**
 * App passwords for Subsonic apps. Each one is a device of its activation code (its `devices` row
 * counts toward the device limit and is removed with it); the password is kept encrypted with the
 * server's secret because salted-MD5 token logins need it in clear, and its SHA-256 finds API keys.
 */
export function appPasswordsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      const builder = db.schema.createTable('app_passwords');
      await (dialect === 'postgres' ? builder.addColumn('id', 'serial', (c) => c.primaryKey()) : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
        .addColumn('device_row_id', 'integer', (c) => c.notNull().unique().references('devices.id').onDelete('cascade'))
        .addColumn('code_id', 'integer', (c) => c.notNull().references('activation_codes.id').onDelete('cascade'))
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_enc', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .execute();
      await db.schema.createIndex('app_passwords_code').on('app_passwords').columns(['code_id']).execute();
    },
  };
}
