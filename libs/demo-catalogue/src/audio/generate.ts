/**
 * Renders the demo's audio files into a cache folder, in parallel worker threads. A file whose name
 * (job + generator version) already exists is kept, so later starts do no work. Beside each MP3 a
 * small JSON file keeps its measured loudness, written first so that an MP3 never lacks it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { audioFileName, renderJob, type AudioJob, type RenderedAudio } from './jobs.js';
import { framesDuration, scanFrames } from './mp3-frames.js';
import { readMp3Gapless, type Mp3Gapless } from './mp3-gapless.js';

export interface GeneratedAudio {
  job: AudioJob;
  path: string;
  fileName: string;
  /** Exact playing time from the MP3 frames. */
  duration: number;
  bytes: number;
  /** Integrated loudness (LUFS) and sample peak measured when it was rendered; null if unknown. */
  loudness: number | null;
  peak: number | null;
  gapless: Mp3Gapless | null;
}

export interface GenerateOptions {
  /** Worker threads; 1 renders in this thread. Defaults to the number of cores. */
  concurrency?: number;
  onProgress?: (done: number, total: number, rendered: number) => void;
  /** Renders in this thread with this function instead (tests use tiny stand-in audio). */
  render?: (job: AudioJob) => Promise<RenderedAudio | Buffer>;
}

export async function generateAudio(jobs: readonly AudioJob[], directory: string, options: GenerateOptions = {}): Promise<GeneratedAudio[]> {
  await mkdir(directory, { recursive: true });
  const missing = jobs.filter((job) => !existsSync(join(directory, audioFileName(job))) || !existsSync(join(directory, `${audioFileName(job)}.json`)));
  let done = jobs.length - missing.length;
  let rendered = 0;
  const save = async (job: AudioJob, { mp3, loudness, peak }: RenderedAudio) => {
    const target = join(directory, audioFileName(job));
    await writeFile(`${target}.json`, JSON.stringify({ loudness, peak }));
    await writeFile(`${target}.partial`, mp3);
    await rename(`${target}.partial`, target);
    done++;
    rendered++;
    options.onProgress?.(done, jobs.length, rendered);
  };
  options.onProgress?.(done, jobs.length, rendered);
  const concurrency = Math.max(1, Math.min(options.concurrency ?? availableParallelism(), missing.length));
  const startWorker = workerScript();
  const asRendered = (output: RenderedAudio | Buffer): RenderedAudio => (Buffer.isBuffer(output) ? { mp3: output, loudness: null, peak: 0 } : output);
  if (options.render) for (const job of missing) await save(job, asRendered(await options.render(job)));
  else if (concurrency > 1 && startWorker) await renderInWorkers(missing, concurrency, startWorker, save);
  else for (const job of missing) await save(job, await renderJob(job));

  return Promise.all(
    jobs.map(async (job) => {
      const fileName = audioFileName(job);
      const path = join(directory, fileName);
      const data = await readFile(path);
      const facts = await readFile(`${path}.json`, 'utf8').then((text) => JSON.parse(text) as { loudness?: unknown; peak?: unknown }).catch(() => ({}) as { loudness?: unknown; peak?: unknown });
      const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
      const gapless = readMp3Gapless(data);
      // The Info frame carries no audio: the playing time is that of the frames after it.
      const frames = scanFrames(data).slice(gapless ? 1 : 0);
      return { job, path, fileName, duration: framesDuration(frames), bytes: data.length, loudness: finite(facts.loudness), peak: finite(facts.peak), gapless };
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

/**
 * The jobs as units of work, longest first so that both cores finish together. The parts of one
 * continuous piece are one unit: the thread that renders the piece once cuts every part from it.
 */
function workQueue(jobs: readonly AudioJob[]): AudioJob[][] {
  const pieces = new Map<string, AudioJob[]>();
  const units: AudioJob[][] = [];
  for (const job of jobs) {
    const piece = job.kind === 'song' ? job.piece : undefined;
    if (!piece) units.push([job]);
    else if (pieces.has(piece.seed)) pieces.get(piece.seed)?.push(job);
    else {
      const parts = [job];
      pieces.set(piece.seed, parts);
      units.push(parts);
    }
  }
  const cost = (unit: AudioJob[]) => unit.reduce((sum, job) => sum + job.seconds, 0);
  return units.sort((a, b) => cost(b) - cost(a));
}

async function renderInWorkers(
  jobs: readonly AudioJob[],
  concurrency: number,
  startWorker: () => Worker,
  save: (job: AudioJob, rendered: RenderedAudio) => Promise<void>,
): Promise<void> {
  const queue = workQueue(jobs);
  const workers = Array.from({ length: concurrency }, startWorker);
  try {
    await Promise.all(
      workers.map(async (worker) => {
        for (let unit = queue.shift(); unit; unit = queue.shift()) for (const current of unit) {
          const reply = await new Promise<{ ok: boolean; bytes?: Uint8Array; loudness?: number | null; peak?: number; message?: string }>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.postMessage(current);
          });
          worker.removeAllListeners('error');
          if (!reply.ok || !reply.bytes) throw new Error(`Could not render ${current.id}: ${reply.message ?? 'unknown error'}`);
          await save(current, { mp3: Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength), loudness: reply.loudness ?? null, peak: reply.peak ?? 0 });
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
