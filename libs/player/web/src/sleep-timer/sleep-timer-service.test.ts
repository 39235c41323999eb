import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { playerMachine } from '@tangerine/player-machine';
import type { KeyValueStorage } from '@tangerine/session';
import { song } from '../test-support/tracks';
import { createSleepTimer, SLEEP_TIMER_KEY } from './sleep-timer-service';
import { provideSleepTimer } from './provide-sleep-timer';
import { sleepTimerSlotOf } from './sleep-timer-slot';

function mapStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) };
}

/** The real player machine with its element volume and pauses recorded. */
function player() {
  const volumes: number[] = [];
  const pauses: number[] = [];
  const actor = createActor(
    playerMachine.provide({ actions: { applyVolume: (_, { volume }) => volumes.push(volume), pauseMedia: () => pauses.push(Date.now()) } }),
    { input: { deviceId: 'web-1' } },
  ).start();
  return { actor, volumes, pauses };
}

const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('the sleep timer bound to the player', () => {
  it('fades the player out over the last 10 s, pauses it, gives the volume back and forgets the saved timer', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const { actor, volumes, pauses } = player();
    stops.push(() => actor.stop());
    actor.send({ type: 'queue.set', tracks: [song('a', { duration: 3600 })] });
    const storage = mapStorage();
    const timer = createSleepTimer({ player: actor, storage });
    stops.push(timer.dispose);
    timer.actor.send({ type: 'sleep.set', choice: { kind: 'minutes', minutes: 5 } });
    expect(JSON.parse(storage.map.get(SLEEP_TIMER_KEY) ?? 'null')).toEqual({ kind: 'minutes', minutes: 5, endsAt: 1_800_000_300_000 });
    vi.advanceTimersByTime(295_000);
    expect(volumes.at(-1)).toBeCloseTo(0.7 * 0.5, 5);
    expect(actor.getSnapshot().context.volume).toBe(0.7);
    vi.advanceTimersByTime(5_000);
    expect(pauses).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    expect(volumes.at(-1)).toBe(0.7);
    expect(storage.map.has(SLEEP_TIMER_KEY)).toBe(false);
  });

  it('end of this track follows the player\'s position', () => {
    const { actor } = player();
    stops.push(() => actor.stop());
    actor.send({ type: 'queue.set', tracks: [song('a', { duration: 200 }), song('b')] });
    const timer = createSleepTimer({ player: actor, storage: mapStorage() });
    stops.push(timer.dispose);
    timer.actor.send({ type: 'sleep.set', choice: { kind: 'endOfItem' } });
    actor.send({ type: 'media.timeUpdate', currentTime: 150 });
    expect(timer.actor.getSnapshot().context.remainingMs).toBe(50_000);
  });

  it('a saved timer loads its machine at once (a reload keeps it); none loads nothing', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const { actor } = player();
    stops.push(() => actor.stop());
    const storage = mapStorage();
    storage.map.set(SLEEP_TIMER_KEY, JSON.stringify({ kind: 'minutes', minutes: 15, endsAt: 1_800_000_600_000 }));
    await provideSleepTimer({ actor }, storage);
    // Loaded by the provide itself, before any screen asked for the slot.
    const slot = sleepTimerSlotOf(actor);
    expect(slot?.getSnapshot()).toEqual({ choice: { kind: 'minutes', minutes: 15 }, remainingMs: 600_000 });
    const loaded = await slot?.start();
    stops.push(() => loaded?.dispose());
  });
});
