/**
 * A track's waveform for the seek bar (PeakCollector), when no decode made for something else
 * folded it (the scan's loudness pass, an import's). An MP3 or FLAC long enough is sampled here
 * (`sampledMp3Peaks`, `sampledFlacPeaks`: a full decode of a 5-minute MP3 costs ten times the
 * waveform's budget, and starting ffmpeg alone more than the budget).
 * Anything else is decoded whole: by ffmpeg when the server has it (in its own process, one thread,
 * to 4 kHz mono, so this process only folds the samples), else here by @audio/decode (MP3, FLAC,
 * Ogg Vorbis/Opus, M4A/AAC, WAV); any other format gets no waveform (the player keeps its plain bar).
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { decodeChunked } from '@audio/decode';
import { MPEGDecoder } from 'mpg123-decoder';
import { PEAK_COLUMNS, PeakCollector, scanFrames } from '@tangerine/demo-catalogue';
import { DECODABLE } from '../content/import/track-loudness.js';
import { planFlacSample, sampledFlacColumns } from './flac-sample.js';

export { PEAK_COLUMNS };

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

/**
 * A sampled MP3 is heard through one frame per column, decoded with the frames before it that it
 * needs: the frame before it (the decoder's transform overlaps two frames) and as many earlier ones
 * as hold the bit reservoir those two read from (main_data_begin, up to 511 bytes back). Without
 * them a frame decodes to noise: counting the frame before too put some columns 35/255 over the
 * file's true peak; skipping the reservoir put one 72/255 over.
 */
const MAX_RUN_FRAMES = 10;
/** An MP3 is sampled when that decodes at most about a quarter of its frames (about 84 s and longer at 44.1 kHz). */
const SAMPLE_FROM_FRAMES = PEAK_COLUMNS * 16;

/** Side-information bytes of a Layer III frame (after its header and CRC): MPEG-1 or 2/2.5, mono or not. */
function sideInfoBytes(data: Buffer, offset: number): number {
  const mpeg1 = ((data[offset + 1] as number) & 0x08) !== 0;
  const mono = (data[offset + 3] as number) >> 6 === 3;
  return mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
}

/** Where a frame's side information starts (after a CRC when the frame has one). */
const sideInfoAt = (data: Buffer, offset: number) => offset + 4 + (((data[offset + 1] as number) & 1) === 0 ? 2 : 0);

/** How many bytes before its own main data a Layer III frame's main data begins (its reservoir). */
function reservoirBytes(data: Buffer, offset: number): number {
  const at = sideInfoAt(data, offset);
  const mpeg1 = ((data[offset + 1] as number) & 0x08) !== 0;
  return mpeg1 ? (((data[at] as number) << 1) | ((data[at + 1] as number) >> 7)) : (data[at] as number);
}

/** The main-data bytes a frame carries (what later frames' reservoirs reach back into). */
const mainDataBytes = (data: Buffer, frame: { offset: number; length: number }) => frame.offset + frame.length - sideInfoAt(data, frame.offset) - sideInfoBytes(data, frame.offset);

/** The frames a sampled MP3 decodes (each column's run, in order) and each run's length; its heard frame is the run's last. */
export interface Mp3Sample {
  frames: Buffer[];
  runs: number[];
}

/**
 * Which frames give an MP3's sampled waveform: one frame in the middle of each column (frame times
 * are exact: every frame holds the same number of samples) and those it needs (see MAX_RUN_FRAMES),
 * about 1/15 of a 5-minute 192 kbit/s track. Null when the file is too short to gain from sampling,
 * is not Layer III, or a frame would need more than MAX_RUN_FRAMES: it is then decoded whole.
 */
