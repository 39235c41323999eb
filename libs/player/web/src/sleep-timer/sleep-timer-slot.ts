import { useSyncExternalStore } from 'react';
import type { SleepChoice, SleepTimerSnapshot } from '@tangerine/player-machine';
import type { KeyValueStorage } from '@tangerine/session';
import type { PlayerHandle } from '../player-service';
import { usePlayerService } from '../player-context';
import { hasSaved, LazySlot } from '../lazy-slot';

/** Must match SLEEP_TIMER_KEY (sleep-timer-service.ts): read here without loading the machine. */
const SAVED_KEY = 'tangerine.sleepTimer';

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

/** The sleep timer's view of its loaded actor: the previous one while nothing shown changed. */
function viewOfTimer(timer: LoadedTimer, previous: SleepTimerView): SleepTimerView {
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
    super('The sleep timer', OFF, load, viewOfTimer);
  }

  choose(choice: SleepChoice): void {
    void this.start().then((timer) => timer?.actor.send({ type: 'sleep.set', choice }));
  }
}

const slots = new WeakMap<PlayerHandle['actor'], SleepTimerSlot>();

/** Gives `player` its sleep timer, kept in `storage`; a timer saved before a reload starts again at once. */
export function provideSleepTimer(player: Pick<PlayerHandle, 'actor'>, storage: KeyValueStorage): SleepTimerSlot {
  const slot = new SleepTimerSlot(() => import('./sleep-timer-service').then(({ createSleepTimer }) => createSleepTimer({ player: player.actor, storage })));
  slots.set(player.actor, slot);
  if (hasSaved(storage, SAVED_KEY)) void slot.start();
  return slot;
}

const noSlot = { getSnapshot: () => OFF, subscribe: () => () => undefined };

/** The player's sleep timer and a way to choose; null where the app gave the player none. */
export function useSleepTimer(): { view: SleepTimerView; choose: (choice: SleepChoice) => void } | null {
  const slot = slots.get(usePlayerService().actor) ?? null;
  const source = slot ?? noSlot;
  const view = useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
  return slot ? { view, choose: (choice) => slot.choose(choice) } : null;
}
