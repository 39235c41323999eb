import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { podcastEpisodeToTrack } from './convert-items.js';
import { playerMachine } from './player-machine.js';
import type { PlayerTrack } from './player-track.js';
import { selectCurrentTrack } from './selectors.js';
import { effectTypes, effectsOf, ids, radio, run, seededRandom, song, songs, start } from './test-support/fixtures.js';

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
        params: { message: 'queue.set needs a list of tracks: each needs a PlayerTrack (an object with a string id; see normalizeTrack).' },
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
      { type: 'logError', params: { message: 'track.play needs a PlayerTrack (an object with a string id; see normalizeTrack).' } },
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

describe('seek and media events', () => {
  it('seeks within the track', () => {
    const { snapshot, actions } = run(playing(), { type: 'playback.seek', time: 42 });
    expect(snapshot.context.currentTime).toBe(42);
    expect(actions[0]).toEqual({ type: 'seekMedia', params: { time: 42 } });
  });

  it('clamps a seek to the duration', () => {
    expect(run(playing(), { type: 'playback.seek', time: 999 }).snapshot.context.currentTime).toBe(180);
  });

  it('radio items have no seek and a duration of 0', () => {
    const live = run(start(), { type: 'track.play', track: radio() }, { type: 'media.durationChange', duration: Number.POSITIVE_INFINITY });
    expect(live.snapshot.context.duration).toBe(0);
    const { snapshot, actions } = run(live.snapshot, { type: 'playback.seek', time: 30 });
    expect(snapshot.context.currentTime).toBe(0);
    expect(actions).toEqual([]);
  });

  it('takes the duration reported by the media', () => {
    expect(run(playing(), { type: 'media.durationChange', duration: 201.5 }).snapshot.context.duration).toBe(201.5);
  });

  it('persists the position once per whole second, not on every time update', () => {
    const first = run(playing(), { type: 'media.timeUpdate', currentTime: 0.25 });
    expect(first.actions).toEqual([]);
    const second = run(first.snapshot, { type: 'media.timeUpdate', currentTime: 1.1 });
    expect(effectTypes(second.actions)).toEqual(['persistState']);
  });

  it('a playback error is logged and playback stops', () => {
    const { snapshot, actions } = run(playing(), { type: 'media.error', message: 'MEDIA_ERR_SRC_NOT_SUPPORTED' });
    expect(snapshot.hasTag('paused')).toBe(true);
    expect(actions).toContainEqual({ type: 'logError', params: { message: 'MEDIA_ERR_SRC_NOT_SUPPORTED' } });
  });
});

describe('activity reporting', () => {
  it('sends a heartbeat with the track details at once when a track starts playing', () => {
    const track = song('h1');
    const { actions } = run(start(), { type: 'track.play', track });
    expect(actions).toContainEqual({
      type: 'sendHeartbeat',
      params: {
        deviceId: 'web-1',
        payload: {
          activityType: 'song',
          contentId: 'h1',
          title: 'Song h1',
          artist: 'Artist h1',
          album: null,
          artworkUrl: null,
        },
      },
    });
  });

  it('reports a podcast episode as activity type "episode" and a station as "radio"', () => {
    const episode = podcastEpisodeToTrack({ id: 'ep-1', title: 'Pilot', audioUrl: '/ep1.mp3' }, { id: 'pod-1', title: 'Show', author: 'Ana' });
    const heartbeat = (track: PlayerTrack) =>
      run(start(), { type: 'track.play', track }).actions.find((action) => action.type === 'sendHeartbeat')?.params;
    expect(heartbeat(episode)).toEqual({
      deviceId: 'web-1',
      payload: { activityType: 'episode', contentId: 'ep-1', title: 'Pilot', artist: 'Ana', album: 'Show', artworkUrl: null },
    });
    expect(heartbeat(radio('fm'))).toMatchObject({ payload: { activityType: 'radio', contentId: 'fm' } });
  });

  it('without a device id the heartbeat is disabled and an error is logged', () => {
    const { actions } = run(start({}), { type: 'track.play', track: song('a') });
    expect(effectTypes(actions)).not.toContain('sendHeartbeat');
    expect(actions).toContainEqual({ type: 'logError', params: { message: 'Heartbeat disabled: no device id.' } });
  });

  it('a device id set while playing enables the heartbeat', () => {
    const noDevice = run(start({}), { type: 'track.play', track: song('a') }).snapshot;
    const { actions } = run(noDevice, { type: 'device.set', deviceId: 'web-2' });
    expect(actions).toContainEqual(expect.objectContaining({ type: 'sendHeartbeat', params: expect.objectContaining({ deviceId: 'web-2' }) }));
  });

  it('stop-activity is sent when playback stops after a track was active, not on a track change', () => {
    expect(effectTypes(run(playing(0), { type: 'queue.next' }).actions)).not.toContain('sendStopActivity');
    expect(effectTypes(run(playing(0), { type: 'playback.pause' }).actions)).toContain('sendStopActivity');
  });
});

