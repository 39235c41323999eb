import type { RecentlyPlayedTrack } from '@tangerine/api';
import { formatLongDate } from '@tangerine/ui';

export interface HistoryDay {
  /** The listener's local date, YYYY-MM-DD. */
  key: string;
  /** "Today", "Yesterday", or "March 4, 2026". */
  label: string;
  plays: RecentlyPlayedTrack[];
}

const localKey = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Plays (latest first) grouped by the listener's local day, in the order they come. */
export function groupPlaysByDay(plays: readonly RecentlyPlayedTrack[], now: Date, names: { today: string; yesterday: string } = { today: 'Today', yesterday: 'Yesterday' }): HistoryDay[] {
  const today = localKey(now);
  const yesterday = localKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const days: HistoryDay[] = [];
  for (const play of plays) {
    const when = new Date(play.played_at);
    const key = localKey(when);
    const last = days.at(-1);
    if (last?.key === key) last.plays.push(play);
    else days.push({ key, label: key === today ? names.today : key === yesterday ? names.yesterday : formatLongDate(when), plays: [play] });
  }
  return days;
}
