import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { entryCreatedAt, entryTrack } from '@tangerine/api';
import { EmptyState, heartIcon, LoadingState, Page, PageHead, useT } from '@tangerine/ui';
import { favoriteQueries } from '../../api/favorite-queries';
import { TrackTable, type TrackTableRow } from '../../lib/track-actions';

const COLUMNS = ['album', 'added'] as const;

/** /favorites: Liked Songs, with the date each was liked. */
export function Component() {
  const t = useT();
  const list = useQuery(favoriteQueries.list());
  const favorites = list.data?.favorites;
  // Derived once per answer, not at every render: 10,000 rows are mapped only when the list changes.
  const rows = useMemo<TrackTableRow[]>(() => (favorites ?? []).map((entry) => ({ track: entryTrack(entry), date: entryCreatedAt(entry) })), [favorites]);
  return (
    <Page>
      <PageHead title={t('favorites.title')} count={list.data && t('favorites.count', { count: list.data.total })} />
      {list.isPending ? (
        <LoadingState text={t('favorites.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState icon={heartIcon} title={t('favorites.emptyTitle')} text={t('favorites.emptyText')} />
      ) : (
        <TrackTable
          label={t('favorites.title')}
          rows={rows}
          columns={COLUMNS}
          showArtwork
        />
      )}
    </Page>
  );
}
