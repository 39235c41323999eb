import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** SQLite's own default: the committing writer checkpoints once the WAL holds this many pages. */
export const WRITER_CHECKPOINT_PAGES = 1000;
/** While the worker runs, the writer checkpoints only if the WAL still grows this far (sustained writes outpace it). */
export const FALLBACK_CHECKPOINT_PAGES = 2000;
const INTERVAL_MS = 250;

/**
 * Runs in the worker thread (CommonJS, evaluated): its own connection copies the WAL into the
 * database every `intervalMs` with a PASSIVE checkpoint, which waits for no reader or writer.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  const [result] = db.pragma('wal_checkpoint(PASSIVE)');
  parentPort.postMessage(result);
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface CheckpointLog {
  warn(object: object, message: string): void;
}

export interface SqliteCheckpointer {
  /** Checkpoints the worker has made so far. */
  readonly checkpoints: number;
  /** Stops the worker and closes its connection (before the main one, so a clean close removes the WAL). */
  close(): Promise<void>;
}

/**
 * Keeps WAL checkpoints off the event loop. SQLite's default has the write that fills the WAL to
 * 1,000 pages copy it into the database and sync it, and the server answers nothing meanwhile
 * (better-sqlite3 is synchronous); a worker thread does it instead. Should the worker fail, the
 * writer checkpoints as before.
 */
export function startSqliteCheckpointer(connection: SqliteDatabase.Database, file: string, log: CheckpointLog, intervalMs = INTERVAL_MS): SqliteCheckpointer {
  connection.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, intervalMs } });
  // A forgotten close must not keep the process alive.
  worker.unref();
  let checkpoints = 0;
  let closing = false;
  let fellBack = false;
  worker.on('message', () => (checkpoints += 1));
  const fallBack = (reason: object) => {
    if (closing || fellBack || !connection.open) return;
    fellBack = true;
    connection.pragma(`wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES}`);
    log.warn(reason, 'the WAL checkpoint worker stopped; the writer checkpoints the WAL itself');
  };
  worker.on('error', (error) => fallBack({ err: error }));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.once('exit', (code) => fallBack({ exitCode: code }));
  return {
    get checkpoints() {
      return checkpoints;
    },
    async close() {
      closing = true;
      worker.postMessage('close');
      await exited;
    },
  };
}
