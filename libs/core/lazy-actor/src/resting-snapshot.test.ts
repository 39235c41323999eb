import { createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { matchesState, restingSnapshot } from './resting-snapshot.js';

const machine = setup({}).createMachine({
  initial: 'active',
  states: { idle: {}, active: { initial: 'paused', states: { paused: { tags: ['paused'] }, playing: {} } } },
});

describe('restingSnapshot', () => {
  it('answers matches, hasTag and value as the machine it stands for', () => {
    const actor = createActor(machine).start();
    const real = actor.getSnapshot();
    const resting = restingSnapshot({ value: { active: 'paused' }, context: undefined, tags: ['paused'] });
    for (const state of ['idle', 'active', 'active.paused', 'active.playing', { active: 'paused' }, { active: 'playing' }, 'paused']) {
      expect(resting.matches(state), JSON.stringify(state)).toBe(real.matches(state as never));
    }
    for (const tag of ['paused', 'playing']) expect(resting.hasTag(tag)).toBe(real.hasTag(tag as never));
    expect(resting.value).toEqual(real.value);
    expect(resting.status).toBe(real.status);
    expect(resting.can()).toBe(false);
  });

  it('matches a flat state by name only', () => {
    expect(matchesState('idle', 'idle')).toBe(true);
    expect(matchesState('idle', 'active')).toBe(false);
    expect(matchesState({ active: 'paused' }, 'active')).toBe(false);
  });
});
