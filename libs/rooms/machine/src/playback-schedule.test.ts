import { describe, expect, it } from 'vitest';
import { DRIFT_MAX_RATE_NUDGE, DRIFT_SEEK_THRESHOLD_MS, DRIFT_TOLERANCE_MS } from './constants.js';
import { correctionFor, expectedPositionMs, playbackAfter } from './playback-schedule.js';
import { pausedAt, playingSince } from './test-support/fixtures.js';

describe('playback schedule', () => {
  it('places the audio at server time minus the start, ahead by the output latency', () => {
    expect(expectedPositionMs(playingSince(10_000), 15_000, 0)).toBe(5000);
    expect(expectedPositionMs(playingSince(10_000), 15_000, 40)).toBe(5040);
    expect(expectedPositionMs(pausedAt(1234), 15_000, 40)).toBe(1234);
    // A start scheduled ahead: still waiting.
    expect(expectedPositionMs(playingSince(20_000), 15_000, 0)).toBe(-5000);
  });

  it('holds within the tolerance (still closing the error), nudges up to the seek threshold, seeks beyond it', () => {
    expect(correctionFor(1000, 1000)).toMatchObject({ kind: 'hold', rate: 1 });
    const held = correctionFor(1000, 1000 - DRIFT_TOLERANCE_MS);
    expect(held.kind).toBe('hold');
    expect(held.rate).toBeGreaterThan(1);
    const behind = correctionFor(1000, 960);
    expect(behind.kind).toBe('nudge');
    expect(behind.rate).toBeGreaterThan(1);
    const ahead = correctionFor(1000, 1040);
    expect(ahead.rate).toBeLessThan(1);
    expect(correctionFor(1000, 1000 - DRIFT_SEEK_THRESHOLD_MS).rate).toBeLessThanOrEqual(1 + DRIFT_MAX_RATE_NUDGE);
    expect(correctionFor(5000, 5000 - DRIFT_SEEK_THRESHOLD_MS - 1)).toEqual({ kind: 'seek', positionMs: 5000, rate: 1, errorMs: DRIFT_SEEK_THRESHOLD_MS + 1 });
    expect(correctionFor(-300, 0)).toMatchObject({ kind: 'seek', positionMs: 0 });
  });

  it('keeps the position across pause, seek, play and a new track', () => {
    const paused = playbackAfter(playingSince(10_000), { type: 'pause' }, 13_000);
    expect(paused).toEqual(pausedAt(3000));
    const resumed = playbackAfter(paused, { type: 'play' }, 20_000, 300);
    expect(expectedPositionMs(resumed, 20_300, 0)).toBe(3000);
    const sought = playbackAfter(resumed, { type: 'seek', positionMs: 60_000 }, 21_000);
    expect(expectedPositionMs(sought, 21_000, 0)).toBe(60_000);
    expect(playbackAfter(sought, { type: 'track', trackId: 't2' }, 22_000)).toEqual(playingSince(22_000, 't2'));
  });
});
