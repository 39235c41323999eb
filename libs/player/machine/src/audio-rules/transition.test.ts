import { describe, expect, it } from 'vitest';
import type { AudioItem } from './audio-item.js';
import { clampCrossfade, gainsAt, planSkip, planTransition, PRELOAD_LEAD_SECONDS, shouldPreload, SKIP_FADE_SECONDS } from './transition.js';

const song = (id: string, trackNumber: number, extra: Partial<AudioItem> = {}): AudioItem => ({ id, kind: 'song', albumId: 'al1', trackNumber, duration: 200, ...extra });
const other = (id: string) => song(id, 1, { albumId: `album-of-${id}` });
const radio: AudioItem = { id: 'r1', kind: 'radio', albumId: null, trackNumber: null, duration: 0 };
const episode = (id: string): AudioItem => ({ id, kind: 'podcast', albumId: null, trackNumber: null, duration: 1800 });
const fade6 = { crossfadeSeconds: 6, gapless: true };

describe('crossfade schedule', () => {
  it('is off at 0 (the default) and clamps the setting to 0–12 s', () => {
    expect(planTransition(song('a', 1), other('b'), { crossfadeSeconds: 0, gapless: false }).kind).toBe('sequential');
    expect(clampCrossfade(20)).toBe(12);
    expect(clampCrossfade(-3)).toBe(0);
    expect(clampCrossfade(Number.NaN)).toBe(0);
    expect(planTransition(song('a', 1), other('b'), { crossfadeSeconds: 30, gapless: false })).toMatchObject({ kind: 'crossfade', seconds: 12, startsAt: 188 });
  });

  it('starts the set number of seconds before the end, and never lasts more than half of either track', () => {
    expect(planTransition(song('a', 1), other('b'), fade6)).toEqual({ kind: 'crossfade', seconds: 6, startsAt: 194, preloadAt: 194 - PRELOAD_LEAD_SECONDS });
    expect(planTransition(song('a', 1, { duration: 8 }), other('b'), fade6)).toMatchObject({ seconds: 4, startsAt: 4 });
    expect(planTransition(song('a', 1), song('b', 1, { albumId: 'x', duration: 5 }), fade6)).toMatchObject({ seconds: 2.5, startsAt: 197.5 });
  });

  it('follows the equal-power curve across the overlap', () => {
    const transition = planTransition(song('a', 1), other('b'), fade6);
    expect(gainsAt(transition, 100)).toEqual({ outgoing: 1, incoming: 0 });
    const middle = gainsAt(transition, 197);
    expect(middle.outgoing).toBeCloseTo(Math.SQRT1_2, 10);
    expect(middle.outgoing ** 2 + middle.incoming ** 2).toBeCloseTo(1, 10);
    expect(gainsAt(transition, 200).incoming).toBe(1);
    expect(gainsAt(planTransition(song('a', 1), song('b', 2), fade6), 199)).toEqual({ outgoing: 1, incoming: 0 });
  });

  it('does not crossfade gapless neighbours: they join at the end, or follow plainly with gapless off', () => {
    expect(planTransition(song('a', 1), song('b', 2), fade6)).toEqual({ kind: 'gapless', startsAt: 200, preloadAt: 200 - PRELOAD_LEAD_SECONDS });
    expect(planTransition(song('a', 1), song('b', 2), { crossfadeSeconds: 6, gapless: false }).kind).toBe('sequential');
    expect(planTransition(song('a', 1), other('b'), { crossfadeSeconds: 0, gapless: true }).kind).toBe('gapless');
  });

  it('never crossfades radio or podcast episodes', () => {
    expect(planTransition(song('a', 1), radio, fade6)).toEqual({ kind: 'sequential', startsAt: 200, preloadAt: null });
    expect(planTransition(radio, song('a', 1), fade6)).toEqual({ kind: 'sequential', startsAt: null, preloadAt: null });
    expect(planTransition(episode('e1'), episode('e2'), fade6)).toEqual({ kind: 'sequential', startsAt: 1800, preloadAt: 1800 - PRELOAD_LEAD_SECONDS });
    expect(planTransition(song('a', 1), episode('e1'), fade6).kind).toBe('sequential');
  });

  it('repeat one: the track crossfades into itself when a crossfade is set, else loops without a gap', () => {
    const track = song('a', 4);
    expect(planTransition(track, track, fade6)).toMatchObject({ kind: 'crossfade', seconds: 6, startsAt: 194 });
    expect(planTransition(track, track, { crossfadeSeconds: 0, gapless: true })).toMatchObject({ kind: 'gapless', startsAt: 200 });
  });

  it('shuffle: a jump on the album crossfades, an order that follows the album joins gaplessly', () => {
    expect(planTransition(song('a', 2), song('b', 5), fade6).kind).toBe('crossfade');
    expect(planTransition(song('a', 2), song('b', 3), fade6).kind).toBe('gapless');
  });

  it('at the end of the queue nothing is scheduled or buffered', () => {
    const end = planTransition(song('a', 7), null, fade6);
    expect(end).toEqual({ kind: 'end', startsAt: null, preloadAt: null });
    expect(shouldPreload(end, 199)).toBe(false);
  });
});

describe('preload timing', () => {
  it('buffers the next item a fixed lead before the handover, at once for short tracks', () => {
    const transition = planTransition(song('a', 1), other('b'), fade6);
    expect(shouldPreload(transition, 173.9)).toBe(false);
    expect(shouldPreload(transition, 174)).toBe(true);
    expect(planTransition(song('a', 1, { duration: 15 }), other('b'), fade6).preloadAt).toBe(0);
  });

  it('never buffers live radio ahead, and never preloads during a station', () => {
    expect(shouldPreload(planTransition(song('a', 1), radio, fade6), 199)).toBe(false);
    expect(shouldPreload(planTransition(radio, song('a', 1), fade6), 10_000)).toBe(false);
  });
});

describe('skip by hand', () => {
  it('fades out briefly from the present gain, also for both sides of a crossfade under way', () => {
    expect(planSkip([1])).toEqual({ seconds: SKIP_FADE_SECONDS, from: [1] });
    const during = gainsAt(planTransition(song('a', 1), other('b'), fade6), 196);
    expect(planSkip([during.outgoing, during.incoming]).from).toEqual([during.outgoing, during.incoming]);
    expect(planSkip([Number.NaN, 3]).from).toEqual([0, 1]);
    expect(SKIP_FADE_SECONDS).toBeGreaterThan(0.05);
    expect(SKIP_FADE_SECONDS).toBeLessThan(0.5);
  });
});
