/**
 * Music imports as the administrator starts them: the CLI on any folder it can read, the console on
 * a folder under the import roots only (product §1: "import from a music provider"), one at a time,
 * with progress the console polls. Both run the same import (content/import/music-import.ts).
 */
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { isInside } from '../content/import/inside-root.js';
import { importMusic, type MusicImportProgress, type MusicImportResult } from '../content/import/music-import.js';
import { compactSearchIndex } from '../repositories/search-maintenance.js';
import { nowIso } from '../repositories/json.js';
import { AdminInputError } from './admin-error.js';
import { recordAudit } from './audit-log.js';
import { processImportLock, type ImportLock } from './import-lock.js';

/** The folders the console may import from: TANGERINE_IMPORT_ROOTS, else `<data dir>/music`. */
export function importRootsOf(config: { dataDir: string; importRoots?: string[] | undefined }): string[] {
  return config.importRoots?.length ? config.importRoots : [join(config.dataDir, 'music')];
}


/**
 * The folder the console asked for, as a real path under one of the roots. A relative folder is
 * taken under the first root. Outside the roots: 400 before the disk is looked at (nothing about the
 * rest of the server's disk is revealed); missing: 404; a link that leads out of the roots: 400.
 */
export async function resolveImportFolder(roots: readonly string[], folder: string): Promise<string> {
  const wanted = folder.trim();
  if (!wanted || wanted.includes('\0')) throw new AdminInputError('Give the folder to import');
  const candidate = isAbsolute(wanted) ? resolve(wanted) : resolve(roots[0] ?? '.', wanted);
  const outside = new AdminInputError(`The server imports music only from folders under ${roots.join(', ')}`);
  if (!roots.some((root) => isInside(resolve(root), candidate))) throw outside;
  const real = await realpath(candidate).catch(() => null);
  if (!real) throw new AdminInputError(`There is no folder ${candidate} on the server`, 404);
  if (!(await stat(real)).isDirectory()) throw new AdminInputError(`${candidate} is a file, not a folder`);
  const realRoots = await Promise.all(roots.map((root) => realpath(root).catch(() => resolve(root))));
  if (!realRoots.some((root) => isInside(root, real))) throw outside;
  return real;
}

export interface MusicImportRun {
  db: Kysely<Database>;
  dialect: DialectName;
  store: MediaStore;
  actor: string;
}

/** Imports a folder, compacts the search index when something changed, and records the audit entry. */
export async function runMusicImport(run: MusicImportRun, folder: string, onProgress?: (progress: MusicImportProgress) => void): Promise<MusicImportResult> {
  const result = await importMusic(run.db, run.store, folder, onProgress);
  if (result.added || result.updated) await compactSearchIndex(run.db, run.dialect);
  await recordAudit(run.db, { actor: run.actor, action: 'import.music', target: folder, detail: `${result.added} added, ${result.updated} updated, ${result.unchanged} unchanged, ${result.skipped.length} skipped` });
  return result;
}

export interface ImportJob {
  id: number;
  folder: string;
  state: 'running' | 'done' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  done: number;
  total: number;
  file: string | null;
  result: MusicImportResult | null;
  error: string | null;
}

export interface ImportJobs {
  /** The running job, else the last one (null before the first). */
  current(): ImportJob | null;
  /** Starts a job; 409 while one runs here or, on PostgreSQL, in another process. */
  start(folder: string, work: (onProgress: (progress: MusicImportProgress) => void) => Promise<MusicImportResult>): Promise<ImportJob>;
  /** Resolves when no job runs (server shutdown waits for it). */
  idle(): Promise<void>;
}

/**
 * One import at a time: per process by the job list, across processes by the lock (import-lock.ts).
 * Progress is kept in memory for the console to poll.
 */
export function createImportJobs(lock: ImportLock = processImportLock, onFailure: (error: unknown) => void = () => undefined): ImportJobs {
  let job: ImportJob | null = null;
  // Set before the lock is asked for, so two starts in one process cannot both pass while it answers.
  let busy = false;
  let running: Promise<void> = Promise.resolve();
  let nextId = 1;
  return {
    current: () => (job ? { ...job } : null),
    async start(folder, work) {
      if (busy) throw new AdminInputError(job?.state === 'running' ? `An import of ${job.folder} is running; start the next one when it has finished` : 'An import is starting; start the next one when it has finished', 409);
      busy = true;
      const release = await lock.tryHold().catch((error: unknown) => {
        busy = false;
        throw error;
      });
      if (!release) {
        busy = false;
        throw new AdminInputError('Another server process is running an import; start the next one when it has finished', 409);
      }
      const started: ImportJob = { id: nextId++, folder, state: 'running', startedAt: nowIso(), finishedAt: null, done: 0, total: 0, file: null, result: null, error: null };
      job = started;
      const outcome = work((progress) => Object.assign(started, { done: progress.done, total: progress.total, file: progress.file })).then(
        (result) => ({ result, error: null }),
        (error: unknown) => ({ result: null, error }),
      );
      // The claim is given back before the job shows as finished, so a start seen after "done" is never refused.
      running = outcome.then(async ({ result, error }) => {
        await release();
        busy = false;
        if (result) Object.assign(started, { state: 'done', finishedAt: nowIso(), done: result.files, total: result.files, file: null, result });
        else {
          onFailure(error);
          Object.assign(started, { state: 'failed', finishedAt: nowIso(), file: null, error: (error as Error | null)?.message || 'The import failed' });
        }
      });
      return { ...started };
    },
    idle: () => running,
  };
}
