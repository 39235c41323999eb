import { describe, expect, it } from 'vitest';
import { selectCurrentTrack } from './selectors.js';
import { effectTypes, ids, run, seededRandom, song, songs, start } from './test-support/fixtures.js';

const three = songs(3);
const playing = (startIndex = 0) => run(start(), { type: 'queue.set', tracks: three, startIndex }).snapshot;

describe('volume and mute', () => {
  it('setting the volume unmutes', () => {
    const muted = run(start(), { type: 'mute.toggle' }).snapshot;
    expect(muted.context.muted).toBe(true);
    const { snapshot, actions } = run(muted, { type: 'volume.set', volume: 0.4 });
    expect(snapshot.context).toMatchObject({ volume: 0.4, muted: false });
    expect(actions[0]).toEqual({ type: 'applyVolume', params: { volume: 0.4, muted: false } });
  });

  it('clamps the volume to 0–1', () => {
    expect(run(start(), { type: 'volume.set', volume: 1.7 }).snapshot.context.volume).toBe(1);
    expect(run(start(), { type: 'volume.set', volume: -0.2 }).snapshot.context.volume).toBe(0);
  });

  it('logs a volume that is not a number', () => {
    const { snapshot, actions } = run(start(), { type: 'volume.set', volume: Number.NaN });
    expect(snapshot.context.volume).toBe(0.7);
    expect(actions[0]?.type).toBe('logError');
  });

  it('muting sets the element volume to 0 and unmuting restores the previous volume', () => {
    const set = run(start(), { type: 'volume.set', volume: 0.55 }).snapshot;
    const muted = run(set, { type: 'mute.toggle' });
    expect(muted.actions[0]).toEqual({ type: 'applyVolume', params: { volume: 0, muted: true } });
    const unmuted = run(muted.snapshot, { type: 'mute.toggle' });
    expect(unmuted.actions[0]).toEqual({ type: 'applyVolume', params: { volume: 0.55, muted: false } });
    expect(unmuted.snapshot.context.volume).toBe(0.55);
  });

  it('a fade scales the volume it applies without changing or saving the listener\'s volume', () => {
    const set = run(start(), { type: 'volume.set', volume: 0.6 }).snapshot;
    const faded = run(set, { type: 'volume.fade', gain: 0.5 });
    expect(faded.actions).toEqual([{ type: 'applyVolume', params: { volume: 0.3, muted: false } }]);
    expect(faded.snapshot.context.volume).toBe(0.6);
    // The listener's own changes keep the fade until it ends.
    expect(run(faded.snapshot, { type: 'volume.set', volume: 0.8 }).actions[0]).toEqual({ type: 'applyVolume', params: { volume: 0.4, muted: false } });
    expect(run(faded.snapshot, { type: 'volume.fade', gain: 1 }).actions[0]).toEqual({ type: 'applyVolume', params: { volume: 0.6, muted: false } });
  });
});

describe('shuffle', () => {
  it('puts the queue in random order with the current track first', () => {
    const tracks = songs(20);
    const before = run(start(), { type: 'queue.set', tracks, startIndex: 7 }).snapshot;
    const { snapshot, actions } = run(before, { type: 'shuffle.toggle' });
    expect(snapshot.context.isShuffled).toBe(true);
    expect(snapshot.context.currentIndex).toBe(0);
    expect(snapshot.context.queue[0]).toBe(tracks[7]);
    expect([...ids(snapshot.context.queue)].sort()).toEqual([...ids(tracks)].sort());
    expect(ids(snapshot.context.queue)).not.toEqual(ids(tracks));
    expect(effectTypes(actions)).toEqual(['persistState']);
  });

  it('off restores the original order and finds the current track in it', () => {
    const tracks = songs(20);
    const shuffled = run(start(), { type: 'queue.set', tracks, startIndex: 3 }, { type: 'shuffle.toggle' }, { type: 'queue.next' });
    const current = selectCurrentTrack(shuffled.snapshot);
    const { snapshot } = run(shuffled.snapshot, { type: 'shuffle.toggle' });
    expect(snapshot.context.isShuffled).toBe(false);
    expect(ids(snapshot.context.queue)).toEqual(ids(tracks));
    expect(selectCurrentTrack(snapshot)).toBe(current);
    expect(snapshot.context.currentIndex).toBe(tracks.findIndex((track) => track === current));
  });

  it('uses the injected random source', () => {
    const tracks = songs(10);
    const order = (seed: number) =>
      ids(run(start({ random: seededRandom(seed) }), { type: 'queue.set', tracks }, { type: 'shuffle.toggle' }).snapshot.context.queue);
    expect(order(1)).toEqual(order(1));
    expect(order(1)).not.toEqual(order(2));
  });
});

