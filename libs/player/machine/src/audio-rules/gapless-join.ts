/**
 * The gapless join in time: where an MP3's music lies in a media element's time (its LAME encoder
 * delay and padding trimmed when the decoder keeps them), and when, on the audio clock, the current
 * item's music ends and the next deck must start so that its first music sample follows the current
 * one's last. Pure: the app's engine measures the clock and the positions and carries the plan out.
 */
import type { GaplessTrim } from '../player-track.js';

/** An MP3 decoder's own delay (the synthesis filterbank): its output lags the encoder's input by this many samples. */
export const MP3_DECODER_DELAY = 529;

/**
 * How a platform's decoder presents a file with gapless fields: 'trims' drops the delay and the
 * padding itself (media time 0 is the first music sample), 'keeps' decodes every frame in full.
 */
export type DecoderTrim = 'trims' | 'keeps';

/** Media times (seconds) of the first music sample and of the end of the last one. */
export interface MusicSpan {
  startsAt: number;
  endsAt: number;
}

/**
 * The music of an item whose element reports `mediaDuration`. Kept by the decoder, the music starts
 * after the encoder delay plus the decoder's own, and ends before the padding less the decoder's delay
 * (the decoder's lag pushes the music that far into the padding); without gapless fields it is all music.
 */
export function musicSpan(trim: GaplessTrim | null | undefined, mediaDuration: number, decoder: DecoderTrim): MusicSpan {
  const duration = Number.isFinite(mediaDuration) && mediaDuration > 0 ? mediaDuration : 0;
  if (decoder === 'trims' || !trim || !(trim.sampleRate > 0)) return { startsAt: 0, endsAt: duration };
  const startsAt = Math.min(duration, Math.max(0, trim.encoderDelay + MP3_DECODER_DELAY) / trim.sampleRate);
  const tail = Math.max(0, trim.encoderPadding - MP3_DECODER_DELAY) / trim.sampleRate;
  return { startsAt, endsAt: Math.max(startsAt, duration - tail) };
}

/** The audio clock (seconds) and the current item's media time, read together on the main thread. */
export interface ClockReading {
  clock: number;
  position: number;
}

/** Readings a join plan votes over: a few hundred milliseconds of them at the engine's polling. */
export const JOIN_READINGS = 16;

/**
 * Audio-clock time when the current item's music ends, as the readings predict it: their median.
 * Both clocks move in steps of the audio callback (about 23 ms with the playback latency hint); a
 * reading taken between their two updates is a callback off, and the median outvotes it.
 */
export function predictMusicEnd(readings: readonly ClockReading[], endsAt: number, playbackRate: number): number | null {
  const rate = Number.isFinite(playbackRate) && playbackRate > 0 ? playbackRate : 1;
  const predictions = readings
    .slice(-JOIN_READINGS)
    .map(({ clock, position }) => clock + Math.max(0, endsAt - position) / rate)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (predictions.length === 0) return null;
  const middle = predictions.length >> 1;
  return predictions.length % 2 ? (predictions[middle] as number) : ((predictions[middle - 1] as number) + (predictions[middle] as number)) / 2;
}

export interface JoinInput {
  readings: readonly ClockReading[];
  playbackRate: number;
  current: MusicSpan;
  next: MusicSpan;
  /** The delay line the current deck plays through (seconds): its music reaches the fade that much later. */
  currentDelay: number;
  /** How long before the handover the next deck starts, unheard, so that its real start can be measured. */
  lead: number;
  sampleRate: number;
}

export interface JoinPlan {
  /** Audio-clock time, on a frame boundary, when the current music has ended at the fade: current silenced, next opened. */
  handoverAt: number;
  /** Audio-clock time to call play() on the next deck, waiting at `nextFrom`. */
  playAt: number;
  /** Media time the next deck waits at: its first music sample. */
  nextFrom: number;
}

/** Seconds of the frame boundary at or after `time`, as a time the audio graph maps to that very frame. */
function frameTime(time: number, sampleRate: number): number {
  return sampleRate > 0 ? Math.ceil(time * sampleRate - 1e-6) / sampleRate : time;
}

export function planJoin({ readings, playbackRate, current, next, currentDelay, lead, sampleRate }: JoinInput): JoinPlan | null {
  const end = predictMusicEnd(readings, current.endsAt, playbackRate);
  if (end === null) return null;
  const handoverAt = frameTime(end + Math.max(0, Number.isFinite(currentDelay) ? currentDelay : 0), sampleRate);
  return { handoverAt, playAt: handoverAt - Math.max(0, lead), nextFrom: next.startsAt };
}

/** Samples quieter than this (−80 dBFS) are silence when looking for a deck's first sound. */
export const SOUND_THRESHOLD = 1e-4;

/**
 * Audio-clock time of a deck's first sound, from a window of its latest samples ending at `windowEnd`.
 * Null when the window holds no sound yet, or sounds from its first sample (the start is not in it).
 */
export function firstSoundAt({ samples, sampleRate, windowEnd }: { samples: Float32Array; sampleRate: number; windowEnd: number }): number | null {
  const first = samples.findIndex((sample) => Math.abs(sample) > SOUND_THRESHOLD);
  if (first <= 0 || !(sampleRate > 0) || !Number.isFinite(windowEnd)) return null;
  return windowEnd - (samples.length - first) / sampleRate;
}

/**
 * The delay (seconds, whole frames) that brings a deck's first sound, heard at `soundAt`, to the fade
 * exactly at `handoverAt`: a media element starts at an audio callback of its own choosing, the delay
 * line moves its music onto the frame. Null when the sound came after the handover (nothing can be
 * moved earlier) or further ahead than the line holds.
 */
export function joinDelay({ handoverAt, soundAt, sampleRate, maxDelay }: { handoverAt: number; soundAt: number; sampleRate: number; maxDelay: number }): number | null {
  if (!(sampleRate > 0) || !Number.isFinite(handoverAt) || !Number.isFinite(soundAt)) return null;
  const frames = Math.ceil(handoverAt * sampleRate - 1e-6) - Math.round(soundAt * sampleRate);
  const delay = frames / sampleRate;
  return frames >= 0 && delay <= maxDelay ? delay : null;
}
