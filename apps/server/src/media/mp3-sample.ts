/**
 * A long MP3's waveform from one frame in the middle of each column and the frames it needs, read
 * with positioned reads and decoded by a warm mpg123 (WebAssembly) in this process. Nothing the size
 * of the file is held: the frame walk goes through one reused window, each column's frames are read
 * alone, and a column keeps only its loudest sample (the server's young generation is 2 MB: reading a
 * 7 MB file whole and copying out ~5 MB of decoded samples per request set off garbage collections
 * that cost more than the decode itself).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { MPEGDecoder } from 'mpg123-decoder';
import { id3v2Length, PEAK_COLUMNS, readFrameHeader } from '@tangerine/demo-catalogue';
import { columnValue, loudestSample } from './sample-peak.js';

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
/** The bytes the frame walk may look at past a frame's start: the largest MPEG audio frame (2,881 bytes) and the next header. */
const LOOK_AHEAD = 4096;
/** The frame walk's window (a few reads for a whole track); windows are reused between requests. */
const WINDOW_BYTES = 1 << 20;
const spareWindows: Buffer[] = [];

/** Where a frame's side information starts (after a CRC when the frame has one). */
const sideInfoAt = (data: Uint8Array, offset: number) => offset + 4 + (((data[offset + 1] as number) & 1) === 0 ? 2 : 0);

/** Side-information bytes of a Layer III frame (after its header and CRC): MPEG-1 or 2/2.5, mono or not. */
function sideInfoBytes(data: Uint8Array, offset: number): number {
  const mpeg1 = ((data[offset + 1] as number) & 0x08) !== 0;
  const mono = (data[offset + 3] as number) >> 6 === 3;
  return mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
}

/** How many bytes before its own main data a Layer III frame's main data begins (its reservoir). */
function reservoirBytes(data: Uint8Array, offset: number): number {
  const at = sideInfoAt(data, offset);
  const mpeg1 = ((data[offset + 1] as number) & 0x08) !== 0;
  return mpeg1 ? (((data[at] as number) << 1) | ((data[at + 1] as number) >> 7)) : (data[at] as number);
}

/** The frames of a file: where each starts, its length, its reservoir and the main-data bytes it carries (what later frames' reservoirs reach back into). */
class FrameTable {
  count = 0;
  offsets = new Float64Array(4096);
  lengths = new Uint16Array(4096);
  reservoirs = new Uint16Array(4096);
  mainData = new Int32Array(4096);

  add(data: Uint8Array, at: number, offset: number, length: number): void {
    if (this.count === this.offsets.length) {
      const grow = <T extends Float64Array | Uint16Array | Int32Array>(array: T): T => {
        const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
        bigger.set(array);
        return bigger;
      };
      [this.offsets, this.lengths, this.reservoirs, this.mainData] = [grow(this.offsets), grow(this.lengths), grow(this.reservoirs), grow(this.mainData)];
    }
    this.offsets[this.count] = offset;
    this.lengths[this.count] = length;
    this.reservoirs[this.count] = reservoirBytes(data, at);
    this.mainData[this.count] = at + length - sideInfoAt(data, at) - sideInfoBytes(data, at);
    this.count++;
  }
}

/** A window on the file: bytes [start, start + view.length) held in a reused buffer. */
class FileWindow {
  start = 0;
  view: Buffer;
  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
    private readonly buffer: Buffer,
  ) {
    this.view = buffer.subarray(0, 0);
  }

  /** Whether bytes [at, at + LOOK_AHEAD) are held, or those up to the file's end. */
  holds(at: number): boolean {
    return at >= this.start && Math.min(at + LOOK_AHEAD, this.size) <= this.start + this.view.length;
  }

  async moveTo(at: number): Promise<void> {
    const { bytesRead } = await this.handle.read(this.buffer, 0, Math.min(this.buffer.length, this.size - at), at);
    this.start = at;
    this.view = this.buffer.subarray(0, bytesRead);
  }
}

/** The next offset from `from` where a frame header is followed by another (a resynchronisation), or -1. */
async function findSync(window: FileWindow, from: number): Promise<number> {
  for (let i = from; i + 4 <= window.size; i++) {
    if (!window.holds(i)) await window.moveTo(i);
    const frame = readFrameHeader(window.view, i - window.start);
    if (frame && frame.length > 4 && readFrameHeader(window.view, i - window.start + frame.length)) return i;
  }
  return -1;
}

