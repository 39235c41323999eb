import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { sleepTimerMachine } from './sleep-timer.machine.js';
import { formatSleepLeft, readSavedSleepTimer, sleepFadeGain, type SavedSleepTimer } from './sleep-timer-rules.js';
import { selectSleepRemaining } from './index.js';

let actor: Actor<typeof sleepTimerMachine> | undefined;
afterEach(() => actor?.stop());

/** A timer on a simulated clock that starts at a time of day; records every effect with its time. */
function startTimer(restored?: unknown, startAt = 1_800_000_000_000) {
  const clock = new SimulatedClock();
  clock.set(startAt);
  const log: { at: number; type: string; gain?: number; saved?: SavedSleepTimer | null }[] = [];
  const machine = sleepTimerMachine.provide({
    actions: {
      applyFade: (_, { gain }) => log.push({ at: clock.now() - startAt, type: 'fade', gain }),
      stopPlayback: () => log.push({ at: clock.now() - startAt, type: 'stop' }),
      persistTimer: (_, { saved }) => log.push({ at: clock.now() - startAt, type: 'persist', saved }),
    },
  });
  actor = createActor(machine, { clock, input: { now: () => clock.now(), restored } }).start();
  const advance = (ms: number, step = 100) => {
    for (let elapsed = 0; elapsed < ms; elapsed += step) clock.increment(Math.min(step, ms - elapsed));
  };
  const progress = (itemId: string | null, currentTime: number, duration = 180, playing = true) =>
    actor?.send({ type: 'player.progress', itemId, live: false, playing, currentTime, duration });
  return { actor, clock, log, advance, progress, of: (type: string) => log.filter((entry) => entry.type === type) };
}

describe('sleep timer: minutes', () => {
  it('stops playback after the chosen minutes, fading out over the last 10 s, then restores the volume', () => {
    const { actor, advance, of } = startTimer();
    actor.send({ type: 'sleep.set', choice: { kind: 'minutes', minutes: 5 } });
    expect(selectSleepRemaining(actor.getSnapshot())).toBe(300_000);
    advance(290_000);
    expect(of('stop')).toHaveLength(0);
    expect(of('fade')).toHaveLength(0);
    advance(5_000);
    // Half way through the fade.
    expect(of('fade').at(-1)?.gain).toBeCloseTo(0.5, 5);
    advance(5_000);
    expect(of('stop')).toEqual([{ at: 300_000, type: 'stop' }]);
    const fades = of('fade').map((entry) => entry.gain ?? -1);
    // Down without a step up, to silence, then back to 1 after the stop.
    expect(fades.slice(0, -1)).toEqual([...fades.slice(0, -1)].sort((a, b) => b - a));
    expect(fades.at(-2)).toBe(0);
    expect(fades.at(-1)).toBe(1);
    expect(of('fade').every((entry) => entry.at >= 290_000)).toBe(true);
    expect(actor.getSnapshot().value).toBe('off');
    expect(selectSleepRemaining(actor.getSnapshot())).toBeNull();
  });

  it('shows the time left each second', () => {
    const { actor, advance } = startTimer();
    actor.send({ type: 'sleep.set', choice: { kind: 'minutes', minutes: 15 } });
    advance(61_000);
    expect(formatSleepLeft(selectSleepRemaining(actor.getSnapshot()) ?? 0)).toBe('13:59');
  });

  it('saves the end time and a reload keeps counting to it; a timer already over is no timer', () => {
    const first = startTimer();
    first.actor.send({ type: 'sleep.set', choice: { kind: 'minutes', minutes: 30 } });
    const saved = first.of('persist').at(-1)?.saved;
    expect(saved).toEqual({ kind: 'minutes', minutes: 30, endsAt: 1_800_000_000_000 + 1_800_000 });
    first.actor.stop();

    // Reloaded 10 minutes later.
    const reloaded = startTimer(JSON.parse(JSON.stringify(saved)), 1_800_000_000_000 + 600_000);
    expect(reloaded.actor.getSnapshot().context.choice).toEqual({ kind: 'minutes', minutes: 30 });
    expect(selectSleepRemaining(reloaded.actor.getSnapshot())).toBe(1_200_000);
    reloaded.advance(1_200_000, 1000);
    expect(reloaded.of('stop')).toHaveLength(1);
    reloaded.actor.stop();

    const late = startTimer(saved, 1_800_000_000_000 + 3_600_000);
    expect(late.actor.getSnapshot().value).toBe('off');
  });

  it('Off cancels a timer in its fade and gives the volume back at once', () => {
    const { actor, advance, of } = startTimer();
    actor.send({ type: 'sleep.set', choice: { kind: 'minutes', minutes: 5 } });
    advance(295_000);
    actor.send({ type: 'sleep.set', choice: { kind: 'off' } });
    advance(60_000);
    expect(of('stop')).toHaveLength(0);
    expect(of('fade').at(-1)?.gain).toBe(1);
    expect(of('persist').at(-1)?.saved).toBeNull();
  });
});

