/**
 * A track's waveform for the seek bar: the loudest sample of each of PEAK_COLUMNS equal slices of
 * the track, one byte each (0–255 of full scale). ffmpeg decodes when the server has it (in its own
 * process, to 8 kHz mono, so this process only folds the samples); without it the formats
 * @audio/decode reads (MP3, FLAC, Ogg Vorbis/Opus, M4A/AAC, WAV) are decoded here, and any other
 * format gets no waveform (the player keeps its plain bar).
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { decodeChunked } from '@audio/decode';
import { DECODABLE } from '../content/import/track-loudness.js';

/** Columns in a waveform: a few hundred bytes stored, enough for the widest bar. */
export const PEAK_COLUMNS = 200;
/** ffmpeg's output rate: peaks need no more, and a quarter of the samples cross the pipe. */
const DECODE_RATE = 8000;
/** Windows per second kept while decoding, folded into the columns at the end (the length is known then). */
const WINDOWS_PER_SECOND = 50;

/** Collects the loudest sample of each short window as samples arrive; `columns()` folds them. */
export class PeakCollector {
  private readonly windows: number[] = [];
  private current = 0;
  private filled = 0;
  private windowSize = 0;
  /** Full scale of the pushed samples: 1 for floats, 32768 for 16-bit integers. */
  private fullScale = 1;

  /** Mono (or the loudest channel's) samples in −1..1 at `sampleRate`. */
  push(channels: readonly Float32Array[], sampleRate: number): void {
    if (!this.windowSize) this.windowSize = Math.max(1, Math.round(sampleRate / WINDOWS_PER_SECOND));
    const length = channels[0]?.length ?? 0;
    for (let i = 0; i < length; i++) {
      for (const channel of channels) {
        const value = Math.abs(channel[i] as number);
        if (value > this.current) this.current = value;
      }
      if (++this.filled === this.windowSize) this.closeWindow();
    }
  }

  /** Signed 16-bit little-endian mono samples (ffmpeg's `s16le`), an even number of bytes. */
  pushS16(bytes: Buffer, sampleRate: number): void {
    if (!this.windowSize) this.windowSize = Math.max(1, Math.round(sampleRate / WINDOWS_PER_SECOND));
    this.fullScale = 32768;
    // A typed view reads the samples without a bounds-checked call per sample (x86 and ARM are little-endian).
    const aligned = bytes.byteOffset % 2 === 0 ? bytes : Buffer.from(bytes);
    const samples = new Int16Array(aligned.buffer, aligned.byteOffset, aligned.length >> 1);
    for (let i = 0; i < samples.length; i++) {
      const value = Math.abs(samples[i] as number);
      if (value > this.current) this.current = value;
      if (++this.filled === this.windowSize) this.closeWindow();
    }
  }

  private closeWindow(): void {
    this.windows.push(Math.min(1, this.current / this.fullScale));
    this.current = 0;
    this.filled = 0;
  }

  /** PEAK_COLUMNS bytes, or an empty array when no audio came. */
  columns(count = PEAK_COLUMNS): Uint8Array {
    if (this.filled > 0) this.closeWindow();
    const windows = this.windows;
    if (!windows.length) return new Uint8Array(0);
    const out = new Uint8Array(count);
    for (let column = 0; column < count; column++) {
      const from = Math.floor((column * windows.length) / count);
      const to = Math.max(from + 1, Math.floor(((column + 1) * windows.length) / count));
      let loudest = 0;
      for (let i = from; i < to && i < windows.length; i++) loudest = Math.max(loudest, windows[i] as number);
      out[column] = Math.round(loudest * 255);
    }
    return out;
  }
}

/** ffmpeg's decode of the first audio stream to 8 kHz mono 16-bit samples, folded as they come. */
function peaksWithFfmpeg(ffmpeg: string, file: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', file, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(DECODE_RATE), '-f', 's16le', 'pipe:1'];
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
async function peaksWithDecoder(file: string): Promise<Uint8Array | null> {
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
  return ffmpeg ? peaksWithFfmpeg(ffmpeg, file) : peaksWithDecoder(file);
}
