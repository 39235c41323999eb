import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { playerMachine } from './player-machine.js';
import { selectCurrentTrack } from './selectors.js';
import { effectTypes, effectsOf, ids, radio, run, song, songs, start } from './test-support/fixtures.js';

const three = songs(3);
const playing = (startIndex = 0) => run(start(), { type: 'queue.set', tracks: three, startIndex }).snapshot;

describe('initial state', () => {
  it('starts with volume 0.7, not muted, repeat off, not shuffled, not playing', () => {
    const [snapshot, actions] = initialTransition(playerMachine, {});
    expect(snapshot.context).toMatchObject({
      volume: 0.7,
      muted: false,
      repeatMode: 'off',
      isShuffled: false,
      isFullscreen: false,
      queue: [],
      currentIndex: -1,
    });
    expect(snapshot.hasTag('idle')).toBe(true);
    expect(snapshot.hasTag('playing')).toBe(false);
    expect(effectsOf(actions)).toEqual([{ type: 'applyVolume', params: { volume: 0.7, muted: false } }]);
  });
});

describe('queue.set', () => {
  it('makes the start index current and starts playing', () => {
    const { snapshot, actions } = run(start(), { type: 'queue.set', tracks: three, startIndex: 2 });
    expect(snapshot.context.currentIndex).toBe(2);
    expect(selectCurrentTrack(snapshot)).toBe(three[2]);
    expect(snapshot.hasTag('playing')).toBe(true);
    expect(actions[0]).toEqual({ type: 'loadMedia', params: { track: three[2], autoplay: true } });
    expect(effectTypes([...actions])).toEqual(['loadMedia', 'persistState', 'sendHeartbeat']);
  });

  it('starts at the first item without a start index, and logs an out-of-range one', () => {
    expect(run(start(), { type: 'queue.set', tracks: three }).snapshot.context.currentIndex).toBe(0);
    const { snapshot, actions } = run(start(), { type: 'queue.set', tracks: three, startIndex: 7 });
    expect(snapshot.context.currentIndex).toBe(0);
    expect(actions[0]).toEqual({
      type: 'logError',
      params: { message: 'queue.set: start index 7 is outside the 3 tracks; starting at the first.' },
    });
  });

  it('keeps its own copy of the list', () => {
    const list = songs(2);
    const { snapshot } = run(start(), { type: 'queue.set', tracks: list });
    list.pop();
    expect(snapshot.context.queue).toHaveLength(2);
  });

  it('with an empty list clears the queue and stops', () => {
    const { snapshot } = run(playing(), { type: 'queue.set', tracks: [] });
    expect(snapshot.hasTag('idle')).toBe(true);
    expect(snapshot.context.queue).toEqual([]);
  });

  it('logs an error instead of crashing when tracks is not a list', () => {
    const bad = { type: 'queue.set', tracks: 'nope' } as unknown as Parameters<typeof run>[1];
    const { snapshot, actions } = run(start(), bad);
    expect(snapshot.hasTag('idle')).toBe(true);
    expect(actions).toEqual([
      {
        type: 'logError',
        params: { message: 'queue.set needs a list of tracks: each needs a PlayerTrack (an object with a string id).' },
      },
    ]);
  });

  it('logs an error instead of crashing when the starting item is not a track', () => {
    const bad = { type: 'queue.set', tracks: [song('a'), null], startIndex: 1 } as unknown as Parameters<typeof run>[1];
    const { snapshot, actions } = run(start(), bad);
    expect(snapshot.hasTag('idle')).toBe(true);
    expect(actions[0]?.type).toBe('logError');
  });

  it('while shuffled, keeps the original order and plays the chosen track first', () => {
    const shuffledStart = run(start(), { type: 'shuffle.toggle' }).snapshot;
    const { snapshot } = run(shuffledStart, { type: 'queue.set', tracks: three, startIndex: 1 });
    expect(snapshot.context.currentIndex).toBe(0);
    expect(snapshot.context.queue[0]).toBe(three[1]);
    expect(ids(snapshot.context.originalQueue)).toEqual(ids(three));
  });
});