describe('sleep timer: end of this track / episode', () => {
  it('fades over the item\'s last 10 s and stops when the next item takes over', () => {
    const { actor, advance, progress, of } = startTimer();
    progress('a', 100);
    actor.send({ type: 'sleep.set', choice: { kind: 'endOfItem' } });
    expect(of('persist').at(-1)?.saved).toEqual({ kind: 'endOfItem', itemId: 'a' });
    progress('a', 160);
    expect(selectSleepRemaining(actor.getSnapshot())).toBe(20_000);
    progress('a', 175);
    expect(of('fade').at(-1)?.gain).toBeCloseTo(0.5, 5);
    progress('a', 179.9);
    progress('b', 0);
    advance(1_000);
    expect(of('stop')).toHaveLength(1);
    expect(of('fade').at(-1)?.gain).toBe(1);
    expect(actor.getSnapshot().value).toBe('off');
  });

  it('a crossfade that hands over 12 s early finishes the fade on the clock', () => {
    const { actor, advance, progress, of } = startTimer();
    progress('a', 100);
    actor.send({ type: 'sleep.set', choice: { kind: 'endOfItem' } });
    progress('a', 168);
    progress('b', 0);
    advance(9_000);
    expect(of('stop')).toHaveLength(0);
    advance(1_000);
    expect(of('stop')).toHaveLength(1);
  });

  it('a skip by hand follows the item playing now', () => {
    const { actor, progress, of } = startTimer();
    progress('a', 10);
    actor.send({ type: 'sleep.set', choice: { kind: 'endOfItem' } });
    progress('b', 0, 200);
    expect(actor.getSnapshot().context.itemId).toBe('b');
    expect(of('stop')).toHaveLength(0);
    expect(selectSleepRemaining(actor.getSnapshot())).toBe(200_000);
  });

  it('the last item ending with repeat off turns the timer off (the player stopped itself)', () => {
    const { actor, progress, of } = startTimer();
    progress('a', 10);
    actor.send({ type: 'sleep.set', choice: { kind: 'endOfItem' } });
    progress('a', 175);
    expect(of('fade').at(-1)?.gain).toBeCloseTo(0.5, 5);
    progress('a', 180, 180, false);
    expect(actor.getSnapshot().value).toBe('off');
    expect(of('fade').at(-1)?.gain).toBe(1);
  });

  it('is not offered for live radio or with nothing loaded', () => {
    const { actor } = startTimer();
    actor.send({ type: 'sleep.set', choice: { kind: 'endOfItem' } });
    expect(actor.getSnapshot().value).toBe('off');
    actor.send({ type: 'player.progress', itemId: 'fm', live: true, playing: true, currentTime: 0, duration: 0 });
    actor.send({ type: 'sleep.set', choice: { kind: 'endOfItem' } });
    expect(actor.getSnapshot().value).toBe('off');
  });

  it('survives a reload', () => {
    const { actor, progress } = startTimer({ kind: 'endOfItem', itemId: 'a' });
    expect(actor.getSnapshot().value).toBe('endOfItem');
    progress('a', 170);
    expect(selectSleepRemaining(actor.getSnapshot())).toBe(10_000);
  });
});

describe('sleep timer rules', () => {
  it('reads only valid saved timers', () => {
    expect(readSavedSleepTimer({ kind: 'minutes', minutes: 7, endsAt: 10 }, 0)).toBeNull();
    expect(readSavedSleepTimer({ kind: 'endOfItem', itemId: '' }, 0)).toBeNull();
    expect(readSavedSleepTimer('x', 0)).toBeNull();
    // A clock set back does not stretch the timer past its length.
    expect(readSavedSleepTimer({ kind: 'minutes', minutes: 5, endsAt: 10 ** 9 }, 0)).toEqual({ kind: 'minutes', minutes: 5, endsAt: 300_000 });
  });

  it('fades linearly over the last 10 s', () => {
    expect(sleepFadeGain(60_000)).toBe(1);
    expect(sleepFadeGain(2_500)).toBe(0.25);
    expect(sleepFadeGain(0)).toBe(0);
    expect(formatSleepLeft(59_001)).toBe('1:00');
  });
});