describe('restore', () => {
  it('resumes the saved queue paused at the saved position', () => {
    const tracks = songs(4);
    const [snapshot, actions] = initialTransition(playerMachine, {
      restored: {
        queue: tracks,
        originalQueue: tracks,
        currentIndex: 2,
        isShuffled: false,
        repeatMode: 'all',
        volume: 0.3,
        muted: true,
        currentTime: 42,
      },
    });
    expect(snapshot.hasTag('paused')).toBe(true);
    expect(snapshot.context).toMatchObject({ currentIndex: 2, repeatMode: 'all', volume: 0.3, muted: true, currentTime: 42 });
    expect(effectsOf(actions)).toEqual([
      { type: 'applyVolume', params: { volume: 0, muted: true } },
      { type: 'loadMedia', params: { track: tracks[2], autoplay: false } },
      { type: 'seekMedia', params: { time: 42 } },
    ]);
  });

  it('pausing saves the exact position', () => {
    const { actions } = run(playing(), { type: 'media.timeUpdate', currentTime: 12.4 }, { type: 'playback.pause' });
    expect(actions).toContainEqual({ type: 'persistState', params: { state: expect.objectContaining({ currentTime: 12.4, currentIndex: 0 }) } });
  });

  it('ignores invalid saved data safely and logs what was ignored', () => {
    const [snapshot, actions] = initialTransition(playerMachine, {
      restored: { queue: 'garbage', volume: 'loud', repeatMode: 'sometimes' } as never,
    });
    expect(snapshot.hasTag('idle')).toBe(true);
    expect(snapshot.context).toMatchObject({ queue: [], volume: 0.7, repeatMode: 'off' });
    expect(effectTypes(actions).filter((type) => type === 'logError')).toHaveLength(3);
  });

  it('a persisted state round-trips through JSON into the same queue and position', () => {
    const saved = run(start(), { type: 'queue.set', tracks: songs(5), startIndex: 1 }, { type: 'shuffle.toggle' }, { type: 'queue.next' }, { type: 'media.timeUpdate', currentTime: 12 });
    const persisted = saved.actions.find((action) => action.type === 'persistState')?.params as { state: unknown };
    const [restored] = initialTransition(playerMachine, { restored: JSON.parse(JSON.stringify(persisted.state)) });
    expect(ids(restored.context.queue)).toEqual(ids(saved.snapshot.context.queue));
    expect(ids(restored.context.originalQueue)).toEqual(ids(saved.snapshot.context.originalQueue));
    expect(restored.context.currentIndex).toBe(saved.snapshot.context.currentIndex);
    expect(restored.context.currentTime).toBe(12);
    const unshuffled = run(restored, { type: 'shuffle.toggle' }).snapshot;
    expect(selectCurrentTrack(unshuffled)?.id).toBe(selectCurrentTrack(saved.snapshot)?.id);
  });
});
