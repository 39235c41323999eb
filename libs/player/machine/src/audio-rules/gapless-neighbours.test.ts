import { describe, expect, it } from 'vitest';
import type { AudioItem } from './audio-item.js';
import { areGaplessNeighbours } from './gapless-neighbours.js';

const song = (id: string, trackNumber: number | null, extra: Partial<AudioItem> = {}): AudioItem => ({ id, kind: 'song', albumId: 'al1', trackNumber, duration: 200, ...extra });

describe('gapless neighbours', () => {
  it('are consecutive tracks of one album, played in order', () => {
    expect(areGaplessNeighbours(song('a', 3), song('b', 4))).toBe(true);
    expect(areGaplessNeighbours(song('a', 4), song('b', 3))).toBe(false);
    expect(areGaplessNeighbours(song('a', 3), song('b', 5))).toBe(false);
  });

  it('cross from the last track of a disc to track 1 of the next disc', () => {
    expect(areGaplessNeighbours(song('a', 12, { discNumber: 1 }), song('b', 1, { discNumber: 2 }))).toBe(true);
    expect(areGaplessNeighbours(song('a', 12, { discNumber: 1 }), song('b', 2, { discNumber: 2 }))).toBe(false);
    expect(areGaplessNeighbours(song('a', 3, { discNumber: 2 }), song('b', 4, { discNumber: 1 }))).toBe(false);
  });

  it('are not tracks of different albums, singles, untracked songs, episodes or radio', () => {
    expect(areGaplessNeighbours(song('a', 3), song('b', 4, { albumId: 'al2' }))).toBe(false);
    expect(areGaplessNeighbours(song('a', 3, { albumId: null }), song('b', 4, { albumId: null }))).toBe(false);
    expect(areGaplessNeighbours(song('a', null), song('b', 4))).toBe(false);
    expect(areGaplessNeighbours(song('a', 1, { kind: 'podcast' }), song('b', 2, { kind: 'podcast' }))).toBe(false);
    expect(areGaplessNeighbours(song('a', 1), song('b', 2, { kind: 'radio', duration: 0 }))).toBe(false);
  });

  it('repeat one: the same track again is no neighbour of itself', () => {
    expect(areGaplessNeighbours(song('a', 3), song('a', 3))).toBe(false);
  });

  it('shuffle: only an order that happens to follow the album counts', () => {
    const album = [1, 2, 3, 4, 5].map((n) => song(`t${n}`, n));
    const shuffled = [album[1], album[4], album[0], album[1], album[2]] as AudioItem[];
    const pairs = shuffled.slice(1).map((next, i) => areGaplessNeighbours(shuffled[i] as AudioItem, next));
    // t2→t5 no, t5→t1 no, t1→t2 yes, t2→t3 yes.
    expect(pairs).toEqual([false, false, true, true]);
  });
});
