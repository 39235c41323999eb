import type { KeyValueStorage } from '@tangerine/session';
import type { PlayerHandle } from '../player-service';
import { giveSleepTimerStorage, SLEEP_TIMER_KEY } from './sleep-timer-storage';

/**
 * Whether a timer is saved. lazy-slot.ts's hasSaved, written out: the shell's first chunks would
 * otherwise share a chunk of their own with every lazy slot.
 */
function timerSaved(storage: KeyValueStorage): boolean {
  try {
    return storage.getItem(SLEEP_TIMER_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Gives `player` its sleep timer, kept in `storage`. Its slot (sleep-timer-slot.ts) loads with the
 * screens that show it, its machine (with xstate) on the first choice; a timer saved before a reload
 * starts again at once. Settles once such a timer has loaded (at once when none was saved).
 */
export async function provideSleepTimer(player: Pick<PlayerHandle, 'actor'>, storage: KeyValueStorage): Promise<void> {
  giveSleepTimerStorage(player.actor, storage);
  if (!timerSaved(storage)) return;
  try {
    const { sleepTimerSlotOf } = await import('./sleep-timer-slot');
    await sleepTimerSlotOf(player.actor)?.start();
  } catch (error) {
    // The next choice tries again (the slot loads with the screens that show it).
    console.error('The sleep timer did not load', error);
  }
}
