/**
 * Renders the demo's audio files into a cache folder, in parallel worker threads. A file whose name
 * (job + generator version) already exists is kept, so later starts do no work.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { audioFileName, renderJob, type AudioJob } from './jobs.js';
import { framesDuration, scanFrames } from './mp3-frames.js';

export interface GeneratedAudio {
  job: AudioJob;
  path: string;
  fileName: string;
  /** Exact playing time from the MP3 frames. */
  duration: number;
  bytes: number;
}

export interface GenerateOptions {
  /** Worker threads; 1 renders in this thread. Defaults to the number of cores. */
  concurrency?: number;
  onProgress?: (done: number, total: number, rendered: number) => void;
  /** Renders in this thread with this function instead (tests use tiny stand-in audio). */
  render?: (job: AudioJob) => Promise<Buffer>;
}

export async function generateAudio(jobs: readonly AudioJob[], directory: string, options: GenerateOptions = {}): Promise<GeneratedAudio[]> {
  await mkdir(directory, { recursive: true });
  const missing = jobs.filter((job) => !existsSync(join(directory, audioFileName(job))));
  let done = jobs.length - missing.length;
  let rendered = 0;
  const save = async (job: AudioJob, mp3: Uint8Array) => {
    const target = join(directory, audioFileName(job));
    await writeFile(`${target}.partial`, mp3);
    await rename(`${target}.partial`, target);
    done++;
    rendered++;
    options.onProgress?.(done, jobs.length, rendered);
  };
  options.onProgress?.(done, jobs.length, rendered);
  const concurrency = Math.max(1, Math.min(options.concurrency ?? availableParallelism(), missing.length));
  const startWorker = workerScript();
  if (options.render) for (const job of missing) await save(job, await options.render(job));
  else if (concurrency > 1 && startWorker) await renderInWorkers(missing, concurrency, startWorker, save);
  else for (const job of missing) await save(job, await renderJob(job));

  return Promise.all(
    jobs.map(async (job) => {
      const fileName = audioFileName(job);
      const path = join(directory, fileName);
      const data = await readFile(path);
      return { job, path, fileName, duration: framesDuration(scanFrames(data)), bytes: data.length };
    }),
  );
}

/**
 * How to start a worker: the compiled file, or under tsx (npm run admin) the TypeScript source
 * behind a small bootstrap that registers tsx in the worker. Elsewhere (Vitest) there is none and
 * we render inline.
 */
function workerScript(): (() => Worker) | null {
  const compiled = new URL('./audio-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return () => new Worker(compiled);
  const source = new URL('./audio-worker.ts', import.meta.url);
  if (!process.execArgv.some((arg) => arg.includes('tsx')) || !existsSync(fileURLToPath(source))) return null;
  let api: string;
  try {
    api = import.meta.resolve('tsx/esm/api');
  } catch {
    return null;
  }
  const bootstrap = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return () => new Worker(bootstrap, { eval: true });
}

async function renderInWorkers(
  jobs: readonly AudioJob[],
  concurrency: number,
  startWorker: () => Worker,
  save: (job: AudioJob, mp3: Uint8Array) => Promise<void>,
): Promise<void> {
  const queue = [...jobs].sort((a, b) => b.seconds - a.seconds);
  const workers = Array.from({ length: concurrency }, startWorker);
  try {
    await Promise.all(
      workers.map(async (worker) => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const current = job;
          const reply = await new Promise<{ ok: boolean; bytes?: Uint8Array; message?: string }>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.postMessage(current);
          });
          worker.removeAllListeners('error');
          if (!reply.ok || !reply.bytes) throw new Error(`Could not render ${current.id}: ${reply.message ?? 'unknown error'}`);
          await save(current, reply.bytes);
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