describe('track.play', () => {
  it('plays a single track as a queue of one', () => {
    const track = song('solo');
    const { snapshot, actions } = run(playing(), { type: 'track.play', track });
    expect(snapshot.context.queue).toEqual([track]);
    expect(snapshot.context.currentIndex).toBe(0);
    expect(snapshot.hasTag('playing')).toBe(true);
    expect(actions[0]).toEqual({ type: 'loadMedia', params: { track, autoplay: true } });
  });

  it('logs an error and keeps the queue when the track is not a track', () => {
    const before = playing(1);
    const bad = { type: 'track.play', track: { title: 'no id' } } as unknown as Parameters<typeof run>[1];
    const { snapshot, actions } = run(before, bad);
    expect(snapshot.context.queue).toBe(before.context.queue);
    expect(actions).toEqual([
      { type: 'logError', params: { message: 'track.play needs a PlayerTrack (an object with a string id).' } },
    ]);
  });
});

describe('play and pause', () => {
  it('toggle pauses and resumes with media commands', () => {
    const paused = run(playing(), { type: 'playback.toggle' });
    expect(paused.snapshot.hasTag('paused')).toBe(true);
    expect(effectTypes(paused.actions)).toEqual(['sendStopActivity', 'pauseMedia', 'persistState']);
    expect(paused.actions[0]).toEqual({ type: 'sendStopActivity', params: { deviceId: 'web-1' } });
    const resumed = run(paused.snapshot, { type: 'playback.toggle' });
    expect(resumed.snapshot.hasTag('playing')).toBe(true);
    expect(effectTypes(resumed.actions)).toEqual(['playMedia', 'sendHeartbeat']);
  });

  it('play and pause do nothing without a track', () => {
    expect(run(start(), { type: 'playback.play' }).actions).toEqual([]);
    expect(run(start(), { type: 'playback.toggle' }).snapshot.hasTag('idle')).toBe(true);
  });
});

describe('next', () => {
  it('goes to the next item', () => {
    const { snapshot, actions } = run(playing(0), { type: 'queue.next' });
    expect(snapshot.context.currentIndex).toBe(1);
    expect(actions[0]).toEqual({ type: 'loadMedia', params: { track: three[1], autoplay: true } });
  });

  it('does nothing on an empty queue', () => {
    const { snapshot, actions } = run(start(), { type: 'queue.next' });
    expect(snapshot.hasTag('idle')).toBe(true);
    expect(actions).toEqual([]);
  });

  it('with repeat one replays the same index', () => {
    const repeatOne = run(playing(1), { type: 'repeat.cycle' }, { type: 'repeat.cycle' }).snapshot;
    expect(repeatOne.context.repeatMode).toBe('one');
    const { snapshot, actions } = run(repeatOne, { type: 'media.timeUpdate', currentTime: 50 }, { type: 'queue.next' });
    expect(snapshot.context.currentIndex).toBe(1);
    expect(snapshot.context.currentTime).toBe(0);
    expect(effectTypes(actions)).toEqual(['seekMedia', 'playMedia', 'persistState']);
  });

  it('at the end wraps to the first item with repeat all', () => {
    const all = run(playing(2), { type: 'repeat.cycle' }).snapshot;
    const { snapshot, actions } = run(all, { type: 'queue.next' });
    expect(snapshot.context.currentIndex).toBe(0);
    expect(actions[0]).toEqual({ type: 'loadMedia', params: { track: three[0], autoplay: true } });
  });

  it('at the end stops playback with repeat off', () => {
    const { snapshot, actions } = run(playing(2), { type: 'queue.next' });
    expect(snapshot.context.currentIndex).toBe(2);
    expect(snapshot.hasTag('paused')).toBe(true);
    expect(effectTypes(actions)).toEqual(['sendStopActivity', 'pauseMedia']);
  });

  it('from pause starts playing the next item', () => {
    const paused = run(playing(0), { type: 'playback.pause' }).snapshot;
    const { snapshot } = run(paused, { type: 'queue.next' });
    expect(snapshot.context.currentIndex).toBe(1);
    expect(snapshot.hasTag('playing')).toBe(true);
  });
});

