/**
 * The server's side of the libraries: scans run one at a time in the background (at start, every
 * TANGERINE_SCAN_INTERVAL, when the watcher or the console asks), their progress for the console to
 * poll, the last result of each library, and every file not imported written to the log. A scan of
 * the watcher's changes leaves the search index's compaction to one run a while after the last of them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { describeScan, listLibraries, runLibraryScan, SCANNED_ELSEWHERE } from './library-admin.js';
import type { ScanResult } from './library-scan.js';
import type { ScopeDir } from './library-walk.js';
import { compactSearchIndex } from '../repositories/search-maintenance.js';

export interface ScanStatus {
  /** null: a scan of every library that has not reached its first one yet. */
  libraryId: number | null;
  full: boolean;
  done: number;
  total: number;
  file: string;
}

export interface LibraryService {
  /** Queues a scan of one library or all; resolves when it has run (a scan already queued is shared). */
  scan(libraryId: number | null, full: boolean, actor: string): Promise<ScanResult[]>;
  /** Queues a scan of only these folders of a library (what the watcher saw change). */
  scanChanges(libraryId: number, scope: readonly ScopeDir[], actor: string): Promise<ScanResult[]>;
  /** The scan running now, else the next one waiting (no progress yet), else null. */
  running(): ScanStatus | null;
  lastResult(libraryId: number): ScanResult | null;
  /** Resolves when no scan runs or waits (shutdown, tests). */
  idle(): Promise<void>;
  close(): void;
}

const LOGGED_SKIPS = 200;
/** Quiet time after the watcher's last change before the search index is compacted (new rows are searchable at once). */
export const COMPACT_AFTER_CHANGES_MS = 60_000;

export interface LibraryServiceDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  store: MediaStore;
  log: FastifyBaseLogger;
  /** After each scan, with what it found (the plugin tells the caches when the catalogue changed). */
  afterScan?: (results: readonly ScanResult[]) => Promise<void>;
  compactAfterMs?: number;
  /** The search index's compaction (tests count it). */
  compact?: () => Promise<void>;
}

export function createLibraryService(deps: LibraryServiceDeps): LibraryService {
  let chain: Promise<unknown> = Promise.resolve();
  const queued = new Map<string, { libraryId: number | null; full: boolean; run: Promise<ScanResult[]> }>();
  const last = new Map<number, ScanResult>();
  let status: ScanStatus | null = null;
  /** Set from a scan's start, before its folder has been listed and its first progress is known. */
  let started: { libraryId: number | null; full: boolean } | null = null;
  let closed = false;
  let compactTimer: NodeJS.Timeout | undefined;
  const compact = deps.compact ?? (() => compactSearchIndex(deps.db, deps.dialect));

  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const run = chain.then(work);
    chain = run.catch((error: unknown) => deps.log.error({ err: error }, 'library scan failed'));
    return run;
  };

  const compactLater = () => {
    clearTimeout(compactTimer);
    compactTimer = setTimeout(() => void enqueue(async () => (closed ? undefined : compact())).catch(() => undefined), deps.compactAfterMs ?? COMPACT_AFTER_CHANGES_MS);
    compactTimer.unref();
  };

  const runOne = async (libraryId: number | null, full: boolean, actor: string, scope?: readonly ScopeDir[]): Promise<ScanResult[]> => {
    if (closed) return [];
    deps.log.debug({ library: libraryId }, scope ? 'library changes scan started' : 'library scan started');
    started = { libraryId, full };
    const outcomes = await runLibraryScan({ db: deps.db, dialect: deps.dialect, store: deps.store, actor }, libraryId, full, (library, progress) => {
      status = { libraryId: library.id, full, ...progress };
    }, scope).finally(() => {
      status = null;
      started = null;
    });
    for (const { library, result } of outcomes) {
      if (!result) {
        deps.log.info({ library: library.id }, `Library ${library.id} "${library.name}" not scanned: ${SCANNED_ELSEWHERE}`);
        continue;
      }
      last.set(library.id, result);
      deps.log.info({ library: library.id }, `Library ${library.id} "${library.name}" ${scope ? 'changes scanned' : 'scanned'}: ${describeScan(result)}`);
      for (const skipped of result.skipped.slice(0, LOGGED_SKIPS)) deps.log.warn({ library: library.id, file: skipped.file }, `Not imported: ${skipped.file}: ${skipped.reason}`);
      if (result.skipped.length > LOGGED_SKIPS) deps.log.warn({ library: library.id }, `… and ${result.skipped.length - LOGGED_SKIPS} more files not imported (npm run admin -- libraries scan ${library.id} lists them)`);
    }
    const results = outcomes.flatMap((o) => (o.result ? [o.result] : []));
    await deps.afterScan?.(results);
    if (scope && results.some(changedCatalogue)) compactLater();
    return results;
  };

  return {
    scan(libraryId, full, actor) {
      const key = `${libraryId ?? 'all'}:${full}`;
      const waiting = queued.get(key);
      if (waiting) return waiting.run;
      const run = enqueue(() => {
        queued.delete(key);
        return runOne(libraryId, full, actor);
      });
      queued.set(key, { libraryId, full, run });
      return run;
    },
    scanChanges: (libraryId, scope, actor) => enqueue(() => runOne(libraryId, false, actor, scope)),
    running: () => {
      if (status) return { ...status };
      const next = started ?? queued.values().next().value;
      return next ? { libraryId: next.libraryId, full: next.full, done: 0, total: 0, file: '' } : null;
    },
    lastResult: (libraryId) => last.get(libraryId) ?? null,
    idle: async () => {
      for (;;) {
        const current = chain;
        await current;
        if (current === chain) return;
      }
    },
    close() {
      closed = true;
      clearTimeout(compactTimer);
    },
  };
}

/** Whether a scan added, changed, moved or removed a track. */
export const changedCatalogue = (result: ScanResult) => result.added + result.updated + result.moved + result.removed > 0;

/** Whether any library is registered (nothing to watch or scan otherwise). */
export const hasLibraries = async (db: Kysely<Database>) => (await listLibraries(db)).length > 0;
