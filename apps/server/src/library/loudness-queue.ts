/**
 * Loudness of library tracks whose tags carry none, measured after the scan, one track at a time
 * with a pause between, each decoded in a worker thread (library-read-pool.ts), so scans, streams and
 * the API keep the server's thread: the track plays at once (its row is written when its tags are read),
 * and normalization applies once its loudness is known. Tracks with ReplayGain/R128 tags are never
 * decoded. The same decode folds the track's waveform and stores it, so the seek bar's first ask
 * for such a track reads it. A file that cannot be measured is not tried again by this process.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { plausible } from '../content/import/track-loudness.js';
import { storePeaks } from '../media/track-peaks.js';
import { startReadPool, type ReadPool } from './library-read-pool.js';

export interface LoudnessQueue {
  /** Looks for unmeasured tracks (after a scan). */
  kick(): void;
  /** Resolves when nothing is left to measure (tests). */
  idle(): Promise<void>;
  close(): void;
}

export interface LoudnessQueueDeps {
  db: Kysely<Database>;
  store: MediaStore;
  log: FastifyBaseLogger;
  pauseMs?: number;
}

export function createLoudnessQueue(deps: LoudnessQueueDeps): LoudnessQueue {
  const tried = new Set<number>();
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const next = () =>
    deps.db
      .selectFrom('tracks as t')
      .innerJoin('media_files as m', 'm.id', 't.audio_file_id')
      .select(['t.id', 'm.path', 'm.id as fileId'])
      .where('m.path', 'like', 'library:%')
      .where('t.track_loudness', 'is', null)
      .where('t.id', 'not in', [0, ...tried])
      .orderBy('t.id')
      .executeTakeFirst();

  const drain = async () => {
    let pool: ReadPool | null = null;
    try {
      for (let track = await next(); track && !closed; track = await next()) {
        tried.add(track.id);
        // One worker thread while there is work (this thread where there is no compiled worker: tests).
        pool ??= startReadPool(1);
        await measureOne(pool, track);
        await sleep(deps.pauseMs ?? 200);
      }
    } finally {
      await pool?.close();
    }
  };

  const measureOne = async (pool: ReadPool, track: NonNullable<Awaited<ReturnType<typeof next>>>) => {
    const file = await deps.store.localCopy(track.path).catch(() => null);
    const { loudness: measured, peaks, warnings } = file ? await pool.measure(file) : { loudness: null, peaks: null, warnings: [] };
    for (const message of warnings) deps.log.debug({ track: track.id }, message);
    const stored = peaks ? await deps.store.stat(track.path).catch(() => null) : null;
    if (peaks && stored) await storePeaks(deps.db, track.id, { id: Number(track.fileId), size: stored.size }, peaks);
    if (measured && plausible(measured.loudness)) {
      await deps.db.updateTable('tracks').set({ track_loudness: measured.loudness, track_peak: measured.peak, loudness_source: 'measured' }).where('id', '=', track.id).where('track_loudness', 'is', null).execute();
    }
  };

  const kick = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'loudness measurement stopped'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    close() {
      closed = true;
    },
  };
}
