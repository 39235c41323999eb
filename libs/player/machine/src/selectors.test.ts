import { describe, expect, it } from 'vitest';
import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCurrentTrack,
  selectIsPlaying,
  selectPreviouslyPlayed,
  selectUpNext,
} from './selectors.js';
import { ids, run, songs, start } from './test-support/fixtures.js';

const tracks = songs(4);
const at = (startIndex: number) => run(start(), { type: 'queue.set', tracks, startIndex }).snapshot;

describe('selectors', () => {
  it('current track and playing flag', () => {
    expect(selectCurrentTrack(start())).toBeNull();
    expect(selectIsPlaying(start())).toBe(false);
    expect(selectCurrentTrack(at(2))).toBe(tracks[2]);
    expect(selectIsPlaying(at(2))).toBe(true);
    expect(selectIsPlaying(run(at(2), { type: 'playback.pause' }).snapshot)).toBe(false);
  });

  it('previous is disabled at the first position and next at the last', () => {
    expect([selectCanGoPrevious(at(0)), selectCanGoNext(at(0))]).toEqual([false, true]);
    expect([selectCanGoPrevious(at(2)), selectCanGoNext(at(2))]).toEqual([true, true]);
    expect([selectCanGoPrevious(at(3)), selectCanGoNext(at(3))]).toEqual([true, false]);
    expect([selectCanGoPrevious(start()), selectCanGoNext(start())]).toEqual([false, false]);
  });

  it('up next and previously played split the queue around the current track', () => {
    const snapshot = at(1);
    expect(ids(selectUpNext(snapshot))).toEqual(['t2', 't3']);
    expect(ids(selectPreviouslyPlayed(snapshot))).toEqual(['t0']);
    expect(selectUpNext(start())).toEqual([]);
    expect(selectPreviouslyPlayed(start())).toEqual([]);
  });

  it('return the same array until the queue or index changes', () => {
    const snapshot = at(1);
    const timeUpdated = run(snapshot, { type: 'media.timeUpdate', currentTime: 0.5 }).snapshot;
    expect(selectUpNext(timeUpdated)).toBe(selectUpNext(snapshot));
    const moved = run(snapshot, { type: 'queue.next' }).snapshot;
    expect(ids(selectUpNext(moved))).toEqual(['t3']);
  });
});