export function planMp3Sample(data: Buffer): Mp3Sample | null {
  const frames = scanFrames(data);
  if (frames.length < SAMPLE_FROM_FRAMES || frames.some((frame) => (((data[frame.offset + 1] as number) >> 1) & 3) !== 1)) return null;
  const perColumn = frames.length / PEAK_COLUMNS;
  const picked: Buffer[] = [];
  const runs: number[] = [];
  for (let column = 0; column < PEAK_COLUMNS; column++) {
    const heard = Math.min(frames.length - 1, Math.floor((column + 0.5) * perColumn));
    // Back from the frame before the heard one until the bytes held cover both frames' reservoirs.
    const before = frames[heard - 1] as (typeof frames)[number];
    const own = frames[heard] as (typeof frames)[number];
    let start = heard - 1;
    let held = 0;
    const enough = () => held >= reservoirBytes(data, before.offset) && held + mainDataBytes(data, before) >= reservoirBytes(data, own.offset);
    while (!enough() && start > 1 && heard - start < MAX_RUN_FRAMES) held += mainDataBytes(data, frames[--start] as (typeof frames)[number]);
    // Never the first frame (it may be the encoder's info frame, which ffmpeg reads as the stream's header).
    if (!enough() || start < 1) return null;
    for (let index = start; index <= heard; index++) {
      const frame = frames[index] as (typeof frames)[number];
      picked.push(data.subarray(frame.offset, frame.offset + frame.length));
    }
    runs.push(heard - start + 1);
  }
  return { frames: picked, runs };
}

/** Columns decoded between two turns of the event loop (about 5 ms of decoding). */
const YIELD_EVERY = 25;

/** A column's value: the loudest sample of its heard frame, at or under the column's true peak, never over. */
const columnValue = (peak: number) => Math.round(Math.min(1, peak) * 255);

/**
 * The sample's columns, decoded here by mpg123 (WebAssembly), frame by frame: no process to start.
 * ffmpeg's own start-up alone cost about 70 ms of CPU, against about 10 ms for decoding the sample's
 * frames; mpg123 decodes them in about 40 ms (profiled in one run, to the same columns).
 */
export async function sampledMp3Columns(sample: Mp3Sample): Promise<Uint8Array> {
  const decoder = new MPEGDecoder({ enableGapless: false });
  await decoder.ready;
  try {
    const columns = new Uint8Array(PEAK_COLUMNS);
    let frameIndex = 0;
    for (let column = 0; column < sample.runs.length; column++) {
      // The decode is synchronous: other requests get their turn every few columns.
      if (column > 0 && column % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      // The run's frames before the heard one only set the decoder's state (overlap, reservoir).
      for (const end = frameIndex + (sample.runs[column] as number) - 1; frameIndex < end; frameIndex++) decoder.decodeFrame(sample.frames[frameIndex] as Buffer);
      const { channelData, samplesDecoded } = decoder.decodeFrame(sample.frames[frameIndex++] as Buffer);
      if (samplesDecoded === 0) throw new Error(`mpg123 gave no samples for column ${column}`);
      let peak = 0;
      for (const channel of channelData) {
        for (let i = 0; i < samplesDecoded; i++) {
          const value = channel[i] as number;
          if (value > peak) peak = value;
          else if (-value > peak) peak = -value;
        }
      }
      columns[column] = columnValue(peak);
    }
    return columns;
  } finally {
    decoder.free();
  }
}

/**
 * An MP3's waveform from one frame in the middle of each column and the frames it needs
 * (`planMp3Sample`), decoded in this process; null when the file is not one to sample.
 */
export async function sampledMp3Peaks(file: string): Promise<Uint8Array | null> {
  const sample = planMp3Sample(await readFile(file));
  return sample ? sampledMp3Columns(sample) : null;
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
  const sampled = extension === '.mp3' ? await sampledMp3Peaks(file) : extension === '.flac' ? await sampledFlacPeaks(file) : null;
  if (sampled) return sampled;
  return ffmpeg ? peaksWithFfmpeg(ffmpeg, file) : peaksWithDecoder(file);
}

/** A long FLAC's waveform from one frame per column (`planFlacSample`); null when it is not one to sample or the sample fails (it is then decoded whole). */
export async function sampledFlacPeaks(file: string): Promise<Uint8Array | null> {
  const sample = planFlacSample(await readFile(file), PEAK_COLUMNS);
  return sample ? sampledFlacColumns(sample).catch(() => null) : null;
}