/** Every complete frame (as `scanFrames` walks them), or null when one is not Layer III. */
async function walkFrames(window: FileWindow): Promise<FrameTable | null> {
  const table = new FrameTable();
  await window.moveTo(0);
  let offset = id3v2Length(window.view);
  while (offset < window.size) {
    if (!window.holds(offset)) await window.moveTo(offset);
    const at = offset - window.start;
    const frame = readFrameHeader(window.view, at);
    if (!frame || frame.length <= 4) {
      const next = await findSync(window, offset + 1);
      if (next < 0) break;
      offset = next;
      continue;
    }
    if (offset + frame.length > window.size) break;
    if ((((window.view[at + 1] as number) >> 1) & 3) !== 1) return null;
    table.add(window.view, at, offset, frame.length);
    offset += frame.length;
  }
  return table;
}

/** Each column's run of frames, [first, heard] (frame indexes); see MAX_RUN_FRAMES. Null when a frame would need more. */
function planRuns(table: FrameTable): Array<[number, number]> | null {
  const perColumn = table.count / PEAK_COLUMNS;
  const runs: Array<[number, number]> = [];
  for (let column = 0; column < PEAK_COLUMNS; column++) {
    const heard = Math.min(table.count - 1, Math.floor((column + 0.5) * perColumn));
    const before = heard - 1;
    // Back from the frame before the heard one until the bytes held cover both frames' reservoirs.
    let start = before;
    let held = 0;
    const enough = () => held >= (table.reservoirs[before] as number) && held + (table.mainData[before] as number) >= (table.reservoirs[heard] as number);
    while (!enough() && start > 1 && heard - start < MAX_RUN_FRAMES) held += table.mainData[--start] as number;
    // Never the first frame (it may be the encoder's info frame, which ffmpeg reads as the stream's header).
    if (!enough() || start < 1) return null;
    runs.push([start, heard]);
  }
  return runs;
}

/** mpg123-decoder's own parts that a warm decoder uses (version 1.0.3, pinned). */
interface Mpg123Parts {
  _decoder: number;
  _common: {
    wasm: {
      mpeg_frame_decoder_create(pointer: number, gapless: number): number;
      mpeg_frame_decoder_destroy(decoder: number): void;
      free(pointer: number): void;
      mpeg_decoder_feed(decoder: number, input: number, length: number): number;
      mpeg_decoder_read(decoder: number, output: number, outputLength: number, samples: number, rate: number, error: number): number;
    };
    allocateTypedArray(length: number, type: Uint32ArrayConstructor): { ptr: number; buf: Uint32Array };
  };
  _input: { ptr: number; len: number; buf: Uint8Array };
  _output: { ptr: number; len: number; buf: Float32Array };
  _samplesDecodedPtr: { ptr: number; buf: Uint32Array };
  _sampleRatePtr: { ptr: number };
  _errorStringPtr: { ptr: number };
}

/** mpg123's results: more input needed, a new stream format. */
const NEED_MORE = -10;
const NEW_FORMAT = -11;

/**
 * One mpg123 instance kept between requests (instantiating the WebAssembly module and its memory per
 * request was part of the cost): each file gets a new decoder handle in it, so no state carries over,
 * and a frame's samples are read where mpg123 wrote them, never copied out.
 */
class WarmMp3Decoder {
  private readonly handle: { ptr: number; buf: Uint32Array };

  private constructor(private readonly parts: Mpg123Parts) {
    this.handle = parts._common.allocateTypedArray(1, Uint32Array);
  }

  static async create(): Promise<WarmMp3Decoder> {
    const decoder = new MPEGDecoder({ enableGapless: false });
    await decoder.ready;
    const parts = decoder as unknown as Partial<Mpg123Parts>;
    if (typeof parts._common?.wasm?.mpeg_decoder_read !== 'function' || !parts._output?.buf || !parts._input?.buf) throw new Error('mpg123-decoder is not the version this server reads (1.0.3)');
    return new WarmMp3Decoder(parts as Mpg123Parts);
  }

  /** A new decoder handle: the next frame is decoded as the first of a stream. */
  restart(): void {
    const { wasm } = this.parts._common;
    wasm.mpeg_frame_decoder_destroy(this.parts._decoder);

    const error = wasm.mpeg_frame_decoder_create(this.handle.ptr, 0);
    if (error) throw new Error(`mpg123 could not start a decoder (${error})`);
    this.parts._decoder = this.handle.buf[0] as number;
  }

