/**
 * Each library folder watched (chokidar): an added, changed, moved or deleted file queues a scan of
 * the folders it changed a fifth of a second after the last event (each file's once it has stopped growing),
 * so a file copied in is browsable within seconds, a burst (a whole album copied) is one scan, and
 * neither lists the rest of the library. A
 * file's event rescans its folder (its lyrics and cover sidecars go with it); a folder's, everything
 * below it. File systems that report nothing (NFS, SMB) are covered by the periodic scan
 * (TANGERINE_SCAN_INTERVAL).
 */
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { LibraryService } from './library-service.js';
import type { ScopeDir } from './library-walk.js';

/**
 * Quiet time after a folder's last event before its scan: files copied together are one scan. Each
 * event comes only once its file has stopped growing (awaitWriteFinish), so this need not cover the
 * copy; a file that grows again after it is scanned is scanned again (its change event).
 */
const WATCH_DEBOUNCE_MS = 200;
/** A file counts as written once its size has not changed for this long (checked every POLL_MS). */
const STABLE_MS = 200;
const POLL_MS = 50;

export interface LibraryWatcher {
  /** Watches exactly the registered libraries (after one is added or removed). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

export function createLibraryWatcher(deps: { db: Kysely<Database>; service: LibraryService; log: FastifyBaseLogger; debounceMs?: number }): LibraryWatcher {
  const watchers = new Map<number, { path: string; watcher: FSWatcher; timer?: NodeJS.Timeout; changed: ScopeDir[] }>();
  let closed = false;

  const schedule = (libraryId: number, event: string, changedPath: string) => {
    const entry = watchers.get(libraryId);
    if (!entry || closed) return;
    const dir = changedFolder(entry.path, event, changedPath);
    if (!dir) return;
    deps.log.debug({ library: libraryId, event, file: changedPath }, 'library change seen');
    entry.changed.push(dir);
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      const scope = entry.changed.splice(0);
      // A change to the library folder itself (its whole tree) is a scan of the library.
      const whole = scope.some((d) => d.deep && d.dir === '');
      void (whole ? deps.service.scan(libraryId, false, 'server (watcher)') : deps.service.scanChanges(libraryId, scope, 'server (watcher)')).catch(() => undefined);
    }, deps.debounceMs ?? WATCH_DEBOUNCE_MS);
  };

  const stop = async (libraryId: number) => {
    const entry = watchers.get(libraryId);
    watchers.delete(libraryId);
    clearTimeout(entry?.timer);
    await entry?.watcher.close();
  };

  return {
    async refresh() {
      if (closed) return;
      const libraries = await deps.db.selectFrom('libraries').select(['id', 'path']).execute();
      for (const [id, entry] of watchers) if (!libraries.some((l) => l.id === id && l.path === entry.path)) await stop(id);
      for (const library of libraries) {
        if (watchers.has(library.id)) continue;
        const watcher = watch(library.path, { ignoreInitial: true, followSymlinks: false, ignored: (path) => /(^|\/)\.[^/]/.test(path), awaitWriteFinish: { stabilityThreshold: STABLE_MS, pollInterval: POLL_MS } });
        watcher.on('all', (event, changed) => schedule(library.id, event, changed));
        watcher.on('error', (error) => deps.log.warn({ err: error, library: library.id }, 'library watcher error; the periodic scan still runs'));
        watchers.set(library.id, { path: library.path, watcher, changed: [] });
        // Events before "ready" are not reported: a refresh ends once the folder is really watched.
        await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
      }
    },
    async close() {
      closed = true;
      for (const id of [...watchers.keys()]) await stop(id);
    },
  };
}

/** The folder an event changed, relative to the library: a file's own folder, or a folder with all below it. */
export function changedFolder(root: string, event: string, changed: string): ScopeDir | null {
  const relative = path.relative(root, changed);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep).filter(Boolean);
  if (event === 'addDir' || event === 'unlinkDir') return { dir: parts.join('/'), deep: true };
  return { dir: parts.slice(0, -1).join('/'), deep: false };
}
