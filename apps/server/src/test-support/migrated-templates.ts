import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closeDatabase, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';

/**
 * Running every migration was most of a test app's start, once per app and database. A run migrates
 * once into a template (global setups); each test database is then a copy of it: a file copy on
 * SQLite, `CREATE DATABASE ... TEMPLATE` on PostgreSQL. The migrator's own tests still migrate empty
 * databases.
 */
export const POSTGRES_TEMPLATE = 'tangerine_migrated';

/** A migrated SQLite data directory in a temp folder; answers its database file and a remover. */
export async function migrateSqliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-template-'));
  const handle = openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db, handle.dialect);
  } finally {
    // Closing the last connection checkpoints the WAL into the file, so the file alone is complete.
    await closeDatabase(handle);
  }
  return { file: handle.location, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** The migrated template database in the cluster of `adminUrl`; no one may connect to it afterwards. */
export async function migratePostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    const url = new URL(adminUrl);
    url.pathname = `/${POSTGRES_TEMPLATE}`;
    const handle = openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
    try {
      await migrateToLatest(handle.db, handle.dialect);
    } finally {
      await closeDatabase(handle);
    }
    // A copy needs a template nobody is connected to.
    await admin.query(`ALTER DATABASE ${POSTGRES_TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
}