  /** Decodes one frame; how many samples it gave and, when `measured`, its loudest sample (every channel). */
  decode(frame: Uint8Array, measured: boolean): { peak: number; samples: number } {
    const { wasm } = this.parts._common;
    const { _input: input, _output: output, _samplesDecodedPtr: decoded } = this.parts;
    input.buf.set(frame);
    let peak = 0;
    let samples = 0;
    if (wasm.mpeg_decoder_feed(this.parts._decoder, input.ptr, frame.length) === NEED_MORE) return { peak, samples };
    for (;;) {
      decoded.buf[0] = 0;
      const result = wasm.mpeg_decoder_read(this.parts._decoder, output.ptr, output.len, decoded.ptr, this.parts._sampleRatePtr.ptr, this.parts._errorStringPtr.ptr);
      const count = decoded.buf[0] as number;
      samples += count;
      // Planar output: each channel's samples after the other's.
      if (measured) peak = loudestSample(output.buf, 0, count * 2, peak);
      // Other errors leave the frame's samples as mpg123 made them (as mpg123-decoder does): read on.
      if (result === NEED_MORE) return { peak, samples };
      if (result === NEW_FORMAT) continue;
    }
  }
}

const idleDecoders: WarmMp3Decoder[] = [];

/** Makes the first decoder ahead of any request (compiling mpg123's WebAssembly is most of a first sample's cost). */
export async function warmMp3Decoder(): Promise<void> {
  if (idleDecoders.length === 0) idleDecoders.push(await WarmMp3Decoder.create());
}

/** Decodes each column's run (its heard frame last) and keeps the heard frame's loudest sample. */
async function decodeRuns(handle: FileHandle, table: FrameTable, runs: Array<[number, number]>): Promise<Uint8Array> {
  const decoder = idleDecoders.pop() ?? (await WarmMp3Decoder.create());
  let span = Buffer.allocUnsafe(MAX_RUN_FRAMES * 2881);
  const columns = new Uint8Array(PEAK_COLUMNS);
  for (const [column, [first, heard]] of runs.entries()) {
    const from = table.offsets[first] as number;
    const bytes = (table.offsets[heard] as number) + (table.lengths[heard] as number) - from;
    if (bytes > span.length) span = Buffer.allocUnsafe(bytes);
    const { bytesRead } = await handle.read(span, 0, bytes, from);
    if (bytesRead !== bytes) throw new Error(`the file ended inside column ${column}'s frames`);
    // The run's frames before the heard one only set the decoder's state (overlap, reservoir). Each
    // run starts a new stream: mpg123 then decodes a first frame whose reservoir it lacks as silence,
    // cheaper than the noise it made of it after the last column's frames.
    decoder.restart();
    let last = { peak: 0, samples: 0 };
    for (let index = first; index <= heard; index++) {
      const at = (table.offsets[index] as number) - from;
      last = decoder.decode(span.subarray(at, at + (table.lengths[index] as number)), index === heard);
    }
    if (last.samples === 0) throw new Error(`mpg123 gave no samples for column ${column}`);
    columns[column] = columnValue(last.peak);
  }
  // Kept for the next request only when it decoded to the end (a failed decode may leave it broken).
  idleDecoders.push(decoder);
  return columns;
}

/**
 * An MP3's waveform from one frame in the middle of each column (frame times are exact: every frame
 * holds the same number of samples) and the frames it needs, about 1/15 of a 5-minute 192 kbit/s
 * track. Null when the file is too short to gain from sampling, is not Layer III, or a frame would
 * need more than MAX_RUN_FRAMES: it is then decoded whole.
 */
export async function sampledMp3Peaks(file: string): Promise<Uint8Array | null> {
  const handle = await open(file, 'r');
  const buffer = spareWindows.pop() ?? Buffer.allocUnsafe(WINDOW_BYTES);
  try {
    const table = await walkFrames(new FileWindow(handle, (await handle.stat()).size, buffer));
    const runs = table && table.count >= SAMPLE_FROM_FRAMES ? planRuns(table) : null;
    return runs ? await decodeRuns(handle, table as FrameTable, runs) : null;
  } finally {
    spareWindows.push(buffer);
    await handle.close();
  }
}
