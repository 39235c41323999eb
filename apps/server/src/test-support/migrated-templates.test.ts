import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { copyMigratedSqlite, createPostgresDatabase, postgresAdminUrl } from './test-app.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The migrations a fresh start would still apply to the database (none, when it is a migrated copy). */
async function pendingMigrations(target: { dataDir: string; databaseUrl?: string }): Promise<string[]> {
  const handle = openDatabase(target);
  try {
    return await migrateToLatest(handle.db, handle.dialect);
  } finally {
    await closeDatabase(handle);
  }
}

describe("test databases start from the run's migrated template", () => {
  // The SQLite project's template (sqlite-template-global-setup.ts); the PostgreSQL project has its own.
  it.skipIf(postgresAdminUrl())('a SQLite data directory gets a copy with every migration applied', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tangerine-template-copy-'));
    dirs.push(dataDir);
    copyMigratedSqlite(dataDir);
    expect(await pendingMigrations({ dataDir })).toEqual([]);
  });

  it.runIf(postgresAdminUrl())('a PostgreSQL test database is a migrated copy, and an empty one when asked', async () => {
    const adminUrl = postgresAdminUrl() as string;
    const dataDir = os.tmpdir();
    const migrated = await createPostgresDatabase(adminUrl, { migrated: true });
    const empty = await createPostgresDatabase(adminUrl, { migrated: false });
    try {
      expect(await pendingMigrations({ dataDir, databaseUrl: migrated.url })).toEqual([]);
      expect(await pendingMigrations({ dataDir, databaseUrl: empty.url })).toContain('001-initial');
    } finally {
      await migrated.drop();
      await empty.drop();
    }
  });
});
