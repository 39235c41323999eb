import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET_LUFS, normalizationGain } from './normalization.js';

const facts = { trackLufs: -20, trackPeak: 0.5, albumLufs: -18, albumPeak: 0.7 };

describe('normalization gain', () => {
  it('is 0 dB when off, and without loudness data', () => {
    expect(normalizationGain('off', facts)).toEqual({ decibels: 0, linear: 1, peakLimited: false });
    expect(normalizationGain('track', null)).toMatchObject({ decibels: 0 });
    expect(normalizationGain('album', {})).toMatchObject({ decibels: 0 });
  });

  it('brings the track, or the album, to the target (−14 LUFS by default)', () => {
    expect(DEFAULT_TARGET_LUFS).toBe(-14);
    expect(normalizationGain('track', { trackLufs: -9, trackPeak: 1 })).toMatchObject({ decibels: -5, peakLimited: false });
    expect(normalizationGain('album', { ...facts, albumLufs: -10 }).decibels).toBeCloseTo(-4, 10);
    expect(normalizationGain('track', { trackLufs: -9, trackPeak: 1 }, -23).decibels).toBe(-14);
    expect(normalizationGain('track', { trackLufs: -9, trackPeak: 1 }).linear).toBeCloseTo(10 ** (-5 / 20), 10);
  });

  it('album mode falls back to the track when the album is unknown', () => {
    expect(normalizationGain('album', { trackLufs: -10, trackPeak: 0.9 }).decibels).toBeCloseTo(-4, 10);
  });

  it('never clips: the peak caps a boost, and without a peak there is no boost', () => {
    // −20 LUFS wants +6 dB; a peak of 0.5 allows only +6.02 dB; a peak of 0.9 only +0.92 dB.
    expect(normalizationGain('track', { trackLufs: -20, trackPeak: 0.9 })).toMatchObject({ peakLimited: true });
    const limited = normalizationGain('track', { trackLufs: -20, trackPeak: 0.9 });
    expect(limited.decibels).toBeCloseTo(-20 * Math.log10(0.9), 10);
    expect(0.9 * limited.linear).toBeCloseTo(1, 10);
    expect(normalizationGain('track', { trackLufs: -20, trackPeak: 0.5 })).toMatchObject({ decibels: 6, peakLimited: false });
    expect(normalizationGain('album', facts).decibels).toBeCloseTo(-20 * Math.log10(0.7), 10);
    expect(normalizationGain('track', { trackLufs: -30 })).toMatchObject({ decibels: 0, peakLimited: true });
    expect(normalizationGain('track', { trackLufs: -8 })).toMatchObject({ decibels: -6, peakLimited: false });
  });

  it('ignores values that are not numbers', () => {
    expect(normalizationGain('track', { trackLufs: Number.NaN, trackPeak: 1 }).decibels).toBe(0);
    expect(normalizationGain('track', { trackLufs: -20, trackPeak: Number.POSITIVE_INFINITY }).decibels).toBe(0);
  });
});
