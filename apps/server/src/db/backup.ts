/**
 * Backups of the database while the server runs, and their restore. SQLite: the online backup API
 * (a consistent copy of one moment, written beside the target and renamed into place). PostgreSQL:
 * pg_dump's custom format, restored by pg_restore in one transaction (db/pg-dump.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { prepareDataDir } from './data-dir.js';
import { SQLITE_FILE } from './database.js';
import { knownMigrations } from './migrator.js';
import { BackupError } from './backup-error.js';
import { dumpPostgres, restorePostgres } from './pg-dump.js';

export { BackupError };

const SQLITE_MAGIC = 'SQLite format 3\0';
const PG_DUMP_MAGIC = 'PGDMP';

export type BackupKind = 'sqlite' | 'pg_dump';

/** What a backup file is, from its first bytes; a clear error for anything else. */
export function backupKindOf(file: string): BackupKind {
  let head: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    try {
      head = Buffer.alloc(16);
      head = head.subarray(0, fs.readSync(fd, head, 0, 16, 0));
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    throw new BackupError(`Cannot read the backup ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  if (head.toString('latin1') === SQLITE_MAGIC) return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === PG_DUMP_MAGIC) return 'pg_dump';
  throw new BackupError(`${file} is not a Tangerine backup (neither a SQLite database nor a pg_dump custom-format file)`);
}

export interface DatabaseTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** Writes a backup of the configured database to `file` (replaced only once the backup is complete). */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<{ kind: BackupKind; bytes: number }> {
  const destination = path.resolve(file);
  if (fs.existsSync(destination) && fs.statSync(destination).isDirectory()) throw new BackupError(`${file} is a directory; give a file name`);
  const partial = `${destination}.partial-${process.pid}`;
  try {
    if (target.databaseUrl) await dumpPostgres(target.databaseUrl, partial);
    else await backupSqlite(path.join(target.dataDir, SQLITE_FILE), partial);
    fs.renameSync(partial, destination);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The backup failed (${(error as Error).message}); ${file} was not written`);
  }
  return { kind: target.databaseUrl ? 'pg_dump' : 'sqlite', bytes: fs.statSync(destination).size };
}

async function backupSqlite(source: string, destination: string): Promise<void> {
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source} to back up`);
  const connection = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    // After the first step, the rest in one step: a write by the server between two steps makes
    // SQLite start the copy again, so many small steps under steady writes might never finish.
    await connection.backup(destination, { progress: ({ totalPages }) => Math.max(totalPages, 100) * 2 });
  } finally {
    connection.close();
  }
}

/** The problems of a SQLite backup, checked before anything is changed. */
function checkSqliteBackup(file: string): void {
  let connection: SqliteDatabase.Database | undefined;
  try {
    connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    const check = connection.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The backup ${file} is damaged (${String(check)}); nothing was changed`);
    const hasMigrations = connection.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table' AND name = 'kysely_migration'").get() as { n: number };
    if (!hasMigrations.n) throw new BackupError(`${file} is a SQLite database but not a Tangerine one; nothing was changed`);
    const applied = (connection.prepare('SELECT name FROM kysely_migration').all() as { name: string }[]).map((r) => r.name);
    const unknown = applied.filter((name) => !knownMigrations().includes(name));
    if (unknown.length) throw new BackupError(`The backup ${file} comes from a newer Tangerine (migrations ${unknown.join(', ')}); upgrade before restoring it. Nothing was changed`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The backup ${file} cannot be read as a database (${(error as Error).message}); nothing was changed`);
  } finally {
    connection?.close();
  }
}

/**
 * Replaces the configured database with the backup's content. The file is checked first; the
 * replacement itself is one transaction (SQLite backup API into the database, pg_restore
 * --single-transaction), so a failure leaves the database as it was. Stop the servers first.
 */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<BackupKind> {
  const kind = backupKindOf(file);
  if (target.databaseUrl) {
    if (kind !== 'pg_dump') throw new BackupError(`${file} is a SQLite backup, but DATABASE_URL selects PostgreSQL; nothing was changed`);
    await restorePostgres(target.databaseUrl, file);
    return kind;
  }
  if (kind !== 'sqlite') throw new BackupError(`${file} is a PostgreSQL dump, but this server uses SQLite (DATABASE_URL is not set); nothing was changed`);
  checkSqliteBackup(file);
  prepareDataDir(target.dataDir);
  const source = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    // Into the database file itself, through SQLite: the copy is one write transaction on the
    // target (its WAL included), never a half-replaced file.
    await source.backup(path.join(target.dataDir, SQLITE_FILE), { progress: ({ totalPages }) => Math.max(totalPages, 100) * 2 });
  } finally {
    source.close();
  }
  return kind;
}
