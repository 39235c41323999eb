/**
 * A long M4A's waveform from one access unit in the middle of each column, decoded in this process by
 * @audio/decode-aac (FAAD2 in WebAssembly for AAC, JavaScript for ALAC; one module kept for the
 * process, a new decoder per file; an AAC unit's loudest sample read in FAAD2's own memory,
 * aac-decoder.ts): starting ffmpeg alone cost more than the waveform's budget. The container's sample
 * tables (stsz, stsc, stco) tell where each unit is, so only those bytes are read. An AAC unit is
 * decoded after the one before it (its transform overlaps its neighbour); an ALAC frame on its own. A
 * column's value is the loudest sample its unit gave: at or under the column's true peak.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { decoder as aacDecoder } from '@audio/decode-aac';
import { faadOf, faadUnitPeak } from './aac-decoder.js';
import { columnValue, loudestSample } from './sample-peak.js';

/** A sample table larger than this is no audio track of a song: decoded whole instead. */
const MAX_MOOV_BYTES = 16 << 20;

interface Box {
  type: string;
  /** Where its content starts and where it ends (offsets in the buffer or file read). */
  start: number;
  end: number;
}

/** The boxes in `data` between `from` and `to`. */
function* boxesIn(data: Buffer, from: number, to: number): Generator<Box> {
  for (let at = from; at + 8 <= to; ) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return;
    yield { type: data.toString('latin1', at + 4, at + 8), start: at + header, end: at + size };
    at += size;
  }
}

const child = (data: Buffer, box: Box, type: string, skip = 0) => [...boxesIn(data, box.start + skip, box.end)].find((found) => found.type === type) ?? null;

/** The `moov` box of the file, read whole (a few hundred KB for a long song), or null. */
async function readMoov(handle: FileHandle, size: number): Promise<Buffer | null> {
  const header = Buffer.alloc(16);
  for (let at = 0; at + 8 <= size; ) {
    const { bytesRead } = await handle.read(header, 0, 16, at);
    if (bytesRead < 8) return null;
    let length = header.readUInt32BE(0);
    let headerBytes = 8;
    if (length === 1 && bytesRead >= 16) {
      length = Number(header.readBigUInt64BE(8));
      headerBytes = 16;
    } else if (length === 0) length = size - at;
    if (length < headerBytes) return null;
    if (header.toString('latin1', 4, 8) === 'moov') {
      if (length > MAX_MOOV_BYTES || at + length > size) return null;
      const moov = Buffer.alloc(length);
      await handle.read(moov, 0, length, at);
      return moov;
    }
    at += length;
  }
  return null;
}

/** The decoder's configuration: AAC's AudioSpecificConfig (from `esds`) or ALAC's cookie (the `alac` atom). */
type CodecConfig = { asc: Uint8Array } | { alac: Uint8Array };

/** Reads a descriptor's length (1 to 4 bytes of 7 bits) at `at`: the length and where the body starts. */
function descriptorLength(data: Buffer, at: number): [number, number] {
  let length = 0;
  for (let i = 0; i < 4; i++) {
    const byte = data[at + i] as number;
    length = (length << 7) | (byte & 0x7f);
    if (!(byte & 0x80)) return [length, at + i + 1];
  }
  return [length, at + 4];
}

/** AAC's AudioSpecificConfig in an `esds` box, or null when it holds another codec (MP3 in MP4). */
function ascOf(data: Buffer, esds: Box): Uint8Array | null {
  let at = esds.start + 4;
  if (data[at] !== 0x03) return null;
  let [, body] = descriptorLength(data, at + 1);
  const flags = data[body + 2] as number;
  at = body + 3 + (flags & 0x80 ? 2 : 0) + (flags & 0x40 ? 1 + (data[body + 3] as number) : 0) + (flags & 0x20 ? 2 : 0);
  if (data[at] !== 0x04) return null;
  [, body] = descriptorLength(data, at + 1);
  // Object type 0x40: MPEG-4 audio (AAC and its kin).
  if (data[body] !== 0x40 || data[body + 13] !== 0x05) return null;
  const [length, config] = descriptorLength(data, body + 14);
  return length > 0 && config + length <= esds.end ? new Uint8Array(data.subarray(config, config + length)) : null;
}

