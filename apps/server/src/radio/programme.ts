/**
 * A station's programme: its MP3 files played one after another, forever. The position is a pure
 * function of the wall clock (time since the Unix epoch modulo the programme's length), so every
 * server instance plays the same frame at the same moment without talking to the others.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { scanFrames, type Mp3Frame } from '@tangerine/demo-catalogue';

export interface ProgrammeItem {
  path: string;
  /** The file's bytes while it is among the few recently played (see `itemData`); else loaded again. */
  data: Buffer | null;
}

/** A scanned file before it joins a programme: its frames are folded into the programme's typed arrays. */
export interface ScannedItem {
  path: string;
  data: Buffer | null;
  frames: Mp3Frame[];
}

/** Files kept in memory per programme: the one playing, the one before (bursts) and the next. */
const RESIDENT_FILES = 3;

export interface Programme {
  items: ProgrammeItem[];
  /**
   * Flattened frame list over all items, with start times in ms from the programme's start, and
   * each frame's item, byte offset and length in its file. Typed arrays, not an object per frame:
   * a long station has some 150,000 frames, which as objects were a third of the server's live JS heap.
   */
  frameStarts: Float64Array;
  frameItem: Uint32Array;
  frameOffset: Uint32Array;
  frameLength: Uint32Array;
  /** Total length in ms. */
  length: number;
  sampleRate: number;
  /** Bytes per second, on average: used to size listener buffers. */
  byteRate: number;
  /** Items whose data is in memory, most recent last. */
  resident: number[];
}

/** Loads the files and keeps those that share the first playable file's sample rate (a stream cannot switch). */
export async function loadProgramme(paths: readonly string[]): Promise<Programme | null> {
  const items: ScannedItem[] = [];
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
    // Only the frame table stays; the bytes are read again when the file comes up.
    items.push({ path, data: null, frames });
  }
  return items.length ? buildProgramme(items) : null;
}

export function buildProgramme(scanned: ScannedItem[]): Programme {
  const count = scanned.reduce((sum, item) => sum + item.frames.length, 0);
  const frameStarts = new Float64Array(count);
  const frameItem = new Uint32Array(count);
  const frameOffset = new Uint32Array(count);
  const frameLength = new Uint32Array(count);
  let samples = 0;
  let bytes = 0;
  let k = 0;
  const sampleRate = (scanned[0]?.frames[0]?.sampleRate ?? 44100);
  scanned.forEach((item, itemIndex) => {
    item.frames.forEach((frame) => {
      frameStarts[k] = (samples / sampleRate) * 1000;
      frameItem[k] = itemIndex;
      frameOffset[k] = frame.offset;
      frameLength[k] = frame.length;
      samples += frame.samples;
      bytes += frame.length;
      k++;
    });
  });
  const length = (samples / sampleRate) * 1000;
  const items: ProgrammeItem[] = scanned.map(({ path, data }) => ({ path, data }));
  return { items, frameStarts, frameItem, frameOffset, frameLength, length, sampleRate, byteRate: length > 0 ? bytes / (length / 1000) : 0, resident: items.flatMap((item, i) => (item.data ? [i] : [])) };
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
  const data = itemData(programme, programme.frameItem[k] as number);
  const offset = programme.frameOffset[k] as number;
  const end = offset + (programme.frameLength[k] as number);
  // A file that changed or vanished since it was scanned plays as silence-free skip, not garbage.
  return end <= data.length ? data.subarray(offset, end) : Buffer.alloc(0);
}

/**
 * The bytes of one file, read when it comes up (a synchronous read of well under a megabyte, once per
 * file change) and kept while it is among the last few used, so a station costs a few files of memory.
 */
function itemData(programme: Programme, index: number): Buffer {
  const item = programme.items[index] as ProgrammeItem;
  if (!item.data) {
    try {
      item.data = readFileSync(item.path);
    } catch {
      item.data = Buffer.alloc(0);
    }
  }
  const position = programme.resident.indexOf(index);
  if (position === -1 || position !== programme.resident.length - 1) {
    if (position >= 0) programme.resident.splice(position, 1);
    programme.resident.push(index);
    while (programme.resident.length > RESIDENT_FILES) {
      const evicted = programme.items[programme.resident.shift() as number];
      if (evicted) evicted.data = null;
    }
  }
  return item.data;
}

/** Duration of flattened frame `k` in ms. */
export function frameDuration(programme: Programme, k: number): number {
  const next = k + 1 < programme.frameStarts.length ? (programme.frameStarts[k + 1] as number) : programme.length;
  return next - (programme.frameStarts[k] as number);
}
