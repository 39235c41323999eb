import { useQuery } from '@tanstack/react-query';
import type { Track } from '@tangerine/api';
import { selectIsPlaying } from '@tangerine/player-machine';
import { DetailHeader, EmptyState, formatDuration, Link, LoadingState, noteIcon, Page, TagList, textTags, useT } from '@tangerine/ui';
import { useParams } from 'react-router-dom';
import { trackQueries } from '../../api/track-queries';
import { TrackDownloadControl, useOnline } from '@tangerine/offline-web';
import { useCurrentTrackId, usePlayerActor, usePlayerSelector, usePreparePlayer } from '@tangerine/player-web';
import { hasArtistPage, OfflineStoredPage, toTrackView, TrackTable, usePlayTracks } from '../../lib/track-actions';

function TrackPage({ track }: { track: Track }) {
  const t = useT();
  const view = toTrackView(track);
  const player = usePlayerActor();
  const playTracks = usePlayTracks();
  const isCurrent = useCurrentTrackId() === view.id;
  const isPlaying = usePlayerSelector(selectIsPlaying) && isCurrent;

  return (
    <Page>
      <DetailHeader
        artworkUrl={view.artworkUrl}
        label={t('tracks.label')}
        title={view.title}
        meta={[
          hasArtistPage(view) ? <Link href={`/artist/${view.artistId}`}>{view.artistName}</Link> : view.artistName,
          view.albumId && view.albumTitle ? <Link href={`/album/${view.albumId}`}>{view.albumTitle}</Link> : view.albumTitle,
          formatDuration(view.duration),
        ]}
        description={
          track.genres.length > 0 && (
            <TagList label={t('tracks.genres')} tags={textTags(track.genres)} />
          )
        }
        playing={isPlaying}
        onPlay={() => (isCurrent ? player.send({ type: 'playback.toggle' }) : playTracks([track], 0))}
        actions={<TrackDownloadControl track={track} showNote />}
      />
      <TrackTable label={t('tracks.song')} rows={[{ track }]} columns={['album']} />
    </Page>
  );
}

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const track = useQuery(trackQueries.detail(id));
  const online = useOnline();
  usePreparePlayer();
  // Offline and never loaded: what this device stores of it, never a spinner waiting for the network.
  if (!online && !track.data) return <OfflineStoredPage kind="song" id={id} />;
  if (track.isPending) return <LoadingState text={t('tracks.loading')} />;
  if (!track.data) return <EmptyState icon={noteIcon} title={t('tracks.notFound')} text={t('tracks.notFoundText')} />;
  return <TrackPage track={track.data} />;
}
