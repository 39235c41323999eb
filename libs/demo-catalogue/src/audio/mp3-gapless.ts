/**
 * The LAME/Xing "Info" frame's gapless fields: how many samples the encoder added before the music
 * (encoder delay) and after it (padding), so a player can trim them and consecutive tracks join.
 * Layout: http://gabriel.mp3-tech.org/mp3infotag.html. The frame is the first one of the stream and
 * carries no audio; decoders skip it.
 */
import { id3v2Length, readFrameHeader, scanFrames } from './mp3-frames.js';

export interface Mp3Gapless {
  /** Samples the encoder put before the first sample of the music. */
  encoderDelay: number;
  /** Samples after the last sample of the music, up to the end of the last frame. */
  encoderPadding: number;
  sampleRate: number;
  /** Audio frames after the Info frame, as the Xing header counts them (null when not given). */
  frames: number | null;
}

const XING_FRAMES = 0x1;
const XING_BYTES = 0x2;
const XING_TOC = 0x4;
const XING_QUALITY = 0x8;
/** LAME writes its encoder delay as ENCDELAY (576 samples) for every sample rate. */
export const LAME_ENCODER_DELAY = 576;

/** Where the Xing/Info tag sits inside a frame: after the 4-byte header and the side information. */
function sideInfoEnd(data: Uint8Array, offset: number): number {
  const mpeg1 = (((data[offset + 1] as number) >> 3) & 3) === 3;
  const mono = (((data[offset + 3] as number) >> 6) & 3) === 3;
  return offset + 4 + (mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17);
}

/** The gapless fields of the file's LAME tag, or null when it has none (not an error: most MP3s from other encoders lack it). */
export function readMp3Gapless(data: Uint8Array): Mp3Gapless | null {
  const start = id3v2Length(data);
  const frame = readFrameHeader(data, start);
  if (!frame || start + frame.length > data.length) return null;
  let at = sideInfoEnd(data, start);
  const tag = String.fromCharCode(...data.subarray(at, at + 4));
  if (tag !== 'Xing' && tag !== 'Info') return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const flags = view.getUint32(at + 4);
  at += 8;
  let frames: number | null = null;
  if (flags & XING_FRAMES) {
    frames = view.getUint32(at);
    at += 4;
  }
  if (flags & XING_BYTES) at += 4;
  if (flags & XING_TOC) at += 100;
  if (flags & XING_QUALITY) at += 4;
  if (at + 24 > start + frame.length) return null;
  const encoder = String.fromCharCode(...data.subarray(at, at + 4));
  if (encoder !== 'LAME' && encoder !== 'Lavf' && encoder !== 'Lavc') return null;
  const packed = ((data[at + 21] as number) << 16) | ((data[at + 22] as number) << 8) | (data[at + 23] as number);
  return { encoderDelay: packed >> 12, encoderPadding: packed & 0xfff, sampleRate: frame.sampleRate, frames };
}

/**
 * An Info frame (CBR) to put before a stream whose first frame header is `firstHeader`, recording
 * `frames` audio frames and the given delay and padding, and, given `streamBytes` (the frames after
 * it), the byte count LAME writes (the Info frame included): without it Chromium places a seek's
 * music at a frame's start rather than at the time asked for (tools/bench/seek-landing.ts).
 */
export function lameInfoFrame(firstHeader: Uint8Array, frames: number, encoderDelay: number, encoderPadding: number, streamBytes?: number): Buffer {
  if (encoderDelay < 0 || encoderDelay > 0xfff || encoderPadding < 0 || encoderPadding > 0xfff) throw new RangeError('Delay and padding must fit 12 bits');
  const header = Uint8Array.from(firstHeader.subarray(0, 4));
  header[2] = (header[2] as number) & ~0x02; // no padding slot, so the length is the header's own
  const length = readFrameHeader(header, 0)?.length ?? 0;
  let at = sideInfoEnd(header, 0);
  if (length < at + (streamBytes === undefined ? 36 : 40)) throw new RangeError('Frame too small for an Info tag');
  const out = Buffer.alloc(length);
  out.set(header, 0);
  out.write('Info', at, 'ascii');
  out.writeUInt32BE(streamBytes === undefined ? XING_FRAMES : XING_FRAMES | XING_BYTES, at + 4);
  out.writeUInt32BE(frames, at + 8);
  at += 12;
  if (streamBytes !== undefined) {
    out.writeUInt32BE(length + streamBytes, at);
    at += 4;
  }
  out.write('LAME3.100', at, 'ascii');
  out.writeUIntBE((encoderDelay << 12) | encoderPadding, at + 21, 3);
  return out;
}

/**
 * The encoder's output with an Info frame in front that records LAME's delay and the padding after
 * `musicSamples` samples; unchanged when the padding does not fit the tag's 12 bits.
 */
export function withGaplessInfo(mp3: Buffer, musicSamples: number): Buffer {
  const frames = scanFrames(mp3);
  const first = frames[0];
  if (!first) return mp3;
  const total = frames.reduce((sum, f) => sum + f.samples, 0);
  const padding = total - LAME_ENCODER_DELAY - musicSamples;
  if (padding < 0 || padding > 0xfff) return mp3;
  return Buffer.concat([lameInfoFrame(mp3.subarray(first.offset, first.offset + 4), frames.length, LAME_ENCODER_DELAY, padding, mp3.length - first.offset), mp3]);
}
