import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { HEARTBEAT_INTERVAL_MS, PLAY_COUNT_DELAY_MS } from './constants.js';
import { playerMachine } from './player-machine.js';
import type { PlayerInput } from './player-types.js';
import { songs } from './test-support/fixtures.js';

interface Recorded {
  at: number;
  type: string;
  id?: string;
  deviceId?: string;
}

const tracks = songs(3);
let actor: Actor<typeof playerMachine> | undefined;

afterEach(() => actor?.stop());

/** Starts an actor on a simulated clock that records every timed effect with its time. */
function startPlayer(input: PlayerInput = { deviceId: 'web-1' }) {
  const clock = new SimulatedClock();
  const log: Recorded[] = [];
  const machine = playerMachine.provide({
    actions: {
      reportPlay: (_, { track }) => log.push({ at: clock.now(), type: 'play', id: track.id }),
      sendHeartbeat: (_, { deviceId, payload }) =>
        log.push({ at: clock.now(), type: 'heartbeat', id: payload.contentId, deviceId }),
      sendStopActivity: (_, { deviceId }) => log.push({ at: clock.now(), type: 'stop', deviceId }),
      logError: (_, { message }) => log.push({ at: clock.now(), type: `error: ${message}` }),
    },
  });
  actor = createActor(machine, { clock, input }).start();
  const advance = (ms: number, step = 100) => {
    for (let elapsed = 0; elapsed < ms; elapsed += step) clock.increment(Math.min(step, ms - elapsed));
  };
  const of = (type: string) => log.filter((entry) => entry.type === type);
  return { actor, clock, log, advance, of };
}

describe('play count (3,000 ms of continuous playing)', () => {
  it('is not reported before 3,000 ms and is reported at 3,000 ms', () => {
    const player = startPlayer();
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(PLAY_COUNT_DELAY_MS - 1, 1);
    expect(player.of('play')).toEqual([]);
    player.advance(1, 1);
    expect(player.of('play')).toEqual([{ at: 3000, type: 'play', id: 't0' }]);
  });

  it('is reported once per track', () => {
    const player = startPlayer();
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(60_000);
    player.actor.send({ type: 'playback.pause' });
    player.actor.send({ type: 'playback.play' });
    player.advance(10_000);
    expect(player.of('play')).toEqual([{ at: 3000, type: 'play', id: 't0' }]);
  });

  it('resets when the track changes', () => {
    const player = startPlayer();
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(4_000);
    player.actor.send({ type: 'queue.next' });
    player.advance(2_900);
    expect(player.of('play').map((entry) => entry.id)).toEqual(['t0']);
    player.advance(100);
    expect(player.of('play')).toEqual([
      { at: 3000, type: 'play', id: 't0' },
      { at: 7000, type: 'play', id: 't1' },
    ]);
  });

  it('restarts the 3 s when the track changes before it was counted', () => {
    const player = startPlayer();
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(2_000);
    player.actor.send({ type: 'queue.next' });
    player.advance(2_000);
    expect(player.of('play')).toEqual([]);
    player.advance(1_000);
    expect(player.of('play')).toEqual([{ at: 5000, type: 'play', id: 't1' }]);
  });

  it('does not count paused time: the 3 s must be continuous', () => {
    const player = startPlayer();
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(2_000);
    player.actor.send({ type: 'playback.pause' });
    player.advance(10_000);
    player.actor.send({ type: 'playback.play' });
    player.advance(2_000);
    expect(player.of('play')).toEqual([]);
    player.advance(1_000);
    expect(player.of('play')).toEqual([{ at: 15000, type: 'play', id: 't0' }]);
  });

  it('a repeat-one replay of the same track is not counted again', () => {
    const player = startPlayer();
    player.actor.send({ type: 'repeat.cycle' });
    player.actor.send({ type: 'repeat.cycle' });
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(5_000);
    player.actor.send({ type: 'media.ended' });
    player.advance(5_000);
    expect(player.of('play')).toHaveLength(1);
  });
});

describe('heartbeat (at once, then every 30,000 ms while playing)', () => {
  it('is sent at once and then every 30 s', () => {
    const player = startPlayer();
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(HEARTBEAT_INTERVAL_MS * 3, 1_000);
    expect(player.of('heartbeat').map((entry) => entry.at)).toEqual([0, 30_000, 60_000, 90_000]);
    expect(player.of('heartbeat').every((entry) => entry.deviceId === 'web-1' && entry.id === 't0')).toBe(true);
  });

  it('stops on pause, with a stop-activity call, and starts again at once on play', () => {
    const player = startPlayer();
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(40_000, 1_000);
    player.actor.send({ type: 'playback.pause' });
    player.advance(120_000, 1_000);
    expect(player.of('heartbeat').map((entry) => entry.at)).toEqual([0, 30_000]);
    expect(player.of('stop')).toEqual([{ at: 40_000, type: 'stop', deviceId: 'web-1' }]);
    player.actor.send({ type: 'playback.play' });
    player.advance(30_000, 1_000);
    expect(player.of('heartbeat').map((entry) => entry.at)).toEqual([0, 30_000, 160_000, 190_000]);
  });

  it('is sent at once for a new track and its interval restarts', () => {
    const player = startPlayer();
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(20_000, 1_000);
    player.actor.send({ type: 'queue.next' });
    player.advance(30_000, 1_000);
    expect(player.of('heartbeat').map((entry) => [entry.at, entry.id])).toEqual([
      [0, 't0'],
      [20_000, 't1'],
      [50_000, 't1'],
    ]);
    expect(player.of('stop')).toEqual([]);
  });

  it('stops when the queue is cleared or ends, with one stop-activity call', () => {
    const player = startPlayer();
    player.actor.send({ type: 'queue.set', tracks, startIndex: 2 });
    player.advance(5_000);
    player.actor.send({ type: 'media.ended' });
    player.advance(100_000, 1_000);
    expect(player.of('heartbeat').map((entry) => entry.at)).toEqual([0]);
    expect(player.of('stop')).toEqual([{ at: 5_000, type: 'stop', deviceId: 'web-1' }]);
    player.actor.send({ type: 'queue.clear' });
    expect(player.of('stop')).toHaveLength(1);
  });

  it('is disabled without a device id, with an error logged', () => {
    const player = startPlayer({});
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(100_000, 1_000);
    player.actor.send({ type: 'playback.pause' });
    expect(player.of('heartbeat')).toEqual([]);
    expect(player.of('stop')).toEqual([]);
    expect(player.of('error: Heartbeat disabled: no device id.')).toHaveLength(1);
    expect(player.of('play')).toHaveLength(1);
  });

  it('starts when a device id arrives during playback', () => {
    const player = startPlayer({});
    player.actor.send({ type: 'queue.set', tracks });
    player.advance(10_000, 1_000);
    player.actor.send({ type: 'device.set', deviceId: 'web-9' });
    player.advance(30_000, 1_000);
    expect(player.of('heartbeat').map((entry) => [entry.at, entry.deviceId])).toEqual([
      [10_000, 'web-9'],
      [40_000, 'web-9'],
    ]);
  });
});
