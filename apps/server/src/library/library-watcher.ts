/**
 * Each library folder watched (chokidar): an added, changed, moved or deleted file queues a scan of
 * its library a second after the last event, so a file copied in is browsable within seconds and a
 * burst (a whole album copied) is one scan. File systems that report nothing (NFS, SMB) are covered
 * by the periodic scan (TANGERINE_SCAN_INTERVAL).
 */
import { watch, type FSWatcher } from 'chokidar';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { LibraryService } from './library-service.js';

export interface LibraryWatcher {
  /** Watches exactly the registered libraries (after one is added or removed). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

export function createLibraryWatcher(deps: { db: Kysely<Database>; service: LibraryService; log: FastifyBaseLogger; debounceMs?: number }): LibraryWatcher {
  const watchers = new Map<number, { path: string; watcher: FSWatcher; timer?: NodeJS.Timeout }>();
  let closed = false;

  const schedule = (libraryId: number) => {
    const entry = watchers.get(libraryId);
    if (!entry || closed) return;
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => void deps.service.scan(libraryId, false, 'server (watcher)').catch(() => undefined), deps.debounceMs ?? 1000);
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
        const watcher = watch(library.path, { ignoreInitial: true, followSymlinks: false, ignored: (path) => /(^|\/)\.[^/]/.test(path), awaitWriteFinish: { stabilityThreshold: 300, pollInterval: 100 } });
        watcher.on('all', () => schedule(library.id));
        watcher.on('error', (error) => deps.log.warn({ err: error, library: library.id }, 'library watcher error; the periodic scan still runs'));
        watchers.set(library.id, { path: library.path, watcher });
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
