import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, clockIcon, EmptyState, LoadingState, Page, PageHead, playIcon, Section, useT } from '@tangerine/ui';
import { useMemo } from 'react';
import { historyQueries } from '../../api/history-queries';
import { TrackTable, type TrackTableRow, usePlayTracks } from '../../lib/track-actions';
import { groupPlaysByDay, type HistoryDay } from './history-days';

const COLUMNS = ['artist', 'album'] as const;

function Day({ day }: { day: HistoryDay }) {
  const t = useT();
  const play = usePlayTracks();
  const rows = useMemo<TrackTableRow[]>(() => day.plays.map((track) => ({ track })), [day]);
  return (
    <Section
      title={day.label}
      actions={
        <Button variant="secondary" size="sm" icon={playIcon} onClick={() => play(day.plays)}>
          {t('history.playAgain')}
        </Button>
      }
    >
      <TrackTable label={day.label} rows={rows} columns={COLUMNS} showArtwork />
    </Section>
  );
}

/** /history: this code's plays of songs, latest first, grouped by the listener's day. */
export function Component() {
  const t = useT();
  const history = useInfiniteQuery(historyQueries.plays());
  const pages = history.data?.pages;
  const days = useMemo(() => groupPlaysByDay((pages ?? []).flatMap((page) => page.plays), new Date(), { today: t('history.today'), yesterday: t('history.yesterday') }), [pages, t]);
  return (
    <Page>
      <PageHead title={t('history.title')} />
      {history.isPending ? (
        <LoadingState text={t('history.loading')} />
      ) : history.isError ? (
        <EmptyState icon={clockIcon} title={t('history.failed')} text={t('history.failedText')} />
      ) : days.length === 0 ? (
        <EmptyState icon={clockIcon} title={t('history.emptyTitle')} text={t('history.emptyText')} />
      ) : (
        <>
          {days.map((day) => (
            <Day key={day.key} day={day} />
          ))}
          {history.hasNextPage ? (
            <Button variant="secondary" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {history.isFetchingNextPage ? t('history.loadingMore') : t('history.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </Page>
  );
}
