import { useQuery } from '@tanstack/react-query';
import { entryCreatedAt, entryTrack, type Track } from '@tangerine/api';
import { formatStorageSummary, summarizeStorage } from '@tangerine/offline-machine';
import { Button, downloadIcon, EmptyState, LoadingState, Page, PageHead, trashIcon, useT } from '@tangerine/ui';
import { downloadQueries } from '../../api/download-queries';
import { useDownloads, useDownloadsHub, useOnline } from '@tangerine/offline-web';
import { TrackTable } from '../../lib/track-actions';

/**
 * /downloads: the tracks this account downloaded, with the "Downloaded" date (product), what of them
 * is stored on this device and its size. Offline, the list is what this device stores.
 */
export function Component() {
  const t = useT();
  const list = useQuery(downloadQueries.list());
  const online = useOnline();
  const downloads = useDownloads();
  const hub = useDownloadsHub();
  const fromDevice = !list.data && (list.isError || !online);
  const rows = fromDevice
    ? downloads.stored.map((entry) => ({ track: entry.track, date: entry.storedAt }))
    : (list.data?.downloads ?? []).map((entry) => ({ track: entryTrack<Track>(entry), date: entryCreatedAt(entry) }));
  const total = fromDevice ? downloads.stored.length : list.data?.total;
  const summary = summarizeStorage(downloads.stored.map((entry) => ({ trackId: entry.trackId, bytes: entry.bytes })));
  return (
    <Page>
      <PageHead
        title={t('downloads.title')}
        count={total !== undefined ? t('downloads.count', { count: total }) : undefined}
        actions={
          summary.tracks > 0 ? (
            <Button variant="secondary" icon={trashIcon} onClick={() => void hub.removeAll()}>
              Remove all downloads
            </Button>
          ) : undefined
        }
      />
      {downloads.ready && <p data-testid="device-storage">{formatStorageSummary(summary)}</p>}
      {list.isPending && !fromDevice ? (
        <LoadingState text={t('downloads.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState icon={downloadIcon} title={t('downloads.emptyTitle')} text={t('downloads.emptyText')} />
      ) : (
        <TrackTable label={t('downloads.title')} rows={rows} columns={['album', 'downloaded']} showArtwork />
      )}
    </Page>
  );
}
