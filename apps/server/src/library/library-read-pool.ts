/**
 * Tag reading in worker threads (library-read-worker.ts): music-metadata's parsing, the fingerprint's
 * hashing and the file reads leave the thread that writes the scan's batches. One thread per core but
 * the writer's (at most 4). A file goes to the worker with the fewest files in flight; should a worker
 * fail, its files are read in this thread instead. Where there is no compiled worker (tests run the
 * TypeScript sources) and no worker is given, files are read in this thread.
 */
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { readLibraryFile, type ReadFile } from './library-read.js';
import type { WalkedFile } from './library-walk.js';

export interface ReadPool {
  read(root: string, file: WalkedFile): Promise<ReadFile>;
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

export const defaultReadThreads = () => Math.min(4, Math.max(1, os.availableParallelism() - 1));

function compiledWorker(): (() => Worker) | null {
  const compiled = new URL('./library-read-worker.js', import.meta.url);
  return fs.existsSync(fileURLToPath(compiled)) ? () => new Worker(compiled) : null;
}

const inThisThread: ReadPool = { read: readLibraryFile, close: async () => undefined, threads: 0, answered: () => 0 };

/** A structured clone turns the picture's Buffer into a plain Uint8Array. */
function revive(result: ReadFile): ReadFile {
  if (result.skip === null && result.tags.picture) {
    const picture: Uint8Array = result.tags.picture;
    result.tags.picture = Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength);
  }
  return result;
}

export function startReadPool(threads = defaultReadThreads(), startWorker = compiledWorker()): ReadPool {
  if (!startWorker || threads < 1) return inThisThread;
  let nextId = 0;
  let answered = 0;
  const workers = Array.from({ length: threads }, () => {
    const entry = { worker: startWorker(), pending: new Map<number, { job: ReadJob; resolve: (result: ReadFile | Promise<ReadFile>) => void }>(), dead: false };
    entry.worker.on('message', (reply: { id: number; result: ReadFile }) => {
      const waiting = entry.pending.get(reply.id);
      entry.pending.delete(reply.id);
      answered++;
      waiting?.resolve(revive(reply.result));
    });
    const fail = () => {
      if (entry.dead) return;
      entry.dead = true;
      for (const { job, resolve } of entry.pending.values()) resolve(readLibraryFile(job.root, job.file));
      entry.pending.clear();
    };
    entry.worker.on('error', fail);
    entry.worker.on('exit', fail);
    return entry;
  });
  return {
    threads,
    answered: () => answered,
    read(root, file) {
      const live = workers.filter((entry) => !entry.dead);
      if (!live.length) return readLibraryFile(root, file);
      const entry = live.reduce((least, other) => (other.pending.size < least.pending.size ? other : least));
      const job: ReadJob = { id: nextId++, root, file };
      return new Promise<ReadFile>((resolve) => {
        entry.pending.set(job.id, { job, resolve });
        entry.worker.postMessage(job);
      });
    },
    async close() {
      for (const entry of workers) entry.dead = true;
      await Promise.all(workers.map((entry) => entry.worker.terminate()));
    },
  };
}
