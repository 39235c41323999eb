/**
 * Tag reading in worker threads (library-read-worker.ts): music-metadata's parsing, the fingerprint's
 * hashing and the file reads leave the thread that writes the scan's batches. One thread per core but
 * the writer's (at most 4). The loudness pass decodes files in the same workers (`measure`), so a
 * decode never holds up the server's requests and the watcher's scans. A file goes to the worker with the fewest files in flight; should a worker
 * fail, its files are read in this thread instead. Where there is no compiled worker (tests run the
 * TypeScript sources) and no worker is given, files are read in this thread.
 */
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { measureFileAudio, type MeasuredAudio } from '../content/import/track-loudness.js';
import { readLibraryFile, type ReadFile } from './library-read.js';
import type { WalkedFile } from './library-walk.js';

/** A file's loudness and waveform, and what its decode had to say. */
export type MeasuredFile = MeasuredAudio & { warnings: string[] };

export interface ReadPool {
  read(root: string, file: WalkedFile): Promise<ReadFile>;
  /** Decodes `file` (an absolute path) for its loudness and waveform. */
  measure(file: string): Promise<MeasuredFile>;
  close(): Promise<void>;
  /** Worker threads started (0: files are read in this thread). */
  readonly threads: number;
  /** Files a worker answered so far. */
  answered(): number;
}

export interface ReadJob {
  id: number;
  root: string;
  file: WalkedFile;
}

export interface MeasureJob {
  id: number;
  measure: string;
}

/** Decoding in this thread: where there is no worker, or a worker failed. */
async function measureHere(file: string): Promise<MeasuredFile> {
  const warnings: string[] = [];
  return { ...(await measureFileAudio(file, (message) => warnings.push(message), { withPeaks: true })), warnings };
}

export const defaultReadThreads = () => Math.min(4, Math.max(1, os.availableParallelism() - 1));

function compiledWorker(): (() => Worker) | null {
  const compiled = new URL('./library-read-worker.js', import.meta.url);
  return fs.existsSync(fileURLToPath(compiled)) ? () => new Worker(compiled) : null;
}

const inThisThread: ReadPool = { read: readLibraryFile, measure: measureHere, close: async () => undefined, threads: 0, answered: () => 0 };

/** A structured clone turns the picture's Buffer into a plain Uint8Array. */
function revive<T>(result: T): T {
  const read = result as ReadFile;
  if ('skip' in read && read.skip === null && read.tags.picture) {
    const picture: Uint8Array = read.tags.picture;
    read.tags.picture = Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength);
  }
  return result;
}

interface Pending {
  /** The same work in this thread, should the worker fail. */
  here: () => Promise<unknown>;
  resolve: (result: unknown) => void;
}

export function startReadPool(threads = defaultReadThreads(), startWorker = compiledWorker()): ReadPool {
  if (!startWorker || threads < 1) return inThisThread;
  let nextId = 0;
  let answered = 0;
  const workers = Array.from({ length: threads }, () => {
    const entry = { worker: startWorker(), pending: new Map<number, Pending>(), dead: false };
    entry.worker.on('message', (reply: { id: number; result: unknown }) => {
      const waiting = entry.pending.get(reply.id);
      entry.pending.delete(reply.id);
      answered++;
      waiting?.resolve(revive(reply.result));
    });
    const fail = () => {
      if (entry.dead) return;
      entry.dead = true;
      for (const { here, resolve } of entry.pending.values()) resolve(here());
      entry.pending.clear();
    };
    entry.worker.on('error', fail);
    entry.worker.on('exit', fail);
    return entry;
  });
  /** The job to the worker with the fewest in flight; done here when none is left. */
  const send = <T>(job: ReadJob | MeasureJob, here: () => Promise<T>): Promise<T> => {
    const live = workers.filter((entry) => !entry.dead);
    if (!live.length) return here();
    const entry = live.reduce((least, other) => (other.pending.size < least.pending.size ? other : least));
    return new Promise<T>((resolve) => {
      entry.pending.set(job.id, { here, resolve: resolve as (result: unknown) => void });
      entry.worker.postMessage(job);
    });
  };
  return {
    threads,
    answered: () => answered,
    read: (root, file) => send({ id: nextId++, root, file }, () => readLibraryFile(root, file)),
    measure: (file) => send({ id: nextId++, measure: file }, () => measureHere(file)),
    async close() {
      for (const entry of workers) entry.dead = true;
      await Promise.all(workers.map((entry) => entry.worker.terminate()));
    },
  };
}
