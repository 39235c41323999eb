import { useQuery } from '@tanstack/react-query';
import type { YearInListening } from '@tangerine/api';
import { useT, YourYearPanel, type YearFigures } from '@tangerine/ui';
import { historyQueries } from '../../api/history-queries';

const nameOf = (entry: { name?: string; title?: string }) => entry.name ?? entry.title ?? '';

function figuresOf(answer: YearInListening): YearFigures {
  const top = (entries: ReadonlyArray<{ id: string; name?: string; title?: string; play_count: number }>) => entries.map((e) => ({ id: e.id, name: nameOf(e), playCount: e.play_count }));
  return {
    minutesListened: answer.minutes_listened,
    playCount: answer.play_count,
    topArtists: top(answer.top_artists),
    topAlbums: top(answer.top_albums),
    topTracks: top(answer.top_tracks),
  };
}

/** "Your year" in the profile dialog: this calendar year's figures of the code's plays. */
export function YourYearContainer({ now = new Date() }: { now?: Date }) {
  const t = useT();
  const year = now.getUTCFullYear();
  const answer = useQuery(historyQueries.year(year));
  return <YourYearPanel year={year} figures={answer.data ? figuresOf(answer.data) : null} error={answer.isError ? t('yourYear.loadFailed') : null} />;
}
