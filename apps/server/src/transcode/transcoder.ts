/**
 * ffmpeg, the system's (Debian package `ffmpeg`; `TANGERINE_FFMPEG` or `ffmpeg` on PATH), turning
 * audio a browser cannot decode (ALAC, AIFF, WMA, APE, WavPack, DSD...) or a rate above the asked
 * quality into Opus in Ogg, AAC in ADTS or MP3, from any offset (`-ss` before the input: an accurate seek).
 * The web API's stream and Subsonic's `stream` (maxBitRate, format, timeOffset) use the same one.
 */
import { spawn } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';
import { concatScript, createWarmSpares, lowerPriority, type FfmpegChild, type WarmSpares } from './warm-ffmpeg.js';

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

/** A handed-over spare that gives no output in this long is taken for stuck (a cold start gives its first bytes in milliseconds). */
const SPARE_FIRST_BYTES_MS = 10_000;

/**
 * Input options of every ffmpeg: one decoding thread (many streams share the cores). No
 * `-fflags +nobuffer`: with it ffmpeg drops the packets it read while probing the input, so a
 * transcode began late (an AIFF 1.16 s in, an ALAC 0.09 s in, behind the concat demuxer 3 s of
 * AIFF came out as 1.8 s), and a player then started that track part-way and ended it early.
 */
export const LEAD_ARGS = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-threads', '1'];

/** Everything after the input: the codec, the bit rate, and output written as soon as each page is made. */
export function outputArgs(request: Pick<TranscodeRequest, 'format' | 'bitrateKbps'>): string[] {
  const codec: Record<TranscodeFormat, string[]> = {
    // Ogg pages of 100 ms rather than 1 s: the first audio leaves as soon as it is encoded.
    // Encoder complexity 5 of 10: the browser starts once its first pages are in, so a start waits on
    // the encoder's speed; at these rates the lower complexity is taken to be inaudible.
    opus: ['-c:a', 'libopus', '-vbr', 'on', '-compression_level', '5', '-page_duration', '100000', '-f', 'ogg'],
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

export interface TranscoderOptions {
  /** The spare processes (tests hand over failing ones). */
  spares?: WarmSpares | null;
  /** How long a handed-over spare may stay silent before it is taken for stuck. */
  spareFirstBytesMs?: number;
}

export function createTranscoder(ffmpeg: string | null, options: TranscoderOptions = {}): Transcoder {
  const spares = options.spares !== undefined ? options.spares : ffmpeg ? createWarmSpares(ffmpeg, LEAD_ARGS) : null;
  const firstBytesMs = options.spareFirstBytesMs ?? SPARE_FIRST_BYTES_MS;
  const startCold = (path: string, request: TranscodeRequest): FfmpegChild => {
    const child = spawn(path, transcodeArgs(request), { stdio: ['ignore', 'pipe', 'pipe'] });
    lowerPriority(child.pid);
    return child;
  };
  return {
    ffmpeg,
    start(request) {
      if (!ffmpeg) throw new Error('ffmpeg is not installed: this track cannot be transcoded');
      // A stream from an offset starts cold (`-ss`, sample-accurate): the concat demuxer's `inpoint`
      // starts at a packet before it and ignores the file's start time (an MP3's encoder delay), so
      // a spare's stream began 25-125 ms early, and room members on such streams played apart.
      const script = (request.offsetSeconds ?? 0) > 0 ? null : concatScript(request.input);
      const spare = script ? (spares?.take(shapeOf(request), outputArgs(request), script) ?? null) : null;
      const output = new PassThrough();
      let stopped = false;
      let child = spare ?? startCold(ffmpeg, request);
      /** Runs `child` into the output; a spare that ends without a byte (it had died, or was stuck) gives way to a cold start. */
      const run = (current: FfmpegChild, fallback: boolean): Promise<void> =>
        new Promise<void>((resolve, reject) => {
          let errors = '';
          let sent = 0;
          current.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
          // A spare that has not said a byte in this long is stuck: it is stopped, and a cold start follows.
          const stuck = fallback ? setTimeout(() => current.kill('SIGKILL'), firstBytesMs) : undefined;
          current.stdout.on('data', (chunk: Buffer) => {
            sent += chunk.length;
            clearTimeout(stuck);
          });
          current.stdout.pipe(output, { end: false });
          let settled = false;
          /** The one end of this process ('error' and 'close' may both come). */
          const end = (error: Error | null) => {
            if (settled) return;
            settled = true;
            clearTimeout(stuck);
            if (stopped) resolve();
            else if (fallback && sent === 0) resolve(run((child = startCold(ffmpeg, request)), false));
            else if (error) reject(error);
            else resolve();
          };
          current.on('error', end);
          current.on('close', (code) => end(code === 0 ? null : new Error(`ffmpeg exited with ${code}: ${errors.trim() || 'no message'}`)));
        });
      const done = run(child, spare !== null).then(
        () => void output.end(),
        (error: unknown) => {
          output.destroy(error as Error);
          throw error;
        },
      );
      // The caller reads failures from `done`; the destroyed output must not also throw unhandled.
      output.on('error', () => undefined);
      return {
        output,
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
