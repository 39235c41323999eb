/**
 * ffmpeg, the system's (Debian package `ffmpeg`; `TANGERINE_FFMPEG` or `ffmpeg` on PATH), turning
 * audio a browser cannot decode (ALAC, AIFF, WMA, APE, WavPack, DSD...) or a rate above the asked
 * quality into Opus in Ogg, AAC in ADTS or MP3, from any offset (`-ss` before the input: a seek).
 * The web API's stream and Subsonic's `stream` (maxBitRate, format, timeOffset) use the same one.
 */
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { concatScript, createWarmSpares, lowerPriority, type FfmpegChild } from './warm-ffmpeg.js';

export type TranscodeFormat = 'opus' | 'aac' | 'mp3';

export interface TranscodeRequest {
  /** A local file path ffmpeg reads. */
  input: string;
  format: TranscodeFormat;
  /** Target bit rate in kbit/s. */
  bitrateKbps: number;
  /** Start this many seconds in (a seek). */
  offsetSeconds?: number;
}

export const TRANSCODE_TYPES: Record<TranscodeFormat, string> = { opus: 'audio/ogg; codecs=opus', aac: 'audio/aac', mp3: 'audio/mpeg' };

/** What a browser decodes as it is; every other audio type is transcoded. */
const DIRECT_TYPES = new Set(['audio/mpeg', 'audio/flac', 'audio/ogg', 'audio/wav', 'audio/mp4', 'audio/aac', 'audio/webm', 'audio/x-wav', 'audio/mp3']);

export const needsTranscode = (mime: string) => !DIRECT_TYPES.has(mime.trim().toLowerCase());

/** Input options of a spare: one decoding thread (many streams share the cores). */
export const SPARE_LEAD_ARGS = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-threads', '1'];
/**
 * A cold start also skips input buffering for analysis. Not a spare: behind the concat demuxer
 * `+nobuffer` loses packets (a 3 s AIFF came out as 1.8 s of Opus, an ALAC 3% short).
 */
const LEAD_ARGS = [...SPARE_LEAD_ARGS, '-fflags', '+nobuffer'];

/** Everything after the input: the codec, the bit rate, and output written as soon as each page is made. */
export function outputArgs(request: Pick<TranscodeRequest, 'format' | 'bitrateKbps'>): string[] {
  const codec: Record<TranscodeFormat, string[]> = {
    // Ogg pages of 100 ms rather than 1 s: the first audio leaves as soon as it is encoded.
    opus: ['-c:a', 'libopus', '-vbr', 'on', '-page_duration', '100000', '-f', 'ogg'],
    aac: ['-c:a', 'aac', '-f', 'adts'],
    mp3: ['-c:a', 'libmp3lame', '-f', 'mp3'],
  };
  const bitrate = Math.max(32, Math.min(320, Math.round(request.bitrateKbps)));
  // Opus encodes 48 kHz only; the others keep 44.1 kHz, which every decoder plays.
  const rate = request.format === 'opus' ? '48000' : '44100';
  return ['-map', '0:a:0', '-vn', '-map_metadata', '-1', '-ac', '2', '-ar', rate, '-threads', '1', ...codec[request.format], '-b:a', `${bitrate}k`, '-flush_packets', '1', 'pipe:1'];
}

export function transcodeArgs(request: TranscodeRequest): string[] {
  const offset = request.offsetSeconds && request.offsetSeconds > 0 ? ['-ss', request.offsetSeconds.toFixed(3)] : [];
  return [...LEAD_ARGS, ...offset, '-i', request.input, ...outputArgs(request)];
}

export interface Transcoder {
  /** The ffmpeg found at start, or null when there is none (such tracks are shown as unavailable). */
  readonly ffmpeg: string | null;
  /** ffmpeg's output; `stop()` ends it early (the listener went away). */
  start(request: TranscodeRequest): { output: Readable; done: Promise<void>; stop(): void };
  /** Keeps a started ffmpeg ready for this output from now on, so even the first such play does not wait for ffmpeg to start. */
  keepReady(output: Pick<TranscodeRequest, 'format' | 'bitrateKbps'>): void;
  /** Stops the spare ffmpeg processes kept ready (server shutdown). */
  close(): void;
}

/** Runs `ffmpeg -version` once: the path when it answers, else null. */
export function probeFfmpeg(candidate: string): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(candidate, ['-hide_banner', '-version'], { stdio: ['ignore', 'ignore', 'ignore'] });
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code === 0 ? candidate : null));
  });
}

/** The spares' name for an output: one ready ffmpeg per format and bit rate. */
const shapeOf = (output: Pick<TranscodeRequest, 'format' | 'bitrateKbps'>) => `${output.format}@${Math.round(output.bitrateKbps)}`;

export function createTranscoder(ffmpeg: string | null): Transcoder {
  const spares = ffmpeg ? createWarmSpares(ffmpeg, SPARE_LEAD_ARGS) : null;
  const startCold = (path: string, request: TranscodeRequest): FfmpegChild => {
    const child = spawn(path, transcodeArgs(request), { stdio: ['ignore', 'pipe', 'pipe'] });
    lowerPriority(child.pid);
    return child;
  };
  return {
    ffmpeg,
    start(request) {
      if (!ffmpeg) throw new Error('ffmpeg is not installed: this track cannot be transcoded');
      const script = concatScript(request.input, request.offsetSeconds ?? 0);
      const child = (script && spares?.take(shapeOf(request), outputArgs(request), script)) || startCold(ffmpeg, request);
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
      let stopped = false;
      const done = new Promise<void>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', (code) => (code === 0 || stopped ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors.trim() || 'no message'}`))));
      });
      return {
        output: child.stdout,
        done,
        stop() {
          stopped = true;
          child.kill('SIGKILL');
        },
      };
    },
    keepReady(output) {
      spares?.keep(shapeOf(output), outputArgs(output));
    },
    close() {
      spares?.close();
    },
  };
}
