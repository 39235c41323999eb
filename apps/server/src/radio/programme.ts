/**
 * A station's programme: its MP3 files played one after another, forever. The position is a pure
 * function of the wall clock (time since the Unix epoch modulo the programme's length), so every
 * server instance plays the same frame at the same moment without talking to the others.
 */
import { readFile } from 'node:fs/promises';
import { scanFrames, type Mp3Frame } from '../content/audio/mp3-frames.js';

export interface ProgrammeItem {
  path: string;
  data: Buffer;
  frames: Mp3Frame[];
}

export interface Programme {
  items: ProgrammeItem[];
  /** Flattened frame list over all items, with start times in ms from the programme's start. */
  frameStarts: Float64Array;
  frameItem: Uint32Array;
  frameIndex: Uint32Array;
  /** Total length in ms. */
  length: number;
  sampleRate: number;
  /** Bytes per second, on average: used to size listener buffers. */
  byteRate: number;
}

/** Loads the files and keeps those that share the first playable file's sample rate (a stream cannot switch). */
export async function loadProgramme(paths: readonly string[]): Promise<Programme | null> {
  const items: ProgrammeItem[] = [];
  let sampleRate = 0;
  for (const path of paths) {
    let data: Buffer;
    try {
      data = await readFile(path);
    } catch {
      continue;
    }
    const frames = scanFrames(data);
    if (frames.length === 0) continue;
    const rate = (frames[0] as Mp3Frame).sampleRate;
    if (sampleRate === 0) sampleRate = rate;
    if (rate !== sampleRate || frames.some((f) => f.sampleRate !== rate)) continue;
    items.push({ path, data, frames });
  }
  return items.length ? buildProgramme(items) : null;
}

export function buildProgramme(items: ProgrammeItem[]): Programme {
  const count = items.reduce((sum, item) => sum + item.frames.length, 0);
  const frameStarts = new Float64Array(count);
  const frameItem = new Uint32Array(count);
  const frameIndex = new Uint32Array(count);
  let samples = 0;
  let bytes = 0;
  let k = 0;
  const sampleRate = (items[0]?.frames[0]?.sampleRate ?? 44100);
  items.forEach((item, itemIndex) => {
    item.frames.forEach((frame, index) => {
      frameStarts[k] = (samples / sampleRate) * 1000;
      frameItem[k] = itemIndex;
      frameIndex[k] = index;
      samples += frame.samples;
      bytes += frame.length;
      k++;
    });
  });
  const length = (samples / sampleRate) * 1000;
  return { items, frameStarts, frameItem, frameIndex, length, sampleRate, byteRate: length > 0 ? bytes / (length / 1000) : 0 };
}

/** Index (in the flattened list) of the frame playing at `epochMs`, and when that frame started. */
export function frameAt(programme: Programme, epochMs: number): { frame: number; startedAt: number } {
  const cycle = Math.floor(epochMs / programme.length);
  const offset = epochMs - cycle * programme.length;
  let low = 0;
  let high = programme.frameStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((programme.frameStarts[mid] as number) <= offset) low = mid;
    else high = mid - 1;
  }
  return { frame: low, startedAt: cycle * programme.length + (programme.frameStarts[low] as number) };
}

/** The bytes of flattened frame `k`. */
export function frameBytes(programme: Programme, k: number): Buffer {
  const item = programme.items[programme.frameItem[k] as number] as ProgrammeItem;
  const frame = item.frames[programme.frameIndex[k] as number] as Mp3Frame;
  return item.data.subarray(frame.offset, frame.offset + frame.length);
}

/** Duration of flattened frame `k` in ms. */
export function frameDuration(programme: Programme, k: number): number {
  const next = k + 1 < programme.frameStarts.length ? (programme.frameStarts[k + 1] as number) : programme.length;
  return next - (programme.frameStarts[k] as number);
}
