import { bench, describe } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { playerMachine } from './player-machine.js';
import { seededRandom, songs, type Event, type Snapshot } from './test-support/fixtures.js';

/**
 * Queue operations on a 100,000-track queue (target: each under 5 ms), measured on the machine's
 * own pure transition function from a fixed snapshot, so every iteration does the same work.
 */
const SIZE = 100_000;
const tracks = songs(SIZE);
const step = (snapshot: Snapshot, event: Event) => transition(playerMachine, snapshot, event)[0];
/** Longer runs than the default, so the median is meaningful on a busy 2-core machine. */
const options = { time: 2_000, warmupTime: 300 };

const [idle] = initialTransition(playerMachine, { deviceId: 'web-bench', random: seededRandom(1) });
const playing = step(idle, { type: 'queue.set', tracks, startIndex: SIZE / 2 });
const shuffled = step(playing, { type: 'shuffle.toggle' });

describe(`queue of ${SIZE.toLocaleString('en-US')} tracks`, () => {
  bench('set-queue', () => {
    transition(playerMachine, idle, { type: 'queue.set', tracks, startIndex: SIZE / 2 });
  }, options);
  bench('shuffle on', () => {
    transition(playerMachine, playing, { type: 'shuffle.toggle' });
  }, options);
  bench('shuffle off', () => {
    transition(playerMachine, shuffled, { type: 'shuffle.toggle' });
  }, options);
  bench('next', () => {
    transition(playerMachine, playing, { type: 'queue.next' });
  }, options);
  bench('remove', () => {
    transition(playerMachine, playing, { type: 'queue.remove', index: 10 });
  }, options);
  bench('remove while shuffled', () => {
    transition(playerMachine, shuffled, { type: 'queue.remove', index: SIZE - 10 });
  }, options);
});
