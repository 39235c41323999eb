import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, clockIcon, EmptyState, LoadingState, Page, PageHead, playIcon, Section } from '@tangerine/ui';
import { useMemo } from 'react';
import { historyQueries } from '../../api/history-queries';
import { TrackTable, type TrackTableRow, usePlayTracks } from '../../lib/track-actions';
import { groupPlaysByDay, type HistoryDay } from './history-days';

const COLUMNS = ['artist', 'album'] as const;

function Day({ day }: { day: HistoryDay }) {
  const play = usePlayTracks();
  const rows = useMemo<TrackTableRow[]>(() => day.plays.map((track) => ({ track })), [day]);
  return (
    <Section
      title={day.label}
      actions={
        <Button variant="secondary" size="sm" icon={playIcon} onClick={() => play(day.plays)}>
          Play again
        </Button>
      }
    >
      <TrackTable label={day.label} rows={rows} columns={COLUMNS} showArtwork />
    </Section>
  );
}

/** /history: this code's plays of songs, latest first, grouped by the listener's day. */
export function Component() {
  const history = useInfiniteQuery(historyQueries.plays());
  const pages = history.data?.pages;
  const days = useMemo(() => groupPlaysByDay((pages ?? []).flatMap((page) => page.plays), new Date()), [pages]);
  return (
    <Page>
      <PageHead title="History" />
      {history.isPending ? (
        <LoadingState text="Loading history..." />
      ) : history.isError ? (
        <EmptyState icon={clockIcon} title="Could not load history" text="Check your connection and try again" />
      ) : days.length === 0 ? (
        <EmptyState icon={clockIcon} title="Nothing played yet" text="Songs you play will appear here, day by day" />
      ) : (
        <>
          {days.map((day) => (
            <Day key={day.key} day={day} />
          ))}
          {history.hasNextPage ? (
            <Button variant="secondary" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          ) : null}
        </>
      )}
    </Page>
  );
}
