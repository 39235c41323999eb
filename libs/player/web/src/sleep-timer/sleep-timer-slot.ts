import { useSyncExternalStore } from 'react';
import type { SleepChoice, SleepTimerSnapshot } from '@tangerine/player-machine';
import type { PlayerHandle } from '../player-service';
import { usePlayerService } from '../player-context';
import { LazySlot } from '../lazy-slot';
import { sleepTimerStorageOf } from './sleep-timer-storage';

export interface SleepTimerView {
  choice: SleepChoice;
  /** Milliseconds until playback stops; null while off or while the item's end is not known. */
  remainingMs: number | null;
}

const OFF: SleepTimerView = { choice: { kind: 'off' }, remainingMs: null };

interface LoadedTimer {
  actor: { send(event: { type: 'sleep.set'; choice: SleepChoice }): void; getSnapshot(): SleepTimerSnapshot; subscribe(listener: () => void): { unsubscribe(): void } };
  dispose(): void;
}

/** What the screens show of a loaded timer (the previous view while nothing they show changed). */
function viewOf(timer: LoadedTimer, previous: SleepTimerView): SleepTimerView {
  const snapshot = timer.actor.getSnapshot();
  const remainingMs = snapshot.hasTag('running') ? snapshot.context.remainingMs : null;
  return snapshot.context.choice === previous.choice && remainingMs === previous.remainingMs ? previous : { choice: snapshot.context.choice, remainingMs };
}

/**
 * The sleep timer as the screens hold it before its machine has loaded: off, or what the loaded
 * timer says. Its machine (with xstate) loads on the first choice, or at once when a timer was saved.
 */
export class SleepTimerSlot extends LazySlot<LoadedTimer, SleepTimerView> {
  constructor(load: () => Promise<LoadedTimer>) {
    super('The sleep timer', OFF, load, viewOf);
  }

  choose(choice: SleepChoice): void {
    void this.start().then((timer) => timer?.actor.send({ type: 'sleep.set', choice }));
  }
}

const slots = new WeakMap<PlayerHandle['actor'], SleepTimerSlot>();

/** The sleep timer's slot of `actor`'s player (made on first use), or null where the app gave it none (provide-sleep-timer.ts). */
export function sleepTimerSlotOf(actor: PlayerHandle['actor']): SleepTimerSlot | null {
  const storage = sleepTimerStorageOf(actor);
  if (!storage) return null;
  let slot = slots.get(actor);
  if (!slot) {
    slot = new SleepTimerSlot(() => import('./sleep-timer-service').then(({ createSleepTimer }) => createSleepTimer({ player: actor, storage })));
    slots.set(actor, slot);
  }
  return slot;
}

const noSlot = { getSnapshot: () => OFF, subscribe: () => () => undefined };

/** The player's sleep timer and a way to choose; null where the app gave the player none. */
export function useSleepTimer(): { view: SleepTimerView; choose: (choice: SleepChoice) => void } | null {
  const slot = sleepTimerSlotOf(usePlayerService().actor);
  const source = slot ?? noSlot;
  const view = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  return slot ? { view, choose: (choice) => slot.choose(choice) } : null;
}
