import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type Actor, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { playerMachine } from './player-machine.js';
import type { PlayerTrack } from './player-track.js';
import { selectCurrentTrack } from './selectors.js';
import { song, songs, type Event, type Snapshot } from './test-support/fixtures.js';

/**
 * Model-based tests: xstate/graph walks the machine's reachable states (shortest path to each),
 * and every path is replayed against a real actor whose media effects drive a fake media element.
 * After every step the invariants of the player are checked.
 */

const tracks = songs(3);
const single = song('solo');
const input = { deviceId: 'web-1', random: () => 0.37 };

/** A stand-in for the <audio> element, driven only by the machine's effect actions. */
interface FakeMedia {
  track: PlayerTrack | null;
  playing: boolean;
  volume: number;
}

class Harness {
  readonly media: FakeMedia = { track: null, playing: false, volume: 1 };
  /** The order the queue was set in, kept by the test itself from the events it sends. */
  expectedOriginal: PlayerTrack[] = [];
  readonly actor: Actor<typeof playerMachine>;

  constructor() {
    const media = this.media;
    const machine = playerMachine.provide({
      actions: {
        loadMedia: (_, { track, autoplay }) => {
          media.track = track;
          media.playing = autoplay;
        },
        playMedia: () => {
          media.playing = true;
        },
        pauseMedia: () => {
          media.playing = false;
        },
        applyVolume: (_, { volume }) => {
          media.volume = volume;
        },
      },
    });
    this.actor = createActor(machine, { input, clock: new SimulatedClock() }).start();
  }

  send(event: Event): void {
    const before = this.actor.getSnapshot();
    this.trackOriginalOrder(before, event);
    if (event.type === 'media.ended') this.media.playing = false; // an ended element is paused
    const currentBefore = selectCurrentTrack(before);
    this.actor.send(event);
    const after = this.actor.getSnapshot();
    if (event.type === 'shuffle.toggle' && before.context.isShuffled) {
      // Shuffle off finds the current track in the original order.
      expect(selectCurrentTrack(after)).toBe(currentBefore);
    }
    if (event.type === 'shuffle.toggle' && !before.context.isShuffled && currentBefore) {
      // Shuffle on puts the current track first.
      expect(after.context.currentIndex).toBe(0);
      expect(selectCurrentTrack(after)).toBe(currentBefore);
    }
  }

  private trackOriginalOrder(before: Snapshot, event: Event): void {
    if (event.type === 'queue.set') this.expectedOriginal = [...event.tracks];
    if (event.type === 'track.play') this.expectedOriginal = [event.track];
    if (event.type === 'queue.clear') this.expectedOriginal = [];
    if (event.type === 'queue.remove') {
      const removed = before.context.queue[event.index];
      if (removed) this.expectedOriginal = this.expectedOriginal.filter((track) => track !== removed);
    }
  }

  checkInvariants(model: Snapshot): void {
    const snapshot = this.actor.getSnapshot();
    const { queue, originalQueue, currentIndex, isShuffled, volume, muted } = snapshot.context;

    // The real actor walked the same path as the model.
    expect(snapshot.value).toEqual(model.value);
    expect(currentIndex).toBe(model.context.currentIndex);

    // The index stays inside the queue, or is -1 when the queue is empty.
    if (queue.length === 0) expect(currentIndex).toBe(-1);
    else expect(currentIndex >= 0 && currentIndex < queue.length).toBe(true);

    // The current track is the queue item at the index, and it is what the media element has loaded.
    expect(snapshot.hasTag('idle')).toBe(queue.length === 0);
    if (queue.length > 0) {
      expect(selectCurrentTrack(snapshot)).toBe(queue[currentIndex]);
      expect(this.media.track).toBe(queue[currentIndex]);
    }
    expect(this.media.playing).toBe(snapshot.hasTag('playing'));

    // The original order is kept; with shuffle off the queue is exactly that order.
    expect(originalQueue).toEqual(this.expectedOriginal);
    originalQueue.forEach((track, index) => expect(track).toBe(this.expectedOriginal[index]));
    if (!isShuffled) queue.forEach((track, index) => expect(track).toBe(this.expectedOriginal[index]));
    else expect(new Set(queue)).toEqual(new Set(originalQueue));

    // Volume stays in 0–1 and the element hears 0 while muted.
    expect(volume).toBeGreaterThanOrEqual(0);
    expect(volume).toBeLessThanOrEqual(1);
    expect(this.media.volume).toBe(muted ? 0 : volume);
  }
}

type TestPath = ReturnType<ReturnType<typeof buildModel>['getShortestPaths']>[number];
type TestEvents = NonNullable<Parameters<TestPath['test']>[0]['events']>;

function buildModel(samples: Event[], serialize: (snapshot: Snapshot) => unknown) {
  const sampledTypes = new Set(samples.map((event) => event.type));
  return createTestModel(playerMachine, {
    input,
    events: () => samples,
    filterEvents: (_, event) => sampledTypes.has(event.type),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, serialize(snapshot)]),
  });
}

async function walk(samples: Event[], serialize: (snapshot: Snapshot) => unknown): Promise<number> {
  const model = buildModel(samples, serialize);
  const paths = model.getShortestPaths();
  for (const path of paths) {
    const harness = new Harness();
    const send = ({ event }: { event: EventObject }) => harness.send(event as Event);
    const events = Object.fromEntries(samples.map((event) => [event.type, send])) as TestEvents;
    harness.checkInvariants(harness.actor.getSnapshot());
    await path.test({ events, states: { '*': (state) => harness.checkInvariants(state) } });
    harness.actor.stop();
  }
  return paths.length;
}

const ids = (list: readonly PlayerTrack[]) => list.map((track) => track.id).join(',');

describe('player model: queue, navigation, shuffle and repeat', () => {
  const samples: Event[] = [
    { type: 'queue.set', tracks, startIndex: 0 },
    { type: 'queue.set', tracks, startIndex: 2 },
    { type: 'track.play', track: single },
    { type: 'playback.toggle' },
    { type: 'media.timeUpdate', currentTime: 5 },
    { type: 'media.ended' },
    { type: 'queue.next' },
    { type: 'queue.previous' },
    { type: 'queue.jump', index: 1 },
    { type: 'queue.remove', index: 0 },
    { type: 'queue.remove', index: 1 },
    { type: 'queue.clear' },
    { type: 'shuffle.toggle' },
    { type: 'repeat.cycle' },
  ];

  it('keeps every invariant on every shortest path', async () => {
    const count = await walk(samples, ({ context }) => [
      ids(context.queue),
      ids(context.originalQueue),
      context.currentIndex,
      context.isShuffled,
      context.repeatMode,
      context.currentTime > 3,
    ]);
    expect(count).toBeGreaterThan(100);
  }, 120_000);
});

describe('player model: volume, mute and fullscreen', () => {
  const samples: Event[] = [
    { type: 'queue.set', tracks, startIndex: 1 },
    { type: 'playback.toggle' },
    { type: 'volume.set', volume: 0.3 },
    { type: 'volume.set', volume: 1.4 },
    { type: 'volume.set', volume: -0.5 },
    { type: 'mute.toggle' },
    { type: 'fullscreen.toggle' },
    { type: 'queue.clear' },
  ];

  it('keeps every invariant on every shortest path', async () => {
    const count = await walk(samples, ({ context }) => [
      context.queue.length,
      context.volume,
      context.muted,
      context.isFullscreen,
    ]);
    expect(count).toBeGreaterThan(20);
  }, 60_000);
});
