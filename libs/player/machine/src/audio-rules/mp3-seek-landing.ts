import type { GaplessTrim } from '../player-track.js';
import { MP3_DECODER_DELAY } from './gapless-join.js';

/** Samples in one MP3 frame: MPEG-1 layer III (32 kHz and up) 1152, MPEG-2 and 2.5 (below) 576. */
export const mp3FrameSamples = (sampleRate: number): number => (sampleRate >= 32_000 ? 1152 : 576);

/**
 * The number of audio frames of a trimmed MP3 whose element reports `duration`, or null when it does
 * not fit whole frames: Chromium reports the music's duration exactly (33.5 s for 1,285 frames of 576
 * samples at 22.05 kHz less 576 + 909), so a few samples off means other gapless fields than the file's.
 */
function frameCount(trim: GaplessTrim, duration: number): number | null {
  const frames = (duration * trim.sampleRate + trim.encoderDelay + trim.encoderPadding) / mp3FrameSamples(trim.sampleRate);
  const whole = Math.round(frames);
  return whole > 0 && Math.abs(frames - whole) < 0.01 ? whole : null;
}

/**
 * Seconds the music runs behind the element's time after a seek to `time` in a CBR MP3 with LAME's
 * gapless fields (tools/bench/seek-landing.ts, Chromium): a play from the start has the encoder's
 * and decoder's delay trimmed, a seek places the time asked for with that delay kept, so the music
 * comes that much after it. Its demuxer times the frame it seeks to from its byte position over
 * the tag's byte count, which counts the Info frame too: past the middle of the file that time is
 * one frame early and the music one frame sooner. A seek within the delay lands exactly. Measured to
 * within one render quantum (2.9 ms) on LAME CBR MP3s at 44.1 and 22.05 kHz; without the element's
 * duration the middle is unknown and the first half's lag is taken.
 */
export function mp3SeekLag(trim: GaplessTrim | undefined, time: number, duration?: number): number {
  if (!trim || trim.sampleRate <= 0) return 0;
  const delay = Math.max(0, trim.encoderDelay + MP3_DECODER_DELAY) / trim.sampleRate;
  if (time <= delay) return 0;
  const frames = duration !== undefined && Number.isFinite(duration) ? frameCount(trim, duration) : null;
  const frame = mp3FrameSamples(trim.sampleRate) / trim.sampleRate;
  // Where the element is sought to with the first half's lag decides the half.
  return frames !== null && (time + delay) / frame >= (frames + 1) / 2 ? delay - frame : delay;
}
