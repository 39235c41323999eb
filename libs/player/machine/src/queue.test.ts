import { describe, expect, it } from 'vitest';
import {
  clampVolume,
  findTrackIndex,
  indexAfterRemoval,
  shuffleWithCurrentFirst,
  volumeFromPosition,
  withoutIndex,
} from './queue.js';
import { ids, seededRandom, song, songs } from './test-support/fixtures.js';

describe('shuffleWithCurrentFirst', () => {
  it('moves the current track to the front and keeps every item exactly once', () => {
    const list = songs(50);
    const shuffled = shuffleWithCurrentFirst(list, 17, seededRandom(7));
    expect(shuffled[0]).toBe(list[17]);
    expect(shuffled).toHaveLength(50);
    expect(new Set(shuffled)).toEqual(new Set(list));
    expect(ids(list)).toEqual(ids(songs(50)));
  });

  it('spreads items evenly (Fisher–Yates, not a biased sort)', () => {
    const list = songs(4);
    const random = seededRandom(99);
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0]);
    const runs = 8_000;
    for (let run = 0; run < runs; run++) {
      shuffleWithCurrentFirst(list, -1, random).forEach((track, position) => {
        const row = counts[list.indexOf(track)] as number[];
        row[position] = (row[position] ?? 0) + 1;
      });
    }
    for (const row of counts) for (const count of row) expect(Math.abs(count - runs / 4)).toBeLessThan(runs * 0.03);
  });

  it('survives a random source that returns 1 or NaN', () => {
    expect(shuffleWithCurrentFirst(songs(5), 0, () => 1)).toHaveLength(5);
    expect(new Set(shuffleWithCurrentFirst(songs(5), 2, () => Number.NaN)).size).toBe(5);
  });
});

describe('queue helpers', () => {
  it('findTrackIndex finds the same object first, then the same id', () => {
    const list = songs(3);
    expect(findTrackIndex(list, list[2] as never)).toBe(2);
    expect(findTrackIndex(list, song('t1'))).toBe(1);
    expect(findTrackIndex(list, song('missing'))).toBe(-1);
  });

  it('withoutIndex copies the list without one item', () => {
    const list = songs(3);
    expect(ids(withoutIndex(list, 1))).toEqual(['t0', 't2']);
    expect(list).toHaveLength(3);
  });

  it('indexAfterRemoval is one lower only when the removed item was before the current one', () => {
    expect(indexAfterRemoval(3, 1, 4)).toBe(2);
    expect(indexAfterRemoval(1, 3, 4)).toBe(1);
    expect(indexAfterRemoval(3, 3, 3)).toBe(2);
    expect(indexAfterRemoval(0, 0, 0)).toBe(-1);
  });

  it('volume is clamped to 0–1, also from a click position on the bar', () => {
    expect(clampVolume(1.2)).toBe(1);
    expect(clampVolume(-1)).toBe(0);
    expect(volumeFromPosition(30, 120)).toBe(0.25);
    expect(volumeFromPosition(150, 120)).toBe(1);
    expect(volumeFromPosition(-5, 120)).toBe(0);
    expect(volumeFromPosition(10, 0)).toBe(0);
  });
});
