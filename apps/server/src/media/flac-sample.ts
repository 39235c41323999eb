/**
 * A FLAC's waveform from one frame near the middle of each column, decoded in this process (libFLAC
 * in WebAssembly): FLAC frames decode on their own (no state from the frame before), so each frame
 * given alone to a new libFLAC decoder decodes to exactly its samples. A column's value is the
 * loudest sample of its frame (about 93 ms at 44.1 kHz): at or under the column's true peak. Each
 * frame is read alone (positioned reads, never the whole file) and decoded as it lies in the file by
 * one libFLAC instance kept warm between requests (flac-decoder.ts), which keeps only each frame's
 * loudest sample.
 */
import { open } from 'node:fs/promises';
import { WarmFlacDecoder } from './flac-decoder.js';
import { columnValue } from './sample-peak.js';

/** A FLAC is sampled when that decodes at most a quarter of its frames (about 75 s and longer at 44.1 kHz, 4096-sample frames). */
const SAMPLE_FROM_FRAMES_PER_COLUMN = 4;

/** The frame header's CRC-8 (polynomial x^8 + x^2 + x + 1). */
function crc8(data: Uint8Array, start: number, end: number): number {
  let crc = 0;
  for (let i = start; i < end; i++) {
    crc ^= data[i] as number;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const CRC16 = new Uint16Array(256).map((_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

/**
 * The frame with the number `index` written at `at` in `target` (libFLAC reports every jump in frame
 * numbers within one stream as a missing frame), its header's CRC-8 and the frame's CRC-16 made again;
 * gives its length. `index` < 2048 (two bytes at most). Only for `flacSampleStreamOf`: the sampler
 * gives each frame to a new decoder as it is, and remaking the CRC-16 over every byte cost it more than
 * libFLAC's decode.
 */
function writeRenumbered(frame: Uint8Array, header: FrameHeader, index: number, target: Uint8Array, at: number): number {
  const coded = index < 0x80 ? [index] : [0xc0 | (index >> 6), 0x80 | (index & 0x3f)];
  const length = renumberedLength(frame, header, index);
  target.set(frame.subarray(0, 4), at);
  target.set(coded, at + 4);
  target.set(frame.subarray(header.numberEnd), at + 4 + coded.length);
  const crcAt = at + header.crcAt - header.numberEnd + 4 + coded.length;
  target[crcAt] = crc8(target, at, crcAt);
  let crc = 0;
  for (let i = at; i < at + length - 2; i++) crc = ((crc << 8) & 0xffff) ^ (CRC16[(crc >> 8) ^ (target[i] as number)] as number);
  target[at + length - 2] = crc >> 8;
  target[at + length - 1] = crc & 0xff;
  return length;
}

/** The length of the frame renumbered `index`. */
const renumberedLength = (frame: Uint8Array, header: FrameHeader, index: number) => frame.length - header.numberEnd + 4 + (index < 0x80 ? 1 : 2);

interface FrameHeader {
  /** The frame's number (fixed block size) or first sample (variable). */
  number: number;
  blockSize: number;
  /** Where the coded number ends and where the header's CRC-8 byte is (offsets from the frame's start). */
  numberEnd: number;
  crcAt: number;
}

/** The frame header at `at`, checked by its CRC-8, or null when the bytes there are not one. */
function frameHeaderAt(data: Buffer, at: number): FrameHeader | null {
  if (at + 6 > data.length || data[at] !== 0xff || ((data[at + 1] as number) & 0xfe) !== 0xf8) return null;
  const sizeCode = (data[at + 2] as number) >> 4;
  const rateCode = (data[at + 2] as number) & 0x0f;
  if (sizeCode === 0 || rateCode === 15 || ((data[at + 3] as number) >> 4) > 10 || ((data[at + 3] as number) & 0x01) !== 0) return null;
  // The coded number: UTF-8's scheme, 1 to 7 bytes.
  let position = at + 4;
  const first = data[position++] as number;
  let numberEnd = 0;
  let extra = 0;
  while (extra < 7 && (first << extra) & 0x80) extra++;
  if (extra === 1 || extra > 7) return null;
  let number = extra === 0 ? first : first & (0x7f >> extra);
  for (let i = 1; i < extra; i++) {
    const byte = data[position++] as number;
    if ((byte & 0xc0) !== 0x80) return null;
    number = number * 64 + (byte & 0x3f);
  }
  numberEnd = position - at;
  let blockSize = sizeCode === 1 ? 192 : sizeCode <= 5 ? 576 << (sizeCode - 2) : sizeCode >= 8 ? 256 << (sizeCode - 8) : 0;
  if (sizeCode === 6) blockSize = (data[position++] as number) + 1;
  if (sizeCode === 7) blockSize = (((data[position++] as number) << 8) | (data[position++] as number)) + 1;
  if (rateCode === 12) position += 1;
  if (rateCode === 13 || rateCode === 14) position += 2;
  if (position >= data.length || crc8(data, at, position) !== data[position]) return null;
  return { number, blockSize, numberEnd, crcAt: position - at };
}

/** The next frame header from `from` (exclusive of `limit`), or -1. */
function nextFrame(data: Buffer, from: number, limit: number): number {
  for (let at = data.indexOf(0xff, from); at >= 0 && at < limit; at = data.indexOf(0xff, at + 1)) if (frameHeaderAt(data, at)) return at;
  return -1;
}

/** A column's frame, or null when the column has none; undefined when the bytes held end before that can be told. */
type ColumnFrame = { frame: Buffer; header: FrameHeader } | null | undefined;

/**
 * The first frame that starts at or after the start of `bytes` (the column's middle byte); `whole`
 * when `bytes` run to the file's end. A header needs at most 16 bytes, so when they do not, a
 * candidate in the last 16 is not judged: the caller reads more.
 */
function columnFrame(bytes: Buffer, whole: boolean): ColumnFrame {
  const limit = whole ? bytes.length : bytes.length - 16;
  const start = nextFrame(bytes, 0, limit);
  if (start < 0) return whole ? null : undefined;
  const header = frameHeaderAt(bytes, start);
  if (!header) return null;
  // The frame ends where the next one (numbered one more) begins: a false sync inside its data is skipped.
  let end = nextFrame(bytes, start + 2, limit);
  while (end >= 0 && frameHeaderAt(bytes, end)?.number !== header.number + 1) end = nextFrame(bytes, end + 1, limit);
  if (end < 0 && !whole) return undefined;
  return { frame: bytes.subarray(start, end < 0 ? bytes.length : end), header };
}

/** What a sample reads: the file's first bytes (its metadata) and the bytes from a column's middle. */
interface FlacBytes {
  size: number;
  /** Bytes from `at`: `length` of them (fewer at the file's end), valid until the next read. */
  read(at: number, length: number): Promise<Buffer>;
}

/** A picked frame: its bytes (valid until the next read) and header, and the column it stands for. */
interface PickedFrame {
  column: number;
  frame: Buffer;
  header: FrameHeader;
}

/**
 * The frames to decode, one by one: for each of `columns` columns, the first frame that starts after
 * the column's middle byte and whose first sample lies in the column. `head` is "fLaC" and the
 * STREAMINFO block (marked last). Null when the file is not a plain FLAC stream with a fixed block
 * size or is too short to gain from sampling; a column without such a frame ends `frames` with null
 * (the file is then decoded whole).
 */
async function planFrom(file: FlacBytes, columns: number): Promise<{ head: Buffer; frames: AsyncGenerator<PickedFrame | null> } | null> {
  if ((await file.read(0, 4)).subarray(0, 4).toString('latin1') !== 'fLaC') return null;
  let at = 4;
  let streamInfo: Buffer | null = null;
  for (let last = false; !last; ) {
    if (at + 4 > file.size) return null;
    const block = await file.read(at, 4 + 34);
    const type = (block[0] as number) & 0x7f;
    last = ((block[0] as number) & 0x80) !== 0;
    const length = block.readUIntBE(1, 3);
    if (type === 0 && length === 34) streamInfo = Buffer.from(block.subarray(0, 4 + length));
    at += 4 + length;
  }
  if (!streamInfo || streamInfo.length < 38 || at >= file.size) return null;
  const minBlock = streamInfo.readUInt16BE(4);
  const maxBlock = streamInfo.readUInt16BE(6);
  const maxFrameBytes = streamInfo.readUIntBE(11, 3);
  // Total samples: the 36 bits after the rate (20), channels (3) and bit depth (5).
  const totalSamples = ((streamInfo[17] as number) & 0x0f) * 2 ** 32 + streamInfo.readUInt32BE(18);
  if (minBlock !== maxBlock || totalSamples < columns * maxBlock * SAMPLE_FROM_FRAMES_PER_COLUMN) return null;
  const audioStart = at;
  const audioBytes = file.size - audioStart;
  // A column's frame starts within one frame of its middle byte and ends one frame later.
  const first = maxFrameBytes > 0 ? 2 * maxFrameBytes + 64 : 1 << 16;
  async function* frames(): AsyncGenerator<PickedFrame | null> {
    for (let column = 0; column < columns; column++) {
      const middle = audioStart + Math.floor(((column + 0.5) / columns) * audioBytes);
      let found: ColumnFrame;
      for (let length = first; found === undefined; length *= 8) {
        const bytes = await file.read(middle, length);
        found = columnFrame(bytes, middle + bytes.length >= file.size);
      }
      const firstSample = found ? found.header.number * maxBlock : -1;
      if (!found || firstSample < (column / columns) * totalSamples || firstSample >= ((column + 1) / columns) * totalSamples) {
        yield null;
        return;
      }
      yield { column, ...found };
    }
  }
  streamInfo[0] = 0x80; // STREAMINFO, and the last metadata block
  return { head: Buffer.concat([Buffer.from('fLaC', 'latin1'), streamInfo]), frames: frames() };
}

/** Runs `use` on the file's sample plan, read with positioned reads of the bytes around each column's middle: never the whole file (see `planFrom`). */
async function withPlan<T>(path: string, columns: number, use: (plan: Awaited<ReturnType<typeof planFrom>>) => Promise<T>): Promise<T> {
  const handle = await open(path, 'r');
  let buffer = Buffer.allocUnsafe(1 << 16);
  try {
    const { size } = await handle.stat();
    const plan = await planFrom(
      {
        size,
        // One buffer for every read: what a plan keeps of the bytes it is given, it copies.
        read: async (at, length) => {
          const wanted = Math.max(0, Math.min(length, size - at));
          if (wanted > buffer.length) buffer = Buffer.allocUnsafe(wanted);
          const { bytesRead } = await handle.read(buffer, 0, wanted, at);
          return buffer.subarray(0, bytesRead);
        },
      },
      columns,
    );
    return await use(plan);
  } finally {
    await handle.close();
  }
}

const idleDecoders: WarmFlacDecoder[] = [];

/** Makes the first decoder ahead of any request (compiling libFLAC's WebAssembly is most of a first sample's cost). */
export async function warmFlacDecoder(): Promise<void> {
  if (idleDecoders.length === 0) idleDecoders.push(await WarmFlacDecoder.create());
}

/**
 * The columns of a long FLAC, each its frame's loudest sample (all channels), 0–255; null when the
 * file is not one to sample (see `planFrom`). Throws when libFLAC gives other than a frame's samples.
 */
export async function sampledFlacColumnsOf(path: string, columns: number): Promise<Uint8Array | null> {
  return withPlan(path, columns, async (plan) => {
    if (!plan) return null;
    const decoder = idleDecoders.pop() ?? (await WarmFlacDecoder.create());
    const values = await decodeColumns(decoder, plan.frames, columns);
    // Kept for the next request only when it did not throw (a failed decode may leave it broken).
    idleDecoders.push(decoder);
    return values;
  });
}

async function decodeColumns(decoder: WarmFlacDecoder, frames: AsyncGenerator<PickedFrame | null>, columns: number): Promise<Uint8Array | null> {
  const values = new Uint8Array(columns);
  for await (const picked of frames) {
    if (!picked) return null;
    const { frame, header, column } = picked;
    // A new decoder per frame: the frame's own number, however far from the last, is no missing frame to it.
    decoder.restart();
    const { peak, samples } = decoder.decode(frame);
    if (samples !== header.blockSize) throw new Error(`libFLAC gave ${samples} samples for ${header.blockSize} in column ${column}`);
    values[column] = columnValue(peak);
  }
  return values;
}

/** The frames `sampledFlacColumnsOf` decodes, as a FLAC stream ("fLaC", STREAMINFO, the frames renumbered), and each frame's samples per channel: for a check with another decoder. */
export async function flacSampleStreamOf(path: string, columns: number): Promise<{ stream: Buffer; blockSizes: number[] } | null> {
  return withPlan(path, columns, async (plan) => {
    if (!plan) return null;
    const parts: Buffer[] = [plan.head];
    const blockSizes: number[] = [];
    for await (const picked of plan.frames) {
      if (!picked) return null;
      const frame = Buffer.alloc(renumberedLength(picked.frame, picked.header, picked.column));
      writeRenumbered(picked.frame, picked.header, picked.column, frame, 0);
      parts.push(frame);
      blockSizes.push(picked.header.blockSize);
    }
    return { stream: Buffer.concat(parts), blockSizes };
  });
}
