/** One audio file of the demo: what to synthesise, and how to name it so that it can be cached. */
import { hashString } from '../random.js';
import { planSong } from './compose.js';
import type { GenreId } from './genres.js';
import { loadFastEncoder } from './lame.js';
import { encodeMp3 } from './mp3.js';
import { renderSong } from './render.js';
import { renderSpeech } from './speech.js';

/** Bump when the synthesis changes, so that cached files are made again. */
export const AUDIO_GENERATOR_VERSION = 2;
export const DEMO_SAMPLE_RATE = 22050;
export const DEMO_KBPS = 64;

export type AudioJob =
  | { kind: 'song'; id: string; genre: GenreId; seed: string; seconds: number }
  | { kind: 'speech'; id: string; seed: string; seconds: number };

export function audioFileName(job: AudioJob): string {
  const key = hashString(`${AUDIO_GENERATOR_VERSION}:${JSON.stringify(job)}`).toString(36);
  return `${job.id}-${key}.mp3`;
}

export async function renderJob(job: AudioJob): Promise<Buffer> {
  const Encoder = await loadFastEncoder();
  const pcm =
    job.kind === 'song'
      ? renderSong(planSong(job.genre, job.seed, job.seconds), DEMO_SAMPLE_RATE, job.seed)
      : renderSpeech(job.seed, job.seconds, DEMO_SAMPLE_RATE);
  return encodeMp3(pcm, DEMO_SAMPLE_RATE, job.kind === 'song' ? DEMO_KBPS : 48, Encoder);
}
