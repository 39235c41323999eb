/**
 * A track's waveform for the seek bar (PeakCollector), when no decode made for something else
 * folded it (the scan's loudness pass, an import's). An MP3 or FLAC long enough is sampled here
 * (`sampledMp3Peaks`, `sampledFlacPeaks`: a full decode of a 5-minute MP3 costs ten times the
 * waveform's budget, and starting ffmpeg alone more than the budget), and so is a long M4A (AAC or
 * ALAC, `sampledM4aPeaks`).
 * Anything else is decoded whole: by ffmpeg when the server has it (in its own process, one thread,
 * to 4 kHz mono, so this process only folds the samples), else here by @audio/decode (MP3, FLAC,
 * Ogg Vorbis/Opus, M4A/AAC, WAV); any other format gets no waveform (the player keeps its plain bar).
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { decodeChunked } from '@audio/decode';
import { PEAK_COLUMNS, PeakCollector } from '@tangerine/demo-catalogue';
import { DECODABLE } from '../content/import/track-loudness.js';
import { sampledFlacColumnsOf, warmFlacDecoder } from './flac-sample.js';
import { warmAacDecoder } from './aac-decoder.js';
import { sampledM4aColumnsOf } from './m4a-sample.js';
import { sampledMp3Peaks, warmMp3Decoder } from './mp3-sample.js';

export { PEAK_COLUMNS, sampledMp3Peaks };

/** ffmpeg's output rate: a waveform of 200 columns needs no more, and few samples cross the pipe. */
const DECODE_RATE = 4000;

/** ffmpeg's decode of the first audio stream to 4 kHz mono 16-bit samples, folded as they come. */
function peaksWithFfmpeg(ffmpeg: string, file: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // -flush_packets 0: ffmpeg fills its 32 KB buffer before each write; flushed per packet, a 5-minute
    // track reached this process as ~8,500 pipe reads instead of ~70, and their handling was most of its CPU.
    const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-threads', '1', '-i', file, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(DECODE_RATE), '-flush_packets', '0', '-f', 's16le', 'pipe:1'];
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const collector = new PeakCollector();
    let carry: Buffer | null = null;
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      // A chunk may end between a sample's two bytes: the odd byte waits for the next chunk.
      const bytes: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
      const even = bytes.length - (bytes.length % 2);
      collector.pushS16(bytes.subarray(0, even), DECODE_RATE);
      carry = even < bytes.length ? bytes.subarray(even) : null;
    });
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-1000)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(collector.columns()) : reject(new Error(`ffmpeg exited with ${code}: ${errors.trim() || 'no message'}`))));
  });
}

/** Decodes in this process with @audio/decode; null when the format is not one it reads. */
export async function peaksWithDecoder(file: string): Promise<Uint8Array | null> {
  const format = DECODABLE[extname(file).toLowerCase()];
  if (!format) return null;
  const collector = new PeakCollector();
  for await (const { channelData, sampleRate } of decodeChunked(createReadStream(file), format)) {
    if (channelData.length) collector.push(channelData, sampleRate);
  }
  return collector.columns();
}

/**
 * The waveform of a local audio file: ffmpeg when given, else the in-process decoder; null when
 * neither can read it. Throws when the file cannot be decoded.
 */
export async function computePeaks(file: string, ffmpeg: string | null): Promise<Uint8Array | null> {
  const extension = extname(file).toLowerCase();
  // A sample that fails leaves the file to the whole decode.
  const sample = SAMPLERS[extension];
  const sampled = sample ? await sample(file) : null;
  if (sampled) return sampled;
  return ffmpeg ? peaksWithFfmpeg(ffmpeg, file) : peaksWithDecoder(file);
}

/** A long M4A's waveform from one unit per column (m4a-sample.ts); null when it is not one to sample or the sample fails (it is then decoded whole). */
export async function sampledM4aPeaks(file: string): Promise<Uint8Array | null> {
  return sampledM4aColumnsOf(file, PEAK_COLUMNS).catch(() => null);
}

/** A long FLAC's waveform from one frame per column (flac-sample.ts); null when it is not one to sample or the sample fails (it is then decoded whole). */
export async function sampledFlacPeaks(file: string): Promise<Uint8Array | null> {
  return sampledFlacColumnsOf(file, PEAK_COLUMNS).catch(() => null);
}

/** The formats sampled in this process, by extension. */
const SAMPLERS: Record<string, (file: string) => Promise<Uint8Array | null>> = {
  '.mp3': (file) => sampledMp3Peaks(file).catch(() => null),
  '.flac': sampledFlacPeaks,
  '.m4a': sampledM4aPeaks,
};

/**
 * Compiles and starts the samplers' decoders (MP3, FLAC, AAC) once, ahead of any request: a listening
 * server's first waveform of each format then costs its decode alone. A decoder that fails here is
 * made (or its failure met) on the request that needs it, as without this.
 */
export async function warmWaveformDecoders(): Promise<void> {
  await Promise.allSettled([warmMp3Decoder(), warmFlacDecoder(), warmAacDecoder()]);
}
