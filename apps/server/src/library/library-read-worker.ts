/** A worker thread of library-read-pool.ts: reads the files it is sent (tags) or decodes them (loudness and waveform) and answers each. */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { measureFileAudio } from '../content/import/track-loudness.js';
import { errorText, READ_CONCURRENCY, readLibraryFile, type ReadFile } from './library-read.js';
import type { MeasureJob, ReadJob } from './library-read-pool.js';

let background = false;

/** The background loudness pass yields the cores to the server: on Linux a nice value is per thread, so this thread's alone. */
function runInBackground(): void {
  if (background) return;
  background = true;
  try {
    os.setPriority(Math.min(19, os.getPriority() + 10));
  } catch {
    // Not allowed here: the decode runs at the server's priority.
  }
}

/**
 * Reads run at most READ_CONCURRENCY at a time here: the scan sends a whole batch at once, so this
 * thread keeps reading while the scan's thread is busy writing the batch before (SQLite writes hold
 * that thread without a turn of its event loop, so it could not hand out files one by one).
 */
const waiting: ReadJob[] = [];
let reading = 0;

function readNext(): void {
  while (reading < READ_CONCURRENCY && waiting.length) {
    const job = waiting.shift() as ReadJob;
    reading++;
    const answer = (result: ReadFile) => {
      reading--;
      parentPort?.postMessage({ id: job.id, result });
      readNext();
    };
    readLibraryFile(job.root, job.file).then(answer, (error: unknown) => answer({ file: job.file, skip: `unreadable: ${errorText(error)}`, fingerprint: null, warnings: [] }));
  }
}

parentPort?.on('message', (job: ReadJob | MeasureJob) => {
  if ('measure' in job) {
    runInBackground();
    const warnings: string[] = [];
    const answer = (audio: Awaited<ReturnType<typeof measureFileAudio>>) => parentPort?.postMessage({ id: job.id, result: { ...audio, warnings } });
    measureFileAudio(job.measure, (message) => warnings.push(message), { withPeaks: true }).then(answer, (error: unknown) => {
      warnings.push(`loudness not measured: ${errorText(error)}`);
      answer({ loudness: null, peaks: null });
    });
    return;
  }
  waiting.push(job);
  readNext();
});
