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

export interface JoinInput {
  /** The audio clock (seconds) when `position` was read. */
  clock: number;
  /** The current item's media time then, and its playback rate. */
  position: number;
  playbackRate: number;
  current: MusicSpan;
  next: MusicSpan;
  /** How long after play() a waiting deck's first sample reaches the audio clock (seconds), as measured. */
  startLatency: number;
}

export interface JoinPlan {
  /** Audio-clock time of the current item's last music sample: the current deck is silenced, the next one opened, then. */
  handoverAt: number;
  /** Audio-clock time to call play() on the next deck, waiting at `nextFrom`. */
  playAt: number;
  /** Media time the next deck waits at: its first music sample. */
  nextFrom: number;
}

export function planJoin({ clock, position, playbackRate, current, next, startLatency }: JoinInput): JoinPlan {
  const rate = Number.isFinite(playbackRate) && playbackRate > 0 ? playbackRate : 1;
  const handoverAt = clock + Math.max(0, current.endsAt - position) / rate;
  const latency = Number.isFinite(startLatency) && startLatency > 0 ? startLatency : 0;
  return { handoverAt, playAt: handoverAt - latency, nextFrom: next.startsAt };
}

/** Start latencies outside this range are misreadings (a stalled tab, a seek), not the platform's. */
export const MAX_START_LATENCY_SECONDS = 0.25;

/**
 * How long after play() a joined deck's music really started, from its position read later with the
 * clock: the next join calls play() that much ahead. Null when the reading cannot be a start latency.
 */
export function observedStartLatency({ playedAt, clock, position, from, playbackRate }: { playedAt: number; clock: number; position: number; from: number; playbackRate: number }): number | null {
  const rate = Number.isFinite(playbackRate) && playbackRate > 0 ? playbackRate : 1;
  const latency = clock - (position - from) / rate - playedAt;
  return Number.isFinite(latency) && latency >= 0 && latency <= MAX_START_LATENCY_SECONDS ? latency : null;
}

/** Samples quieter than this (−80 dBFS) are silence when looking for a deck's first sound. */
export const SOUND_THRESHOLD = 1e-4;

/**
 * How long after play() (audio clock) a deck's first sound reached the audio graph, from a window of
 * the graph's latest samples of that deck ending at `windowEnd`. An element's own clock runs from
 * play(), its samples reach the graph this much later: the handover waits as long. Null when the
 * window holds no sound, or sounds from its first sample (the start is not in it).
 */
export function graphDelay({ samples, sampleRate, windowEnd, playedAt }: { samples: Float32Array; sampleRate: number; windowEnd: number; playedAt: number }): number | null {
  const first = samples.findIndex((sample) => Math.abs(sample) > SOUND_THRESHOLD);
  if (first <= 0 || !(sampleRate > 0)) return null;
  const delay = windowEnd - (samples.length - first) / sampleRate - playedAt;
  return Number.isFinite(delay) && delay >= 0 && delay <= MAX_START_LATENCY_SECONDS ? delay : null;
}
