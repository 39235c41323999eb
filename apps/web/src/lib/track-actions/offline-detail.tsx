import { trackArtwork, type Track } from '@tangerine/api';
import { storedCountText } from '@tangerine/offline-machine';
import { DetailHeader, Page } from '@tangerine/ui';
import { useStoredLibrary } from '@tangerine/offline-web';
import { TrackTable } from './track-table';
import { UnavailableOffline } from './unavailable-offline';
import { usePlayTracks } from './use-play';

export interface OfflineDetailProps {
  /** "ALBUM", "PLAYLIST", "SONG". */
  label: string;
  title: string;
  /** The list's tracks stored on this device, in list order. */
  tracks: readonly Track[];
  /** How many tracks the whole list has, when known (default: the stored ones). */
  totalTracks?: number;
  artistName?: string | null;
}

/**
 * An album, playlist or song page without a network: what of it this device stores,
 * playable; nothing stored, it says the page is unavailable offline.
 */
export function OfflineDetail({ label, title, tracks, totalTracks = tracks.length, artistName = null }: OfflineDetailProps) {
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
export function OfflineStoredPage({ kind, id }: { kind: 'album' | 'playlist' | 'my-playlist' | 'song'; id: string }) {
  const library = useStoredLibrary();
  if (!library.ready) return null;
  if (kind === 'song') {
    const tracks = library.tracksOf([id]);
    return <OfflineDetail label="SONG" title={tracks[0]?.title ?? ''} tracks={tracks} />;
  }
  if (kind === 'album') {
    const album = library.albums.find((item) => item.albumId === id);
    return album ? <OfflineDetail label="ALBUM" title={album.title} artistName={album.artistName} tracks={library.tracksOf(album.trackIds)} /> : <UnavailableOffline />;
  }
  const list = library.lists.find((item) => item.listId === `${kind}:${id}`);
  return list ? <OfflineDetail label="PLAYLIST" title={list.title} totalTracks={list.totalTracks} tracks={library.tracksOf(list.storedTrackIds)} /> : <UnavailableOffline />;
}
