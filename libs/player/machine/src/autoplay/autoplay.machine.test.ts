import { afterEach, describe, expect, it } from 'vitest';
import { createActor, initialTransition, SimulatedClock, transition, type Actor, type EventFrom, type SnapshotFrom } from 'xstate';
import { autoplayMachine, AUTOPLAY_RETRY_MS } from './autoplay.machine.js';
import { AUTOPLAY_BATCH, AUTOPLAY_SEEDS, autoplayView, type AutoplayView, type PlayerFacts } from './autoplay-rules.js';
import { effectsOf, episode, song, songs } from '../test-support/fixtures.js';

type Snapshot = SnapshotFrom<typeof autoplayMachine>;

function run(snapshot: Snapshot, ...events: EventFrom<typeof autoplayMachine>[]) {
  let current = snapshot;
  const effects: ReturnType<typeof effectsOf> = [];
  for (const event of events) {
    const [next, emitted] = transition(autoplayMachine, current, event);
    current = next;
    effects.push(...effectsOf(emitted));
  }
  return { snapshot: current, effects, types: effects.map((effect) => effect.type).filter((type) => ['requestMix', 'appendTracks', 'continuePlayback', 'logError'].includes(type)) };
}

const facts = (over: Partial<PlayerFacts> = {}): PlayerFacts => ({ queue: songs(3), currentIndex: 2, repeatMode: 'off', playing: true, currentTime: 10, duration: 180, ...over });
const changed = (over: Partial<PlayerFacts> = {}) => ({ type: 'player.changed' as const, view: autoplayView(facts(over)) });
const on = () => initialTransition(autoplayMachine, { enabled: true })[0];

describe('autoplayView: when the queue is about to run out', () => {
  it('is at the last song only on the last item, a song, with repeat off', () => {
    expect(autoplayView(facts()).atLastSong).toBe(true);
    expect(autoplayView(facts({ currentIndex: 1 })).atLastSong).toBe(false);
    expect(autoplayView(facts({ repeatMode: 'all' })).atLastSong).toBe(false);
    expect(autoplayView(facts({ repeatMode: 'one' })).atLastSong).toBe(false);
    expect(autoplayView(facts({ queue: [song('s1'), episode('e1')], currentIndex: 1 })).atLastSong).toBe(false);
    expect(autoplayView(facts({ queue: [], currentIndex: -1 })).itemId).toBeNull();
  });

  it('seeds with the queue’s last songs and leaves out the whole queue', () => {
    const view = autoplayView(facts({ queue: [...songs(8), episode('e1'), song('last')], currentIndex: 9 }));
    expect(view.seedIds).toHaveLength(AUTOPLAY_SEEDS);
    expect(view.seedIds.at(-1)).toBe('last');
    expect(view.excludeIds).toEqual([...songs(8).map((track) => track.id), 'last']);
  });

  it('knows the player stopped at the end of its last song', () => {
    expect(autoplayView(facts({ playing: false, currentTime: 179.8 })).stoppedAtEnd).toBe(true);
    expect(autoplayView(facts({ playing: false, currentTime: 60 })).stoppedAtEnd).toBe(false);
    expect(autoplayView(facts({ playing: true, currentTime: 179.8 })).stoppedAtEnd).toBe(false);
  });
});