describe('repeat', () => {
  it('cycles off → all → one → off', () => {
    const modes = [];
    let snapshot = start();
    for (let i = 0; i < 3; i++) {
      snapshot = run(snapshot, { type: 'repeat.cycle' }).snapshot;
      modes.push(snapshot.context.repeatMode);
    }
    expect(modes).toEqual(['all', 'one', 'off']);
  });
});

describe('clear and fullscreen', () => {
  it('clear resets the queue and stops', () => {
    const full = run(playing(1), { type: 'fullscreen.toggle' }, { type: 'media.timeUpdate', currentTime: 12 }).snapshot;
    const { snapshot, actions } = run(full, { type: 'queue.clear' });
    expect(snapshot.hasTag('idle')).toBe(true);
    expect(snapshot.context).toMatchObject({ queue: [], originalQueue: [], currentIndex: -1, currentTime: 0, duration: 0, isFullscreen: false });
    expect(effectTypes(actions)).toEqual(['sendStopActivity', 'pauseMedia', 'persistState']);
  });

  it('fullscreen toggles', () => {
    const once = run(playing(), { type: 'fullscreen.toggle' }).snapshot;
    expect(once.context.isFullscreen).toBe(true);
    expect(run(once, { type: 'fullscreen.toggle' }).snapshot.context.isFullscreen).toBe(false);
  });
});

describe('remove', () => {
  it('re-sets the queue with the index one lower when the removed item is before the current one', () => {
    const { snapshot, actions } = run(playing(2), { type: 'queue.remove', index: 0 });
    expect(ids(snapshot.context.queue)).toEqual(ids(three.slice(1)));
    expect(snapshot.context.currentIndex).toBe(1);
    expect(selectCurrentTrack(snapshot)).toBe(three[2]);
    expect(effectTypes(actions)).toEqual(['persistState']);
  });

  it('keeps the index when the removed item is after the current one', () => {
    const { snapshot } = run(playing(0), { type: 'queue.remove', index: 2 });
    expect(snapshot.context.currentIndex).toBe(0);
    expect(snapshot.context.queue).toHaveLength(2);
  });

  it('removing the current item plays the one that takes its place', () => {
    const { snapshot, actions } = run(playing(1), { type: 'queue.remove', index: 1 });
    expect(selectCurrentTrack(snapshot)).toBe(three[2]);
    expect(actions[0]).toEqual({ type: 'loadMedia', params: { track: three[2], autoplay: true } });
  });

  it('removing the current item while paused loads the next without playing', () => {
    const paused = run(playing(2), { type: 'playback.pause' }).snapshot;
    const { snapshot, actions } = run(paused, { type: 'queue.remove', index: 2 });
    expect(selectCurrentTrack(snapshot)).toBe(three[1]);
    expect(snapshot.hasTag('paused')).toBe(true);
    expect(actions[0]).toEqual({ type: 'loadMedia', params: { track: three[1], autoplay: false } });
  });

  it('removing the only item stops', () => {
    const { snapshot } = run(start(), { type: 'track.play', track: song('x') }, { type: 'queue.remove', index: 0 });
    expect(snapshot.hasTag('idle')).toBe(true);
  });

  it('while shuffled also removes the item from the original order', () => {
    const tracks = songs(6);
    const shuffled = run(start(), { type: 'queue.set', tracks, startIndex: 2 }, { type: 'shuffle.toggle' }).snapshot;
    const removed = shuffled.context.queue[3];
    const { snapshot } = run(shuffled, { type: 'queue.remove', index: 3 }, { type: 'shuffle.toggle' });
    expect(ids(snapshot.context.queue)).toEqual(ids(tracks.filter((track) => track !== removed)));
    expect(selectCurrentTrack(snapshot)).toBe(tracks[2]);
  });

  it('logs an index outside the queue', () => {
    expect(run(playing(), { type: 'queue.remove', index: -1 }).actions[0]?.type).toBe('logError');
  });
});
