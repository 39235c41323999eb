import type { SnapshotFrom } from 'xstate';
import type { SleepTimerMachine } from './sleep-timer.machine.js';
import type { SleepChoice } from './sleep-timer-rules.js';

export * from './sleep-timer-rules.js';
export {
  sleepTimerMachine,
  type ApplyFadeParams,
  type PersistSleepTimerParams,
  type SleepTimerContext,
  type SleepTimerEvent,
  type SleepTimerInput,
  type SleepTimerMachine,
} from './sleep-timer.machine.js';

export type SleepTimerSnapshot = SnapshotFrom<SleepTimerMachine>;

/** What the listener chose (off when no timer runs). */
export function selectSleepChoice(snapshot: SleepTimerSnapshot): SleepChoice {
  return snapshot.context.choice;
}

/** Milliseconds until playback stops, or null (no timer, or the item's length is not known yet). */
export function selectSleepRemaining(snapshot: SleepTimerSnapshot): number | null {
  return snapshot.hasTag('running') ? snapshot.context.remainingMs : null;
}
