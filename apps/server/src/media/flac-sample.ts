/**
 * A FLAC's waveform from one frame near the middle of each column, decoded in this process (libFLAC
 * in WebAssembly): FLAC frames decode on their own (no state from the frame before), so a stream of
 * the file's STREAMINFO and just those frames decodes to exactly their samples. A column's value is
 * the loudest sample of its frame (about 93 ms at 44.1 kHz): at or under the column's true peak.
 */
import { open } from 'node:fs/promises';
import { decoder as flacDecoder } from '@audio/decode-flac';

export interface FlacSample {
  /** "fLaC", the STREAMINFO block (marked last) and the picked frames: a stream libFLAC reads. */
  stream: Buffer;
  /** Each picked frame's samples per channel, in order (one frame per column). */
  blockSizes: number[];
}

/** A FLAC is sampled when that decodes at most a quarter of its frames (about 75 s and longer at 44.1 kHz, 4096-sample frames). */
const SAMPLE_FROM_FRAMES_PER_COLUMN = 4;

/** The frame header's CRC-8 (polynomial x^8 + x^2 + x + 1). */
function crc8(data: Buffer, start: number, end: number): number {
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
 * The frame with the number `index` (libFLAC reports every jump in frame numbers as a missing frame,
 * on the console), its header's CRC-8 and the frame's CRC-16 made again. `index` < 2048 (two bytes at most).
 */
function renumbered(frame: Buffer, header: FrameHeader, index: number): Buffer {
  const coded = index < 0x80 ? [index] : [0xc0 | (index >> 6), 0x80 | (index & 0x3f)];
  const out = Buffer.concat([frame.subarray(0, 4), Buffer.from(coded), frame.subarray(header.numberEnd)]);
  const crcAt = header.crcAt - header.numberEnd + 4 + coded.length;
  out[crcAt] = crc8(out, 0, crcAt);
  let crc = 0;
  for (let i = 0; i < out.length - 2; i++) crc = ((crc << 8) & 0xffff) ^ (CRC16[(crc >> 8) ^ (out[i] as number)] as number);
  out.writeUInt16BE(crc, out.length - 2);
  return out;
}

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

/** What a plan reads: the file's first bytes (its metadata) and the bytes from a column's middle. */
interface FlacBytes {
  size: number;
  /** Bytes from `at`: `length` of them (fewer at the file's end), valid until the next read. */
  read(at: number, length: number): Promise<Buffer>;
}

/**
 * The frames to decode: for each of `columns` columns, the first frame that starts after the
 * column's middle byte and whose first sample lies in the column. Null when the file is not a
 * plain FLAC stream with a fixed block size, is too short to gain from sampling, or a column has no
 * such frame (it is then decoded whole).
 */
async function planFrom(file: FlacBytes, columns: number): Promise<FlacSample | null> {
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
  const frames: Buffer[] = [];
  const blockSizes: number[] = [];
  for (let column = 0; column < columns; column++) {
    const middle = audioStart + Math.floor(((column + 0.5) / columns) * audioBytes);
    let found: ColumnFrame;
    for (let length = first; found === undefined; length *= 8) {
      const bytes = await file.read(middle, length);
      found = columnFrame(bytes, middle + bytes.length >= file.size);
    }
    if (!found) return null;
    const firstSample = found.header.number * maxBlock;
    if (firstSample < (column / columns) * totalSamples || firstSample >= ((column + 1) / columns) * totalSamples) return null;
    frames.push(renumbered(found.frame, found.header, column));
    blockSizes.push(found.header.blockSize);
  }
  const info = Buffer.from(streamInfo);
  info[0] = 0x80; // STREAMINFO, and the last metadata block
  return { stream: Buffer.concat([Buffer.from('fLaC', 'latin1'), info, ...frames]), blockSizes };
}

/** The sample of a FLAC file, read with positioned reads of the bytes around each column's middle: never the whole file (see `planFrom`). */
export async function planFlacSampleOf(path: string, columns: number): Promise<FlacSample | null> {
  const handle = await open(path, 'r');
  let buffer = Buffer.allocUnsafe(1 << 16);
  try {
    const { size } = await handle.stat();
    return await planFrom(
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
  } finally {
    await handle.close();
  }
}

/** The sample's columns: each frame's loudest sample (all channels), 0–255. Throws when libFLAC gives other than every frame's samples. */
export async function sampledFlacColumns(sample: FlacSample): Promise<Uint8Array> {
  const flac = await flacDecoder();
  let channelData: Float32Array[];
  try {
    const decoded = flac.decode(sample.stream);
    const rest = flac.flush();
    channelData = decoded.channelData.map((channel, index) => {
      const tail = rest.channelData[index];
      if (!tail?.length) return channel;
      const joined = new Float32Array(channel.length + tail.length);
      joined.set(channel);
      joined.set(tail, channel.length);
      return joined;
    });
  } finally {
    flac.free();
  }
  const expected = sample.blockSizes.reduce((sum, size) => sum + size, 0);
  if (!channelData.length || channelData.some((channel) => channel.length !== expected)) throw new Error(`libFLAC gave ${channelData[0]?.length ?? 0} samples for ${expected}`);
  const columns = new Uint8Array(sample.blockSizes.length);
  let offset = 0;
  sample.blockSizes.forEach((size, column) => {
    let peak = 0;
    for (const channel of channelData) {
      for (let i = offset; i < offset + size; i++) {
        const value = channel[i] as number;
        if (value > peak) peak = value;
        else if (-value > peak) peak = -value;
      }
    }
    columns[column] = Math.round(Math.min(1, peak) * 255);
    offset += size;
  });
  return columns;
}