describe('track ended', () => {
  it('advances when not last', () => {
    expect(run(playing(0), { type: 'media.ended' }).snapshot.context.currentIndex).toBe(1);
  });

  it('with repeat one restarts the track', () => {
    const one = run(playing(0), { type: 'repeat.cycle' }, { type: 'repeat.cycle' }).snapshot;
    const { snapshot, actions } = run(one, { type: 'media.ended' });
    expect(snapshot.context.currentIndex).toBe(0);
    expect(snapshot.hasTag('playing')).toBe(true);
    expect(actions).toContainEqual({ type: 'seekMedia', params: { time: 0 } });
    expect(actions).toContainEqual({ type: 'playMedia' });
  });

  it('at the last track restarts at index 0 with repeat all', () => {
    const all = run(playing(2), { type: 'repeat.cycle' }).snapshot;
    const { snapshot } = run(all, { type: 'media.ended' });
    expect(snapshot.context.currentIndex).toBe(0);
    expect(snapshot.hasTag('playing')).toBe(true);
  });

  it('at the last track stops with repeat off', () => {
    const { snapshot } = run(playing(2), { type: 'media.ended' });
    expect(snapshot.context.currentIndex).toBe(2);
    expect(snapshot.hasTag('paused')).toBe(true);
  });
});

describe('previous', () => {
  it('restarts the track when more than 3 seconds have played', () => {
    const { snapshot, actions } = run(playing(1), { type: 'media.timeUpdate', currentTime: 3.5 }, { type: 'queue.previous' });
    expect(snapshot.context.currentIndex).toBe(1);
    expect(snapshot.context.currentTime).toBe(0);
    expect(effectTypes(actions)).toEqual(['seekMedia', 'persistState']);
  });

  it('goes to the previous index at 3 seconds or less', () => {
    const { snapshot, actions } = run(playing(1), { type: 'media.timeUpdate', currentTime: 3 }, { type: 'queue.previous' });
    expect(snapshot.context.currentIndex).toBe(0);
    expect(actions[0]).toEqual({ type: 'loadMedia', params: { track: three[0], autoplay: true } });
  });

  it('wraps from the first item to the last', () => {
    expect(run(playing(0), { type: 'queue.previous' }).snapshot.context.currentIndex).toBe(2);
  });

  it('does nothing on an empty queue', () => {
    expect(run(start(), { type: 'queue.previous' }).actions).toEqual([]);
  });

  it('on radio goes back instead of restarting (a live stream has no seek)', () => {
    const list = [song('a'), radio('r')];
    const live = run(start(), { type: 'queue.set', tracks: list, startIndex: 1 }, { type: 'media.timeUpdate', currentTime: 60 });
    expect(run(live.snapshot, { type: 'queue.previous' }).snapshot.context.currentIndex).toBe(0);
  });
});

describe('jump', () => {
  it('jumps to a queue item and plays it', () => {
    const { snapshot, actions } = run(playing(0), { type: 'queue.jump', index: 2 });
    expect(snapshot.context.currentIndex).toBe(2);
    expect(actions[0]).toEqual({ type: 'loadMedia', params: { track: three[2], autoplay: true } });
  });

  it('jumps paused to a queue item: loads it without playing, and stays paused until played (a room starts it at its instant)', () => {
    const paused = run(playing(0), { type: 'playback.pause' }).snapshot;
    const { snapshot, actions } = run(paused, { type: 'queue.jump', index: 2, paused: true });
    expect(snapshot.context.currentIndex).toBe(2);
    expect(snapshot.hasTag('paused')).toBe(true);
    expect(actions[0]).toEqual({ type: 'loadMedia', params: { track: three[2], autoplay: false } });
    expect(run(snapshot, { type: 'playback.play' }).actions).toContainEqual({ type: 'playMedia' });
  });

  it('logs an index outside the queue and changes nothing', () => {
    const before = playing(1);
    const { snapshot, actions } = run(before, { type: 'queue.jump', index: 9 });
    expect(snapshot.context).toEqual(before.context);
    expect(actions).toEqual([{ type: 'logError', params: { message: 'queue.jump: index 9 is outside the queue of 3.' } }]);
  });

  it('on the current item resumes it when paused', () => {
    const paused = run(playing(1), { type: 'playback.pause' }).snapshot;
    const { snapshot, actions } = run(paused, { type: 'queue.jump', index: 1 });
    expect(snapshot.hasTag('playing')).toBe(true);
    expect(effectTypes(actions)).toEqual(['playMedia', 'sendHeartbeat']);
  });
});
