import { useQuery } from '@tanstack/react-query';
import { playlistTrackCount, type PlaylistDetail } from '@tangerine/api';
import { DetailHeader, EmptyState, LoadingState, noteIcon, Page, playlistIcon, useT } from '@tangerine/ui';
import { useParams } from 'react-router-dom';
import { playlistQueries } from '../../api/playlist-queries';
import { ListDownloadControl, useOnline } from '@tangerine/offline-web';
import { OfflineStoredPage, totalMinutes, TrackTable, usePlayTracks } from '../../lib/track-actions';
import { usePreparePlayer } from '@tangerine/player-web';

function PlaylistPage({ playlist }: { playlist: PlaylistDetail }) {
  const t = useT();
  const play = usePlayTracks();
  return (
    <Page>
      <DetailHeader
        artworkUrl={playlist.image_url}
        label={t('playlists.label')}
        title={playlist.title}
        description={playlist.description}
        meta={[t('playlists.meta', { count: playlistTrackCount(playlist), minutes: totalMinutes(playlist.tracks) })]}
        onPlay={() => play(playlist.tracks, 0)}
        playDisabled={playlist.tracks.length === 0}
        actions={<ListDownloadControl listId={`playlist:${playlist.id}`} title={playlist.title} tracks={playlist.tracks} />}
      />
      {playlist.tracks.length === 0 ? (
        <EmptyState icon={noteIcon} title={t('playlists.empty')} />
      ) : (
        <TrackTable label={t('playlists.tracksOf', { title: playlist.title })} rows={playlist.tracks.map((track) => ({ track }))} columns={['album', 'artist']} showArtwork />
      )}
    </Page>
  );
}

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const playlist = useQuery(playlistQueries.detail(id));
  const online = useOnline();
  usePreparePlayer();
  // Offline and never loaded: what this device stores of it, never a spinner waiting for the network.
  if (!online && !playlist.data) return <OfflineStoredPage kind="playlist" id={id} />;
  if (playlist.isPending) return <LoadingState text={t('playlists.loadingOne')} />;
  if (!playlist.data) return <EmptyState icon={playlistIcon} title={t('playlists.notFound')} />;
  return <PlaylistPage playlist={playlist.data} />;
}
