import type { KeyValueStorage } from '@tangerine/session';
import type { PlayerHandle } from '../player-service';

/** The device's sleep timer is kept beside the saved queue, so a reload keeps it. */
export const SLEEP_TIMER_KEY = 'tangerine.sleepTimer';

type PlayerActor = PlayerHandle['actor'];

/** The storage each player's sleep timer is kept in: what the app gave it (the shell's first chunks hold only this). */
const given = new WeakMap<PlayerActor, KeyValueStorage>();

/** The storage given to `actor`'s sleep timer, or undefined where the app gave the player none. */
export function sleepTimerStorageOf(actor: PlayerActor): KeyValueStorage | undefined {
  return given.get(actor);
}

/** Keeps `storage` as `actor`'s sleep timer's (provide-sleep-timer.ts). */
export function giveSleepTimerStorage(actor: PlayerActor, storage: KeyValueStorage): void {
  given.set(actor, storage);
}