/** The codec of a sound sample description (`mp4a` or `alac`), its child boxes after QuickTime's version fields. */
function codecOf(data: Buffer, entry: Box): CodecConfig | null {
  const version = data.readUInt16BE(entry.start + 8);
  const children = { start: entry.start + 28 + (version === 1 ? 16 : version === 2 ? 36 : 0), end: entry.end, type: '' };
  if (entry.type === 'alac') {
    const cookie = child(data, children, 'alac');
    return cookie ? { alac: new Uint8Array(data.subarray(cookie.start - 8, cookie.end)) } : null;
  }
  if (entry.type !== 'mp4a') return null;
  const esds = child(data, children, 'esds') ?? (() => {
    const wave = child(data, children, 'wave');
    return wave ? child(data, wave, 'esds') : null;
  })();
  const asc = esds ? ascOf(data, esds) : null;
  return asc ? { asc } : null;
}

/** The first sound track's codec and where each of its samples (access units) lies in the file. */
interface SampleTable {
  codec: CodecConfig;
  offsets: Float64Array;
  sizes: Uint32Array;
}

function sampleTableOf(moov: Buffer): SampleTable | null {
  for (const trak of boxesIn(moov, 8, moov.length)) {
    if (trak.type !== 'trak') continue;
    const mdia = child(moov, trak, 'mdia');
    const hdlr = mdia && child(moov, mdia, 'hdlr');
    if (!mdia || !hdlr || moov.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'soun') continue;
    const minf = child(moov, mdia, 'minf');
    const stbl = minf && child(moov, minf, 'stbl');
    const stsd = stbl && child(moov, stbl, 'stsd');
    const stsz = stbl && child(moov, stbl, 'stsz');
    const stsc = stbl && child(moov, stbl, 'stsc');
    const stco = stbl && (child(moov, stbl, 'stco') ?? child(moov, stbl, 'co64'));
    if (!stsd || !stsz || !stsc || !stco) return null;
    const entry = [...boxesIn(moov, stsd.start + 8, stsd.end)][0];
    const codec = entry ? codecOf(moov, entry) : null;
    if (!codec) return null;
    const uniform = moov.readUInt32BE(stsz.start + 4);
    const count = moov.readUInt32BE(stsz.start + 8);
    if (!uniform && stsz.start + 12 + count * 4 > stsz.end) return null;
    const sizes = new Uint32Array(count).map((_, i) => uniform || moov.readUInt32BE(stsz.start + 12 + i * 4));
    const wide = stco.type === 'co64';
    const chunks = moov.readUInt32BE(stco.start + 4);
    if (stco.start + 8 + chunks * (wide ? 8 : 4) > stco.end) return null;
    const chunkOffset = (i: number) => (wide ? Number(moov.readBigUInt64BE(stco.start + 8 + i * 8)) : moov.readUInt32BE(stco.start + 8 + i * 4));
    const runs = moov.readUInt32BE(stsc.start + 4);
    if (runs === 0 || stsc.start + 8 + runs * 12 > stsc.end) return null;
    const offsets = new Float64Array(count);
    let sample = 0;
    for (let run = 0; run < runs && sample < count; run++) {
      const firstChunk = moov.readUInt32BE(stsc.start + 8 + run * 12) - 1;
      const perChunk = moov.readUInt32BE(stsc.start + 12 + run * 12);
      const lastChunk = run + 1 < runs ? moov.readUInt32BE(stsc.start + 20 + run * 12) - 1 : chunks;
      for (let chunk = firstChunk; chunk < Math.min(lastChunk, chunks) && sample < count; chunk++) {
        let at = chunkOffset(chunk);
        for (let i = 0; i < perChunk && sample < count; i++) {
          offsets[sample] = at;
          at += sizes[sample++] as number;
        }
      }
    }
    return sample === count ? { codec, offsets, sizes } : null;
  }
  return null;
}

/** The unit that stands for `column` of `columns` among `count` (never the first: an AAC unit needs the one before it). */
const heardUnit = (column: number, columns: number, count: number) => Math.max(1, Math.floor(((column + 0.5) / columns) * count));