describe('autoplay machine', () => {
  it('stays silent while the setting is off (the last track with repeat off stops)', () => {
    const off = initialTransition(autoplayMachine, { enabled: false })[0];
    const { snapshot, types } = run(off, changed(), changed({ playing: false, currentTime: 180 }));
    expect(snapshot.value).toBe('off');
    expect(types).toEqual([]);
  });

  it('asks once per last song, with its seeds and the queue to leave out, and appends the songs marked as Autoplay’s', () => {
    const { snapshot, effects } = run(on(), changed({ currentIndex: 1 }), changed());
    expect(snapshot.hasTag('fetching')).toBe(true);
    const request = effects.find((effect) => effect.type === 'requestMix');
    expect(request?.params).toEqual({ seedIds: ['t0', 't1', 't2'], excludeIds: ['t0', 't1', 't2'], count: AUTOPLAY_BATCH });
    const { snapshot: after, effects: appended, types } = run(snapshot, changed({ currentTime: 40 }), { type: 'autoplay.loaded', tracks: [song('m1'), song('m2')] });
    expect(types).toEqual(['appendTracks']);
    expect(appended.find((effect) => effect.type === 'appendTracks')?.params).toEqual({ tracks: [{ ...song('m1'), autoplay: true }, { ...song('m2'), autoplay: true }] });
    // Same last song (the player has not moved on yet): not asked again.
    expect(run(after, changed({ currentTime: 50 })).types).toEqual([]);
    // The player reaches the last Autoplay song: the next batch is asked for.
    const queue = [...songs(3), song('m1'), song('m2')];
    expect(run(after, changed({ queue, currentIndex: 4 })).effects.find((effect) => effect.type === 'requestMix')?.params).toMatchObject({ seedIds: ['t0', 't1', 't2', 'm1', 'm2'].slice(-AUTOPLAY_SEEDS) });
  });

  it('moves the player on when it had already stopped at the end, and drops songs for a queue that changed', () => {
    const fetching = run(on(), changed()).snapshot;
    const stopped = run(fetching, changed({ playing: false, currentTime: 180 }), { type: 'autoplay.loaded', tracks: [song('m1')] });
    expect(stopped.types).toEqual(['appendTracks', 'continuePlayback']);
    const replaced = run(fetching, changed({ queue: songs(5), currentIndex: 0 }), { type: 'autoplay.loaded', tracks: [song('m1')] });
    expect(replaced.types).toEqual([]);
    // Nothing close enough: the player stops as it would, and the same song is not asked again.
    const empty = run(fetching, { type: 'autoplay.loaded', tracks: [] }, changed({ playing: false, currentTime: 180 }));
    expect(empty.types).toEqual([]);
    expect(empty.snapshot.hasTag('fetching')).toBe(false);
  });

  it('turning the setting off drops an answer on its way; on again asks anew', () => {
    const fetching = run(on(), changed()).snapshot;
    const off = run(fetching, { type: 'autoplay.configure', enabled: false }, { type: 'autoplay.loaded', tracks: [song('m1')] });
    expect(off.types).toEqual([]);
    expect(run(off.snapshot, { type: 'autoplay.configure', enabled: true }).types).toEqual(['requestMix']);
  });
});

describe('autoplay machine on a simulated clock', () => {
  let actor: Actor<typeof autoplayMachine> | undefined;
  afterEach(() => actor?.stop());

  it('retries a failed ask once after AUTOPLAY_RETRY_MS, then leaves the queue to end', () => {
    const clock = new SimulatedClock();
    const log: string[] = [];
    const machine = autoplayMachine.provide({ actions: { requestMix: () => void log.push(`ask@${clock.now()}`), logError: (_, { message }) => void log.push(message) } });
    actor = createActor(machine, { clock, input: { enabled: true } }).start();
    const view: AutoplayView = autoplayView(facts());
    actor.send({ type: 'player.changed', view });
    actor.send({ type: 'autoplay.failed', message: 'offline' });
    clock.increment(AUTOPLAY_RETRY_MS - 1);
    expect(log).toEqual(['ask@0', 'Autoplay: offline']);
    clock.increment(1);
    expect(log.at(-1)).toBe(`ask@${AUTOPLAY_RETRY_MS}`);
    actor.send({ type: 'autoplay.failed', message: 'offline' });
    clock.increment(10 * AUTOPLAY_RETRY_MS);
    expect(log.filter((entry) => entry.startsWith('ask'))).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('fetching')).toBe(false);
  });
});
