/** Worker thread: renders the audio jobs it is sent and posts the MP3 bytes back. */
import { parentPort } from 'node:worker_threads';
import { renderJob, type AudioJob } from './jobs.js';

parentPort?.on('message', async (job: AudioJob) => {
  try {
    const mp3 = await renderJob(job);
    const bytes = new Uint8Array(mp3.buffer, mp3.byteOffset, mp3.byteLength).slice();
    parentPort?.postMessage({ ok: true, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
