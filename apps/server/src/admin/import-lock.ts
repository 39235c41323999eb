/**
 * The claim that makes "one music import at a time" (and one scan of a library at a time) hold across
 * every server process on one PostgreSQL database: a session advisory lock held on a connection of its
 * own for the import's life.
 * On SQLite there is one process, whose job list already runs one import at a time.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';

/** Gives back its claim; resolves once the claim is given back. */
export type ReleaseImportLock = () => Promise<void>;

export interface ImportLock {
  /** The claim, or null when another process holds it. */
  tryHold(): Promise<ReleaseImportLock | null>;
}

/** The advisory lock's key: any fixed number no other part of the server locks ("TNGR" in ASCII). */
export const MUSIC_IMPORT_LOCK_KEY = 0x544e4752;

/** Always granted: the process's own job list is the only claim needed. */
export const processImportLock: ImportLock = { tryHold: async () => async () => undefined };

/**
 * pg_try_advisory_lock on a connection kept out of the pool until release: the lock belongs to that
 * session, so it is given back by pg_advisory_unlock, or by PostgreSQL itself if the process dies.
 */
export function postgresImportLock(db: Kysely<Database>): ImportLock {
  return postgresAdvisoryLock(db, MUSIC_IMPORT_LOCK_KEY);
}

/** The same claim on one object of a kind: `pg_try_advisory_lock(kind, id)` (a library being scanned). */
export function postgresAdvisoryLock(db: Kysely<Database>, kind: number, id?: number): ImportLock {
  const lock = id === undefined ? sql`pg_try_advisory_lock(${kind})` : sql`pg_try_advisory_lock(${kind}::int, ${id}::int)`;
  const unlock = id === undefined ? sql`pg_advisory_unlock(${kind})` : sql`pg_advisory_unlock(${kind}::int, ${id}::int)`;
  return {
    tryHold: () =>
      new Promise<ReleaseImportLock | null>((answer, fail) => {
        let answered = false;
        const held = db.connection().execute(async (connection) => {
          const { rows } = await sql<{ locked: boolean }>`select ${lock} as locked`.execute(connection);
          if (!rows[0]?.locked) {
            answered = true;
            answer(null);
            return;
          }
          let release: () => void = () => undefined;
          const released = new Promise<void>((resolve) => (release = resolve));
          answered = true;
          answer(async () => {
            release();
            await held.catch(() => undefined);
          });
          await released;
          await sql`select ${unlock}`.execute(connection);
        });
        held.catch((error: unknown) => {
          if (!answered) fail(error);
        });
      }),
  };
}

/** The kind of the scan claims ("LIBS" in ASCII); each library's id is the second key. */
export const LIBRARY_SCAN_LOCK_KIND = 0x4c494253;

/** One scan of a library at a time across every server process (and the CLI) on one PostgreSQL database. */
export function libraryScanLockOf(db: Kysely<Database>, dialect: DialectName, libraryId: number): ImportLock {
  return dialect === 'postgres' ? postgresAdvisoryLock(db, LIBRARY_SCAN_LOCK_KIND, libraryId) : processImportLock;
}

export function importLockOf(db: Kysely<Database>, dialect: DialectName): ImportLock {
  return dialect === 'postgres' ? postgresImportLock(db) : processImportLock;
}
