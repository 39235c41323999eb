import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { playerMachine } from './player-machine.js';
import type { PlayerTrack } from './player-track.js';
import { selectCurrentTrack } from './selectors.js';
import { effectTypes, effectsOf, episode as podcastEpisode, ids, radio, run, song, songs, start } from './test-support/fixtures.js';

const three = songs(3);
const playing = (startIndex = 0) => run(start(), { type: 'queue.set', tracks: three, startIndex }).snapshot;

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
    const episode = podcastEpisode('ep-1', { title: 'Pilot', artistName: 'Ana', albumTitle: 'Show' });
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
