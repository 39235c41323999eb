/**
 * MPEG audio frame headers: enough to walk an MP3 file frame by frame, for exact durations and for
 * cutting live radio on frame boundaries.
 */
export interface Mp3Frame {
  offset: number;
  length: number;
  sampleRate: number;
  samples: number;
}

const BITRATES: Record<string, readonly number[]> = {
  // [version][layer] -> kbps by index; version 1 = MPEG-1, 2 = MPEG-2/2.5.
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
};
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** Parses the frame header at `offset`, or returns null when there is none. */
export function readFrameHeader(data: Uint8Array, offset: number): Mp3Frame | null {
  if (offset + 4 > data.length) return null;
  const b1 = data[offset + 1] as number;
  const b2 = data[offset + 2] as number;
  if (data[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  if (versionBits === 1 || layerBits === 0) return null;
  const layer = 4 - layerBits;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const version = versionBits === 3 ? 1 : 2;
  const kbps = (BITRATES[`${version}-${layer}`] as readonly number[])[bitrateIndex] as number;
  const sampleRate = (SAMPLE_RATES[versionBits] as readonly number[])[rateIndex] as number;
  const padding = (b2 >> 1) & 1;
  let samples: number;
  let length: number;
  if (layer === 1) {
    samples = 384;
    length = (Math.floor((12 * kbps * 1000) / sampleRate) + padding) * 4;
  } else {
    samples = layer === 3 && version === 2 ? 576 : 1152;
    length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
  }
  return { offset, length, sampleRate, samples };
}

/** Length of an ID3v2 tag at the start of the data (0 when there is none). */
export function id3v2Length(data: Uint8Array): number {
  if (data.length < 10 || data[0] !== 0x49 || data[1] !== 0x44 || data[2] !== 0x33) return 0;
  const size = (((data[6] as number) & 0x7f) << 21) | (((data[7] as number) & 0x7f) << 14) | (((data[8] as number) & 0x7f) << 7) | ((data[9] as number) & 0x7f);
  const footer = ((data[5] as number) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** Every complete frame of the file, in order; stops at the first byte run that is not a frame. */
export function scanFrames(data: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = id3v2Length(data);
  while (offset < data.length) {
    const frame = readFrameHeader(data, offset);
    if (!frame || frame.length <= 4) {
      // Resynchronise: the next header must be followed by another valid header.
      const next = findSync(data, offset + 1);
      if (next < 0) break;
      offset = next;
      continue;
    }
    if (offset + frame.length > data.length) break;
    frames.push(frame);
    offset += frame.length;
  }
  return frames;
}

function findSync(data: Uint8Array, from: number): number {
  for (let i = from; i + 4 <= data.length; i++) {
    const frame = readFrameHeader(data, i);
    if (frame && frame.length > 4 && readFrameHeader(data, i + frame.length)) return i;
  }
  return -1;
}

export function framesDuration(frames: readonly Mp3Frame[]): number {
  let seconds = 0;
  for (const frame of frames) seconds += frame.samples / frame.sampleRate;
  return seconds;
}
