import { checkIcon, clockIcon } from '../../icons/glyphs';
import { translate, useT } from '../../i18n/i18n';
import { Menu, type MenuItem } from '../menu/menu';
import { StyledSleepTimer, StyledTimeLeft } from './sleep-timer-control.styles';

/** Off, a number of minutes, or the end of the item playing now. */
export type SleepTimerOption = 'off' | 5 | 15 | 30 | 45 | 60 | 'endOfItem';

export const SLEEP_TIMER_MINUTES = [5, 15, 30, 45, 60] as const;

export interface SleepTimerControlProps {
  selected: SleepTimerOption;
  /** What the current item is ("End of this track" / "End of this episode"); none for live radio. */
  itemKind: 'track' | 'episode' | 'live';
  /** Time left as shown (`m:ss`), or null (off, or the item's end is not known yet). */
  timeLeft: string | null;
  onSelect: (option: SleepTimerOption) => void;
}

/** The accessible and fullscreen text of the time left, in the active locale (callers re-render on a change of it). */
export function sleepTimerNote(timeLeft: string): string {
  return translate('sleepTimer.note', { timeLeft });
}

/** The player bar's "Sleep timer" menu, with the time left beside it while a timer runs. */
export function SleepTimerControl({ selected, itemKind, timeLeft, onSelect }: SleepTimerControlProps) {
  const t = useT();
  const option = (id: SleepTimerOption, label: string): MenuItem => ({
    id: String(id),
    label,
    checked: selected === id,
    ...(selected === id ? { icon: checkIcon } : {}),
    onSelect: () => onSelect(id),
  });
  const items = [
    option('off', t('sleepTimer.off')),
    ...SLEEP_TIMER_MINUTES.map((minutes) => option(minutes, t('sleepTimer.minutes', { minutes }))),
    ...(itemKind === 'live' ? [] : [option('endOfItem', itemKind === 'episode' ? t('sleepTimer.endOfEpisode') : t('sleepTimer.endOfTrack'))]),
  ];
  return (
    <StyledSleepTimer>
      <Menu label={t('sleepTimer.label')} icon={clockIcon} items={items} />
      {timeLeft !== null ? (
        <StyledTimeLeft data-numeric="" data-sleep-left="" aria-label={sleepTimerNote(timeLeft)}>
          {timeLeft}
        </StyledTimeLeft>
      ) : null}
    </StyledSleepTimer>
  );
}
