import { useQuery } from '@tanstack/react-query';
import { entryCreatedAt, entryTrack } from '@tangerine/api';
import { EmptyState, LoadingState, Page, PageHead, pluralize } from '@tangerine/ui';
import { favoriteQueries } from '../../api/favorite-queries';
import { TrackTable } from '../../lib/track-actions';

/** /favorites: Liked Songs, with the date each was liked. */
export function Component() {
  const list = useQuery(favoriteQueries.list());
  const entries = list.data?.favorites ?? [];
  return (
    <Page>
      <PageHead title="Liked Songs" count={list.data && pluralize(list.data.total, 'song')} />
      {list.isPending ? (
        <LoadingState text="Loading liked songs..." />
      ) : entries.length === 0 ? (
        <EmptyState icon="heart" title="No liked songs yet" text="Songs you like will appear here" />
      ) : (
        <TrackTable
          label="Liked Songs"
          rows={entries.map((entry) => ({ track: entryTrack(entry), date: entryCreatedAt(entry) }))}
          columns={['album', 'added']}
          showArtwork
        />
      )}
    </Page>
  );
}
