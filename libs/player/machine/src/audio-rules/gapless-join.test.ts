import { describe, expect, it } from 'vitest';
import { MP3_DECODER_DELAY, firstSoundAt, joinDelay, musicSpan, planJoin, predictMusicEnd, JOIN_READINGS } from './gapless-join.js';

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

describe('end of the current music on the audio clock', () => {
  /** Readings of a deck playing at `rate` whose position was `position0` at clock 100, each `step` s apart. */
  const steady = (count: number, step: number, rate = 1, position0 = 20) => Array.from({ length: count }, (_, index) => ({ clock: 100 + index * step, position: position0 + index * step * rate }));

  it('is where every reading of a steady deck puts it', () => {
    expect(predictMusicEnd(steady(8, 0.01), 30, 1)).toBeCloseTo(110, 9);
    expect(predictMusicEnd(steady(8, 0.01, 2), 30, 2)).toBeCloseTo(105, 9);
  });

  it('outvotes readings taken between the two clocks updates (a callback off either way)', () => {
    const readings = steady(9, 0.01);
    readings[2] = { clock: 100.02 + 0.023, position: 20.02 };
    readings[6] = { clock: 100.06, position: 20.06 + 0.023 };
    expect(predictMusicEnd(readings, 30, 1)).toBeCloseTo(110, 9);
  });

  it('votes over the latest readings only, and has no figure without readings', () => {
    const old = steady(JOIN_READINGS, 0.01).map((reading) => ({ ...reading, clock: reading.clock - 5 }));
    expect(predictMusicEnd([...old, ...steady(JOIN_READINGS, 0.01)], 30, 1)).toBeCloseTo(110, 9);
    expect(predictMusicEnd([], 30, 1)).toBeNull();
  });

  it('never predicts an end before a reading that is already past the music', () => {
    expect(predictMusicEnd([{ clock: 10, position: 31 }], 30, Number.NaN)).toBe(10);
  });
});

describe('join plan', () => {
  const current = { startsAt: 0.05, endsAt: 29.98 };
  const next = { startsAt: 0.05, endsAt: 40 };
  const readings = [{ clock: 100, position: 29.5 }];

  it('hands over on the frame where the current music reaches the fade (its delay line added), and starts the next deck ahead by the lead', () => {
    const plan = planJoin({ readings, playbackRate: 1, current, next, currentDelay: 0.0105, lead: 0.2, sampleRate: 1000 });
    // Music ends at 100.48, reaches the fade 10.5 ms later: frame 100,491 (the next boundary).
    expect(plan?.handoverAt).toBeCloseTo(100.491, 9);
    expect(plan?.playAt).toBeCloseTo(100.291, 9);
    expect(plan?.nextFrom).toBe(0.05);
  });

  it('has no plan without readings; a bad delay counts as none', () => {
    expect(planJoin({ readings: [], playbackRate: 1, current, next, currentDelay: 0, lead: 0.2, sampleRate: 1000 })).toBeNull();
    expect(planJoin({ readings, playbackRate: 1, current, next, currentDelay: Number.NaN, lead: 0.2, sampleRate: 1000 })?.handoverAt).toBeCloseTo(100.48, 9);
  });
});

describe('first sound of a deck', () => {
  /** A window of `length` samples at 1 kHz, silent before sample `from`. */
  const window = (length: number, from: number) => Float32Array.from({ length }, (_, index) => (index >= from ? 0.3 * Math.sin(index) + 0.01 : 0));

  it('is the audio-clock time of the first sample above −80 dBFS in the window', () => {
    // 1,000 samples ending at 11.0 s: sample 700 is at 10.7 s.
    expect(firstSoundAt({ samples: window(1000, 700), sampleRate: 1000, windowEnd: 11 })).toBeCloseTo(10.7, 9);
  });

  it('is unknown without sound, or when the window opens in sound (the start fell out of it)', () => {
    expect(firstSoundAt({ samples: window(1000, 1000), sampleRate: 1000, windowEnd: 11 })).toBeNull();
    expect(firstSoundAt({ samples: window(1000, 0), sampleRate: 1000, windowEnd: 11 })).toBeNull();
    expect(firstSoundAt({ samples: window(1000, 700), sampleRate: 0, windowEnd: 11 })).toBeNull();
  });
});

describe('delay line of a joining deck', () => {
  it('moves its first sound onto the handover frame, in whole frames', () => {
    expect(joinDelay({ handoverAt: 100.491, soundAt: 100.3, sampleRate: 1000, maxDelay: 1 })).toBeCloseTo(0.191, 9);
    // A handover between frames opens on the next one.
    expect(joinDelay({ handoverAt: 100.4904, soundAt: 100.3, sampleRate: 1000, maxDelay: 1 })).toBeCloseTo(0.191, 9);
    expect(joinDelay({ handoverAt: 100.3, soundAt: 100.3, sampleRate: 1000, maxDelay: 1 })).toBe(0);
  });

  it('is null for a sound after the handover or beyond the line', () => {
    expect(joinDelay({ handoverAt: 100.3, soundAt: 100.31, sampleRate: 1000, maxDelay: 1 })).toBeNull();
    expect(joinDelay({ handoverAt: 102, soundAt: 100, sampleRate: 1000, maxDelay: 1 })).toBeNull();
    expect(joinDelay({ handoverAt: Number.NaN, soundAt: 100, sampleRate: 1000, maxDelay: 1 })).toBeNull();
  });
});
