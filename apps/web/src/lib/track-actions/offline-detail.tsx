import { trackArtwork } from '@tangerine/api';
import { storedCountText } from '@tangerine/offline-machine';
import { DetailHeader, Page } from '@tangerine/ui';
import { useStoredPage, type StoredPage, type StoredPageKind } from '@tangerine/offline-web/stored-page';
import { TrackTable } from './track-table';
import { UnavailableOffline } from './unavailable-offline';
import { usePlayTracks } from './use-play';

/**
 * An album, playlist or song page without a network: what of it this device stores,
 * playable; nothing stored, it says the page is unavailable offline.
 */
export function OfflineDetail({ label, title, tracks, totalTracks = tracks.length, artistName = null }: StoredPage) {
  const play = usePlayTracks();
  if (tracks.length === 0) return <UnavailableOffline />;
  return (
    <Page>
      <DetailHeader
        label={label}
        title={title}
        artworkUrl={tracks[0] ? trackArtwork(tracks[0]) : null}
        meta={[artistName, storedCountText(tracks.length, totalTracks)]}
        onPlay={() => play(tracks, 0)}
      />
      <TrackTable label={`${title} tracks`} rows={tracks.map((track) => ({ track }))} columns={['artist', 'album']} />
    </Page>
  );
}

/** What a detail route shows offline: its stored part, looked up on this device by the route's id. */
export function OfflineStoredPage({ kind, id }: { kind: StoredPageKind; id: string }) {
  const { ready, page } = useStoredPage(kind, id);
  if (!ready) return null;
  return page ? <OfflineDetail {...page} /> : <UnavailableOffline />;
}
