import { useQuery } from '@tanstack/react-query';
import { playlistTrackCount, type PlaylistDetail } from '@tangerine/api';
import { Button, pluralize } from '@tangerine/ui';
import { useParams } from 'react-router-dom';
import { playlistQueries } from '../../api/playlist-queries';
import { DetailHeader, EmptyState, LoadingState, Page, TrackTable, totalMinutes, usePlayTracks } from '../../lib/track-actions';

function PlaylistPage({ playlist }: { playlist: PlaylistDetail }) {
  const play = usePlayTracks();
  return (
    <Page>
      <DetailHeader
        artworkUrl={playlist.image_url}
        placeholderIcon="playlist"
        label="PLAYLIST"
        title={playlist.title}
        meta={
          <>
            {playlist.description && <span>{playlist.description}</span>}
            <span>
              {pluralize(playlistTrackCount(playlist), 'song')}, about {totalMinutes(playlist.tracks)} min
            </span>
          </>
        }
        actions={
          <Button icon="play" size="lg" disabled={playlist.tracks.length === 0} onClick={() => play(playlist.tracks, 0)}>
            Play
          </Button>
        }
      />
      <TrackTable label={`${playlist.title} tracks`} rows={playlist.tracks.map((track) => ({ track }))} columns={['album', 'artist']} showArtwork />
    </Page>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const playlist = useQuery(playlistQueries.detail(id));
  if (playlist.isPending) return <LoadingState text="Loading playlist..." />;
  if (!playlist.data) return <EmptyState icon="playlist" title="Playlist not found" />;
  return <PlaylistPage playlist={playlist.data} />;
}
