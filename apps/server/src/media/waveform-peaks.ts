/**
 * A track's waveform for the seek bar (PeakCollector), when no decode made for something else
 * folded it (the scan's loudness pass, an import's). ffmpeg decodes when the server has it (in its
 * own process, one thread): an MP3 long enough is sampled (`sampledMp3Peaks`: a full decode of a
 * 5-minute MP3 costs ten times the waveform's budget), anything else is decoded whole to 4 kHz mono,
 * so this process only folds the samples. Without ffmpeg the formats @audio/decode reads (MP3, FLAC,
 * Ogg Vorbis/Opus, M4A/AAC, WAV) are decoded here, and any other format gets no waveform (the
 * player keeps its plain bar).
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { decodeChunked } from '@audio/decode';
import { PEAK_COLUMNS, PeakCollector, scanFrames } from '@tangerine/demo-catalogue';
import { DECODABLE } from '../content/import/track-loudness.js';

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

/** ffmpeg's decode of `input` (MP3 frames as a stream) to 16-bit samples at their own rate and channels. */
function decodeFrames(ffmpeg: string, input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-threads', '1', '-f', 'mp3', '-i', 'pipe:0', '-flush_packets', '0', '-f', 's16le', 'pipe:1'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-1000)));
    // ffmpeg closing its input early (a broken file) is reported by its exit code.
    child.stdin.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(output)) : reject(new Error(`ffmpeg exited with ${code}: ${errors.trim() || 'no message'}`))));
    child.stdin.end(input);
  });
}

/**
 * An MP3's waveform from one frame in the middle of each column (frame times are exact: every frame
 * holds the same number of samples), decoded by ffmpeg from a stream of just that frame and those
 * it needs (see MAX_RUN_FRAMES): about 1/15 of a 5-minute 192 kbit/s track. A column's value is the
 * loudest sample of its frame (26 ms at 44.1 kHz): at or under the column's true peak, never over.
 * Null when the file is too short to gain from sampling, is not Layer III, or a frame would need
 * more than MAX_RUN_FRAMES: it is then decoded whole.
 */
export async function sampledMp3Peaks(ffmpeg: string, file: string): Promise<Uint8Array | null> {
  const data = await readFile(file);
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
  const decoded = await decodeFrames(ffmpeg, Buffer.concat(picked));
  // A typed view needs an even offset (x86 and ARM are little-endian, as s16le is).
  const pcm = decoded.byteOffset % 2 === 0 ? decoded : Buffer.from(decoded);
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length >> 1);
  // Every frame gives the same number of samples (all channels): the heard frame is each run's last.
  const perFrame = samples.length / picked.length;
  if (!Number.isInteger(perFrame) || perFrame === 0) throw new Error(`ffmpeg gave ${samples.length} samples for ${picked.length} frames`);
  const columns = new Uint8Array(PEAK_COLUMNS);
  let frameIndex = 0;
  runs.forEach((length, column) => {
    frameIndex += length;
    let peak = 0;
    for (let i = (frameIndex - 1) * perFrame, end = frameIndex * perFrame; i < end; i++) {
      const value = samples[i] as number;
      if (value > peak) peak = value;
      else if (-value > peak) peak = -value;
    }
    columns[column] = Math.round(Math.min(1, peak / 32768) * 255);
  });
  return columns;
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
  if (!ffmpeg) return peaksWithDecoder(file);
  const sampled = extname(file).toLowerCase() === '.mp3' ? await sampledMp3Peaks(ffmpeg, file) : null;
  return sampled ?? peaksWithFfmpeg(ffmpeg, file);
}
