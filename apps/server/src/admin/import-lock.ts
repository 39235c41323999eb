/**
 * The claim that makes "one music import at a time" hold across every server process on one
 * PostgreSQL database: a session advisory lock held on a connection of its own for the import's life.
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
  return {
    tryHold: () =>
      new Promise<ReleaseImportLock | null>((answer, fail) => {
        let answered = false;
        const held = db.connection().execute(async (connection) => {
          const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${MUSIC_IMPORT_LOCK_KEY}) as locked`.execute(connection);
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
          await sql`select pg_advisory_unlock(${MUSIC_IMPORT_LOCK_KEY})`.execute(connection);
        });
        held.catch((error: unknown) => {
          if (!answered) fail(error);
        });
      }),
  };
}

export function importLockOf(db: Kysely<Database>, dialect: DialectName): ImportLock {
  return dialect === 'postgres' ? postgresImportLock(db) : processImportLock;
}
