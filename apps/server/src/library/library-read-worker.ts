/** A worker thread of library-read-pool.ts: reads the files it is sent and answers each with what readLibraryFile gave. */
import { parentPort } from 'node:worker_threads';
import { errorText, readLibraryFile, type ReadFile } from './library-read.js';
import type { ReadJob } from './library-read-pool.js';

parentPort?.on('message', (job: ReadJob) => {
  const answer = (result: ReadFile) => parentPort?.postMessage({ id: job.id, result });
  readLibraryFile(job.root, job.file).then(answer, (error: unknown) => answer({ file: job.file, skip: `unreadable: ${errorText(error)}`, fingerprint: null, warnings: [] }));
});
