import { describe, expect, it } from 'vitest';
import { restorePlayerState } from './persistence.js';
import { ids, songs } from './test-support/fixtures.js';

describe('restorePlayerState', () => {
  it('returns an empty state for nothing saved, without problems', () => {
    expect(restorePlayerState(null)).toEqual({
      state: { queue: [], originalQueue: [], currentIndex: -1, isShuffled: false, repeatMode: 'off', volume: 0.7, muted: false, currentTime: 0 },
      problems: [],
    });
  });

  it('restores a valid saved state as it was', () => {
    const queue = songs(3);
    const saved = { queue, originalQueue: queue, currentIndex: 1, isShuffled: false, repeatMode: 'one', volume: 0.2, muted: true, currentTime: 33 };
    const { state, problems } = restorePlayerState(JSON.parse(JSON.stringify(saved)));
    expect(problems).toEqual([]);
    expect(state).toMatchObject({ currentIndex: 1, repeatMode: 'one', volume: 0.2, muted: true, currentTime: 33 });
    expect(ids(state.queue)).toEqual(ids(queue));
  });

  it('keeps saved loudness and gapless facts, dropping values that are not numbers', () => {
    const [a, b] = songs(2);
    const loud = { ...a, loudness: { trackLufs: -9, trackPeak: 0.98, albumLufs: 'loud' }, gapless: { encoderDelay: 576, encoderPadding: 1000, sampleRate: 44100 } };
    const broken = { ...b, loudness: { trackLufs: null }, gapless: { encoderDelay: -1, encoderPadding: 0, sampleRate: 44100 } };
    const { state } = restorePlayerState(JSON.parse(JSON.stringify({ queue: [loud, broken], currentIndex: 0 })));
    expect(state.queue[0]).toMatchObject({ loudness: { trackLufs: -9, trackPeak: 0.98 }, gapless: { encoderDelay: 576, encoderPadding: 1000, sampleRate: 44100 } });
    expect(state.queue[0]?.loudness).not.toHaveProperty('albumLufs');
    expect(state.queue[1]).not.toHaveProperty('loudness');
    expect(state.queue[1]).not.toHaveProperty('gapless');
  });

  it('links the shuffled original order to the very same track objects as the queue', () => {
    const original = songs(4);
    const queue = [original[2], original[0], original[3], original[1]];
    const { state } = restorePlayerState(JSON.parse(JSON.stringify({ queue, originalQueue: original, currentIndex: 0, isShuffled: true })));
    expect(state.isShuffled).toBe(true);
    expect(ids(state.originalQueue)).toEqual(ids(original));
    expect(state.originalQueue.every((track) => state.queue.includes(track))).toBe(true);
  });

  it('turns shuffle off when the original order does not match the queue', () => {
    const { state, problems } = restorePlayerState({ queue: songs(3), originalQueue: songs(2), currentIndex: 0, isShuffled: true });
    expect(state.isShuffled).toBe(false);
    expect(state.originalQueue).toBe(state.queue);
    expect(problems).toEqual(['Saved original queue order does not match the queue; shuffle is turned off.']);
  });

  it('drops invalid queue items, keeps the current item, and says so once', () => {
    const [a, b, c] = songs(3);
    const { state, problems } = restorePlayerState({ queue: [a, { nope: true }, 42, b, c], currentIndex: 3, currentTime: 5 });
    expect(ids(state.queue)).toEqual(['t0', 't1', 't2']);
    expect(state.currentIndex).toBe(1);
    expect(problems).toEqual(['2 saved queue item(s) ignored (first: item 1: Cannot read a saved track without an id.)']);
  });

  it('reads saved items as the machine saved them, with an episode saved as kind "podcast" read as "episode"', () => {
    const episode = { id: 'ep-1', kind: 'podcast', title: 'Pilot', artistName: 'Ana', duration: 60, podcastId: 'po-1', episodeId: 'ep-1', genres: ['Talk', 7] };
    const { state, problems } = restorePlayerState({ queue: [episode, { id: 'st', kind: 'radio', duration: 90 }], currentIndex: 0 });
    expect(problems).toEqual([]);
    expect(state.queue[0]).toMatchObject({ kind: 'episode', podcastId: 'po-1', episodeId: 'ep-1', genres: ['Talk'], artistId: null, trackNumber: null });
    expect(state.queue[1]).toMatchObject({ kind: 'radio', duration: 0, title: 'Unknown Title', artistName: 'Unknown Artist' });
  });

  it('replaces every invalid field with its default and never throws', () => {
    const garbage = [42, 'text', [], { queue: 5, currentIndex: 'x', repeatMode: 'always', volume: 'max', muted: 'yes', currentTime: -3 }];
    for (const value of garbage) {
      const { state, problems } = restorePlayerState(value);
      expect(state).toMatchObject({ queue: [], currentIndex: -1, repeatMode: 'off', volume: 0.7, muted: false, currentTime: 0 });
      expect(problems.length).toBeGreaterThan(0);
    }
  });

  it('clamps volume, resets a bad index to the first item and caps the position at the duration', () => {
    const { state } = restorePlayerState({ queue: songs(2, 100), currentIndex: 9, volume: 3, currentTime: 500 });
    expect(state).toMatchObject({ currentIndex: 0, volume: 1, currentTime: 100 });
  });
});
