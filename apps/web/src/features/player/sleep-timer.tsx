import { SleepTimerControl, sleepTimerNote, useLocale, type SleepTimerOption } from '@tangerine/ui';
import { formatSleepLeft, isSleepMinutes, type SleepChoice, type TrackKind } from '@tangerine/player-machine';
import { useSleepTimer, type SleepTimerView } from '@tangerine/player-web';

function optionOf(choice: SleepChoice): SleepTimerOption {
  return choice.kind === 'minutes' ? choice.minutes : choice.kind;
}

function choiceOf(option: SleepTimerOption): SleepChoice {
  if (option === 'off' || option === 'endOfItem') return { kind: option };
  return isSleepMinutes(option) ? { kind: 'minutes', minutes: option } : { kind: 'off' };
}

/** The time left as shown, or null while off (or while the item's end is not known yet). */
function timeLeftOf(view: SleepTimerView): string | null {
  return view.remainingMs === null ? null : formatSleepLeft(view.remainingMs);
}

/** The player bar's "Sleep timer" on the player's sleep timer; nothing where the app gave it none. */
export function SleepTimer({ kind }: { kind: TrackKind }) {
  const timer = useSleepTimer();
  if (!timer) return null;
  return (
    <SleepTimerControl
      selected={optionOf(timer.view.choice)}
      itemKind={kind === 'radio' ? 'live' : kind === 'episode' ? 'episode' : 'track'}
      timeLeft={timeLeftOf(timer.view)}
      onSelect={(option) => timer.choose(choiceOf(option))}
    />
  );
}

/** "Sleep timer: m:ss left" for the fullscreen player, or null. */
export function useSleepTimerNote(): string | null {
  useLocale();
  const timer = useSleepTimer();
  const left = timer ? timeLeftOf(timer.view) : null;
  return left === null ? null : sleepTimerNote(left);
}
