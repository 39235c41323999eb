import { useQuery } from '@tanstack/react-query';
import { entryCreatedAt, entryTrack } from '@tangerine/api';
import { EmptyState, LoadingState, Page, PageHead, pluralize } from '@tangerine/ui';
import { downloadQueries } from '../../api/download-queries';
import { TrackTable } from '../../lib/track-actions';

/** /downloads: the tracks this account downloaded, with the "Downloaded" date. */
export function Component() {
  const list = useQuery(downloadQueries.list());
  const entries = list.data?.downloads ?? [];
  return (
    <Page>
      <PageHead title="Downloads" count={list.data && pluralize(list.data.total, 'downloaded track')} />
      {list.isPending ? (
        <LoadingState text="Loading downloads..." />
      ) : entries.length === 0 ? (
        <EmptyState icon="download" title="No downloads yet" text="Downloaded songs will appear here for offline playback" />
      ) : (
        <TrackTable
          label="Downloads"
          rows={entries.map((entry) => ({ track: entryTrack(entry), date: entryCreatedAt(entry) }))}
          columns={['album', 'downloaded']}
          showArtwork
        />
      )}
    </Page>
  );
}