/** An M4A is sampled when that decodes at most about an eighth of its AAC units (16 of 1024 samples per column) or a quarter of its ALAC frames (4 of 4096): about 75 s and longer at 44.1 kHz. */
const AAC_UNITS_PER_COLUMN = 16;
const ALAC_FRAMES_PER_COLUMN = 4;

/**
 * The columns of a long M4A (AAC or ALAC), each the loudest sample (all channels) of the unit in its
 * middle, 0–255; null when the file is not one to sample (no plain sample table, another codec, too
 * short). Throws when the decoder gives a unit no samples.
 */
export async function sampledM4aColumnsOf(path: string, columns: number): Promise<Uint8Array | null> {
  const handle = await open(path, 'r');
  try {
    const moov = await readMoov(handle, (await handle.stat()).size);
    const table = moov ? sampleTableOf(moov) : null;
    if (!table) return null;
    const aac = 'asc' in table.codec;
    const count = table.sizes.length;
    if (count < columns * (aac ? AAC_UNITS_PER_COLUMN : ALAC_FRAMES_PER_COLUMN)) return null;
    const decoder = await aacDecoder(table.codec);
    try {
      const faad = aac ? faadOf(decoder) : null;
      if (aac && !faad) throw new Error('@audio/decode-aac is not the version this server reads (1.6.0)');
      const values = new Uint8Array(columns);
      let bytes = Buffer.allocUnsafe(1 << 14);
      /** The bytes of units `first` to `last`, which lie side by side in the file (valid until the next read). */
      const readUnits = async (first: number, last: number): Promise<Buffer> => {
        const from = table.offsets[first] as number;
        const size = (table.offsets[last] as number) + (table.sizes[last] as number) - from;
        if (size > bytes.length) bytes = Buffer.allocUnsafe(size);
        const { bytesRead } = await handle.read(bytes, 0, size, from);
        if (bytesRead !== size) throw new Error(`the file ends inside unit ${last}`);
        return bytes.subarray(0, size);
      };
      for (let column = 0; column < columns; column++) {
        const heard = heardUnit(column, columns, count);
        let peak = 0;
        if (faad) {
          // AAC: the unit before primes the transform's overlap; its own output is not the column's.
          // The two are read at once when they lie side by side (in one chunk), as they mostly do.
          const before = table.sizes[heard - 1] as number;
          const together = (table.offsets[heard] as number) === (table.offsets[heard - 1] as number) + before;
          const first = await readUnits(heard - 1, together ? heard : heard - 1);
          faadUnitPeak(faad, first.subarray(0, before));
          const decoded = faadUnitPeak(faad, together ? first.subarray(before) : await readUnits(heard, heard));
          if (!decoded.samples) throw new Error(`no samples for column ${column}`);
          peak = decoded.peak;
        } else {
          // The decoder copies the unit into its own memory: the buffer is free again when it returns.
          const channels = decoder.decode(await readUnits(heard, heard)).channelData;
          if (!channels[0]?.length) throw new Error(`no samples for column ${column}`);
          peak = channels.reduce((loudest, channel) => loudestSample(channel, 0, channel.length, loudest), 0);
        }
        values[column] = columnValue(peak);
      }
      return values;
    } finally {
      decoder.free();
    }
  } finally {
    await handle.close();
  }
}

/** The AAC units `sampledM4aColumnsOf` decodes, in its order (each column's unit before and its own), and the stream's config: for a check with the library's own decode. */
export async function aacSampleUnitsOf(path: string, columns: number): Promise<{ asc: Uint8Array; units: Buffer[] } | null> {
  const handle = await open(path, 'r');
  try {
    const moov = await readMoov(handle, (await handle.stat()).size);
    const table = moov ? sampleTableOf(moov) : null;
    if (!table || !('asc' in table.codec)) return null;
    const units: Buffer[] = [];
    for (let column = 0; column < columns; column++) {
      const heard = heardUnit(column, columns, table.sizes.length);
      for (const index of [heard - 1, heard]) {
        const unit = Buffer.alloc(table.sizes[index] as number);
        await handle.read(unit, 0, unit.length, table.offsets[index] as number);
        units.push(unit);
      }
    }
    return { asc: table.codec.asc, units };
  } finally {
    await handle.close();
  }
}
