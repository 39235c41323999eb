/** One audio file of the demo: what to synthesise, and how to name it so that it can be cached. */
import { hashString } from '../random.js';
import { planSong } from './compose.js';
import type { GenreId } from './genres.js';
import { measureLoudness } from './loudness.js';
import { withGaplessInfo } from './mp3-gapless.js';
import { renderSong } from './render.js';
import { renderSpeech } from './speech.js';
import { encodeMp3Wasm } from './wasm-mp3.js';

/** Bump when the synthesis changes, so that cached files are made again. */
export const AUDIO_GENERATOR_VERSION = 4;
export const DEMO_SAMPLE_RATE = 22050;
export const DEMO_KBPS = 64;

/** A part of one continuous piece: `seconds` of it from `from`, so that the parts join sample for sample. */
export interface PieceSlice {
  seed: string;
  /** Length of the whole piece. */
  length: number;
  from: number;
}

export type AudioJob =
  | {
      kind: 'song';
      id: string;
      genre: GenreId;
      seed: string;
      seconds: number;
      /** Mastering level in dB: below 0 quieter, above 0 louder through a soft limiter (never clips). */
      master?: number;
      piece?: PieceSlice;
    }
  | { kind: 'speech'; id: string; seed: string; seconds: number };

/** A rendered file: MP3 bytes with a LAME Info frame (gapless fields), and its measured loudness. */
export interface RenderedAudio {
  mp3: Buffer;
  /** Integrated loudness in LUFS (null for silence). */
  loudness: number | null;
  peak: number;
}

export function audioFileName(job: AudioJob): string {
  const key = hashString(`${AUDIO_GENERATOR_VERSION}:${JSON.stringify(job)}`).toString(36);
  return `${job.id}-${key}.mp3`;
}

/** Synthesises, measures and encodes (LAME in WebAssembly: no ffmpeg needed, the same on every machine). */
export async function renderJob(job: AudioJob): Promise<RenderedAudio> {
  const pcm = job.kind === 'song' ? songSamples(job) : renderSpeech(job.seed, job.seconds, DEMO_SAMPLE_RATE);
  const { integrated, peak } = measureLoudness([pcm], DEMO_SAMPLE_RATE);
  const kbps = job.kind === 'song' ? DEMO_KBPS : 48;
  const encoded = await encodeMp3Wasm(pcm, DEMO_SAMPLE_RATE, kbps);
  return { mp3: withGaplessInfo(encoded, pcm.length), loudness: integrated, peak };
}

/** The last piece rendered: its parts usually come one after another to the same thread. */
let lastPiece: { key: string; pcm: Float32Array } | undefined;

/** A song job's samples as they are encoded: its own song or its slice of a piece, at its mastering level. */
export function songSamples(job: Extract<AudioJob, { kind: 'song' }>): Float32Array {
  return applyMaster(songPcm(job), job.master ?? 0);
}

function songPcm(job: Extract<AudioJob, { kind: 'song' }>): Float32Array {
  if (!job.piece) return renderSong(planSong(job.genre, job.seed, job.seconds), DEMO_SAMPLE_RATE, job.seed);
  const { seed, length, from } = job.piece;
  const key = `${job.genre}:${seed}:${length}`;
  if (lastPiece?.key !== key) lastPiece = { key, pcm: renderSong(planSong(job.genre, seed, length), DEMO_SAMPLE_RATE, seed) };
  const start = Math.round(from * DEMO_SAMPLE_RATE);
  return lastPiece.pcm.slice(start, start + Math.round(job.seconds * DEMO_SAMPLE_RATE));
}

/** Quieter by plain gain; louder through tanh, which keeps every sample under full scale. */
function applyMaster(pcm: Float32Array, decibels: number): Float32Array {
  if (decibels === 0) return pcm;
  const gain = 10 ** (decibels / 20);
  if (decibels < 0) return pcm.map((x) => x * gain);
  return pcm.map((x) => Math.tanh(x * gain));
}
