import fp from 'fastify-plugin';
import { registerMusicDirs } from '../library/library-admin.js';
import { changedCatalogue, createLibraryService, hasLibraries, type LibraryService } from '../library/library-service.js';
import type { ScanResult } from '../library/library-scan.js';
import { createLoudnessQueue, type LoudnessQueue } from '../library/loudness-queue.js';
import { createLibraryWatcher, type LibraryWatcher } from '../library/library-watcher.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Music folders read in place: background scans, their progress and results. */
    libraries: LibraryService;
    /** Loudness of library tracks without gain tags, measured in the background after scans. */
    loudnessQueue: LoudnessQueue;
  }
}

/**
 * TANGERINE_MUSIC_DIR registered at start (a missing folder is logged; the server starts all the
 * same), a first scan in the background once the server is ready, the folders watched for changes,
 * and a scan of every library each TANGERINE_SCAN_INTERVAL for file systems that do not report them.
 */
export default fp(
  async (app) => {
    const loudness = createLoudnessQueue({ db: app.db, store: app.mediaStore, log: app.log });
    let watcher: LibraryWatcher | null = null;
    const afterScan = async (results: readonly ScanResult[]) => {
      // Search, album and home answers kept for a few seconds are dropped at once: a new file is found as soon as it is written.
      if (results.some(changedCatalogue)) app.catalogueChanges.announce();
      loudness.kick();
      // A library added by the CLI (another process) is watched once a scan has seen it.
      await watcher?.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'library watchers not refreshed'));
    };
    const service = createLibraryService({ db: app.db, dialect: app.dialect, store: app.mediaStore, log: app.log, afterScan });
    if (app.config.watchLibraries !== false) watcher = createLibraryWatcher({ db: app.db, service, log: app.log });
    app.decorate('libraries', service);
    app.decorate('loudnessQueue', loudness);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await registerMusicDirs(app.db, app.config.musicDirs ?? [], (message) => app.log.info(message));
      if (await hasLibraries(app.db)) void service.scan(null, false, 'server (start)').catch(() => undefined);
      await watcher?.refresh();
      const interval = app.config.scanIntervalSeconds ?? 3600;
      if (interval > 0) {
        timer = setInterval(() => void hasLibraries(app.db).then((any) => (any ? service.scan(null, false, 'server (periodic scan)') : [])).catch(() => undefined), interval * 1000);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await watcher?.close();
      service.close();
      loudness.close();
      await service.idle();
      await loudness.idle();
    });
  },
  { name: 'libraries', dependencies: ['database', 'media-store', 'change-feed'] },
);
