import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { restingSnapshot } from '@tangerine/lazy-actor';
import { initialPlayerState } from './initial-state.js';
import { playerMachine } from './player-machine.js';
import type { PlayerInput, PlayerTag } from './player-types.js';
import { type PlayerSnapshot, selectCanGoNext, selectCanGoPrevious, selectCurrentTrack, selectIsPlaying, selectUpNext } from './selectors.js';
import { songs } from './test-support/fixtures.js';

const TAGS: PlayerTag[] = ['idle', 'paused', 'playing'];
const STATES = ['idle', 'active', { active: 'paused' }, { active: 'playing' }, 'booting'];
const queue = songs(3);
const random = () => 0.25;

const inputs: Array<[string, PlayerInput | undefined]> = [
  ['no input', undefined],
  ['nothing saved', { deviceId: 'web-1', restored: null, random }],
  ['a restored queue', { deviceId: 'web-1', random, restored: JSON.parse(JSON.stringify({ queue, originalQueue: queue, currentIndex: 1, isShuffled: false, repeatMode: 'all', volume: 0.3, muted: false, currentTime: 42 })) }],
  ['a restored queue without a current item', { random, restored: JSON.parse(JSON.stringify({ queue, originalQueue: queue, currentIndex: -1 })) }],
  ['a damaged save', { deviceId: ' ', random, restored: JSON.parse(JSON.stringify({ queue: [queue[0], { nope: true }], currentIndex: 0, volume: 7 })) }],
];

describe('initialPlayerState', () => {
  it.each(inputs)('answers what the machine starts with for %s', (_, input) => {
    const actor = createActor(playerMachine, { input });
    actor.start();
    const machine = actor.getSnapshot();
    actor.stop();
    const resting = restingSnapshot(initialPlayerState(input)) as unknown as PlayerSnapshot;

    expect(resting.status).toBe(machine.status);
    expect(resting.value).toEqual(machine.value);
    expect(resting.context).toEqual(machine.context);
    expect([...resting.tags]).toEqual([...machine.tags]);
    for (const tag of TAGS) expect(resting.hasTag(tag), tag).toBe(machine.hasTag(tag));
    for (const state of STATES) expect(resting.matches(state as never), JSON.stringify(state)).toBe(machine.matches(state as never));
    for (const select of [selectCurrentTrack, selectIsPlaying, selectCanGoPrevious, selectCanGoNext, selectUpNext]) {
      expect(select(resting)).toEqual(select(machine));
    }
  });
});
