import { useSyncExternalStore } from 'react';
import type { SleepChoice, SleepTimerSnapshot } from '@tangerine/player-machine';
import type { KeyValueStorage } from '@tangerine/session';
import type { PlayerHandle } from '../player-service';
import { usePlayerService } from '../player-context';

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

/**
 * The sleep timer as the screens hold it before its machine has loaded: off, or what the loaded
 * timer says. Its machine (with xstate) loads on the first choice, or at once when a timer was saved.
 */
export class SleepTimerSlot {
  private loading: Promise<LoadedTimer | null> | null = null;
  private view: SleepTimerView = OFF;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly load: () => Promise<LoadedTimer>) {}

  getSnapshot = (): SleepTimerView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  choose(choice: SleepChoice): void {
    void this.start().then((timer) => timer?.actor.send({ type: 'sleep.set', choice }));
  }

  start(): Promise<LoadedTimer | null> {
    this.loading ??= this.load().then(
      (timer) => {
        const publish = () => {
          const snapshot = timer.actor.getSnapshot();
          const remainingMs = snapshot.hasTag('running') ? snapshot.context.remainingMs : null;
          if (snapshot.context.choice === this.view.choice && remainingMs === this.view.remainingMs) return;
          this.view = { choice: snapshot.context.choice, remainingMs };
          this.listeners.forEach((listener) => listener());
        };
        timer.actor.subscribe(publish);
        publish();
        return timer;
      },
      (error: unknown) => {
        console.error('The sleep timer did not load', error);
        this.loading = null;
        return null;
      },
    );
    return this.loading;
  }
}

const slots = new WeakMap<PlayerHandle['actor'], SleepTimerSlot>();

/** Gives `player` its sleep timer, kept in `storage`; a timer saved before a reload starts again at once. */
export function provideSleepTimer(player: Pick<PlayerHandle, 'actor'>, storage: KeyValueStorage): SleepTimerSlot {
  const slot = new SleepTimerSlot(() => import('./sleep-timer-service').then(({ createSleepTimer }) => createSleepTimer({ player: player.actor, storage })));
  slots.set(player.actor, slot);
  let saved: string | null = null;
  try {
    saved = storage.getItem(SAVED_KEY);
  } catch {
    saved = null;
  }
  if (saved !== null) void slot.start();
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
