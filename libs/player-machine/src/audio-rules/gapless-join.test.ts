import { describe, expect, it } from 'vitest';
import { MP3_DECODER_DELAY, musicSpan, graphDelay, observedStartLatency, planJoin } from './gapless-join.js';

const trim = { encoderDelay: 576, encoderPadding: 1000, sampleRate: 22050 };

describe('music span of a gapless MP3', () => {
  it('is the whole media time when the decoder trims, or when the file has no gapless fields', () => {
    expect(musicSpan(trim, 30, 'trims')).toEqual({ startsAt: 0, endsAt: 30 });
    expect(musicSpan(undefined, 30, 'keeps')).toEqual({ startsAt: 0, endsAt: 30 });
    expect(musicSpan({ ...trim, sampleRate: 0 }, 30, 'keeps')).toEqual({ startsAt: 0, endsAt: 30 });
  });

  it('kept by the decoder, starts after the encoder and decoder delays and ends before the padding less the decoder delay', () => {
    const span = musicSpan(trim, 30, 'keeps');
    expect(span.startsAt).toBeCloseTo((576 + MP3_DECODER_DELAY) / 22050, 12);
    expect(span.endsAt).toBeCloseTo(30 - (1000 - MP3_DECODER_DELAY) / 22050, 12);
    // Music length: the decoded samples less delay and padding, as the encoder was given them.
    expect((span.endsAt - span.startsAt) * 22050).toBeCloseTo(30 * 22050 - 576 - 1000, 6);
  });

  it('a padding shorter than the decoder delay ends the music at the end; an unknown duration gives an empty span', () => {
    expect(musicSpan({ ...trim, encoderPadding: 100 }, 30, 'keeps').endsAt).toBe(30);
    expect(musicSpan(trim, Number.NaN, 'keeps')).toEqual({ startsAt: 0, endsAt: 0 });
  });
});

describe('join on the audio clock', () => {
  const current = { startsAt: 0.05, endsAt: 29.98 };
  const next = { startsAt: 0.05, endsAt: 40 };

  it('hands over when the current music ends, counted from the position read with the clock', () => {
    const plan = planJoin({ clock: 100, position: 29.5, playbackRate: 1, current, next, startLatency: 0.02 });
    expect(plan.handoverAt).toBeCloseTo(100.48, 12);
    expect(plan.playAt).toBeCloseTo(100.46, 12);
    expect(plan.nextFrom).toBe(0.05);
  });

  it('follows the playback rate, and hands over at once when the position is already past the music', () => {
    expect(planJoin({ clock: 10, position: 28.98, playbackRate: 2, current, next, startLatency: 0 }).handoverAt).toBeCloseTo(10.5, 12);
    expect(planJoin({ clock: 10, position: 29.99, playbackRate: 1, current, next, startLatency: 0 }).handoverAt).toBe(10);
    expect(planJoin({ clock: 10, position: 29, playbackRate: Number.NaN, current, next, startLatency: Number.NaN }).playAt).toBeCloseTo(10.98, 12);
  });
});

describe('start latency of a joined deck', () => {
  it('is the clock at its first music sample, read back from its position, less the time play() was called', () => {
    // play() at 10.00; at clock 10.30 the deck is 0.27 s past its first music sample: it started at 10.03.
    expect(observedStartLatency({ playedAt: 10, clock: 10.3, position: 0.05 + 0.27, from: 0.05, playbackRate: 1 })).toBeCloseTo(0.03, 12);
    expect(observedStartLatency({ playedAt: 10, clock: 10.3, position: 0.05 + 0.54, from: 0.05, playbackRate: 2 })).toBeCloseTo(0.03, 12);
  });

  it('is null for readings no platform latency explains (before play(), or far later: a stall or a seek)', () => {
    expect(observedStartLatency({ playedAt: 10, clock: 10.3, position: 0.4, from: 0.05, playbackRate: 1 })).toBeNull();
    expect(observedStartLatency({ playedAt: 10, clock: 12, position: 0.1, from: 0.05, playbackRate: 1 })).toBeNull();
    expect(observedStartLatency({ playedAt: 10, clock: Number.NaN, position: 0.1, from: 0.05, playbackRate: 1 })).toBeNull();
  });
});

describe('graph delay of a deck', () => {
  /** A window of `length` samples at 1 kHz, silent before sample `from`. */
  const window = (length: number, from: number) => Float32Array.from({ length }, (_, index) => (index >= from ? 0.3 * Math.sin(index) + 0.01 : 0));

  it('is the audio-clock time of its first sound in the window, less the time play() was called', () => {
    // 1,000 samples ending at 11.0 s: sample 700 is at 10.7 s; play() was at 10.69.
    expect(graphDelay({ samples: window(1000, 700), sampleRate: 1000, windowEnd: 11, playedAt: 10.69 })).toBeCloseTo(0.01, 9);
  });

  it('is null without sound, when the start fell out of the window, or for readings no platform explains', () => {
    expect(graphDelay({ samples: window(1000, 1000), sampleRate: 1000, windowEnd: 11, playedAt: 10.69 })).toBeNull();
    expect(graphDelay({ samples: window(1000, 0), sampleRate: 1000, windowEnd: 11, playedAt: 9.9 })).toBeNull();
    expect(graphDelay({ samples: window(1000, 700), sampleRate: 1000, windowEnd: 11, playedAt: 10.8 })).toBeNull();
    expect(graphDelay({ samples: window(1000, 700), sampleRate: 1000, windowEnd: 11, playedAt: 10.2 })).toBeNull();
  });
});
