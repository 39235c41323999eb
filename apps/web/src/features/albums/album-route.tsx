import { useQuery } from '@tanstack/react-query';
import { albumArtwork, type AlbumDetail } from '@tangerine/api';
import { albumIcon, DetailHeader, EmptyState, heartFilledIcon, heartIcon, IconButton, Link, LoadingState, Menu, noteIcon, Page, Panel, radioIcon, useT } from '@tangerine/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { albumQueries } from '../../api/album-queries';
import { ListDownloadControl, useOnline } from '@tangerine/offline-web';
import { OfflineStoredPage, totalMinutes, useInstantMix, usePlayTracks, VARIOUS_ARTISTS } from '../../lib/track-actions';
import { AlbumTracks, discsOf } from './album-discs';
import { usePreparePlayer } from '@tangerine/player-web';

function AlbumPage({ album }: { album: AlbumDetail }) {
  const t = useT();
  const play = usePlayTracks();
  const instantMix = useInstantMix();
  const online = useOnline();
  const [liked, setLiked] = useState(false);
  const songs = album.tracks.length || album.track_count;
  const artistName = album.artist?.name ?? album.artistName ?? VARIOUS_ARTISTS;
  return (
    <Page>
      <DetailHeader
        artworkUrl={albumArtwork(album)}
        label={t('albums.label')}
        title={album.title}
        meta={[
          album.artist ? <Link href={`/artist/${album.artist.id}`}>{artistName}</Link> : artistName,
          album.year,
          t('albums.songCount', { count: songs }),
          t('albums.minutes', { minutes: totalMinutes(album.tracks) }),
        ]}
        onPlay={() => play(discsOf(album.tracks).flatMap((d) => d.tracks), 0)}
        playDisabled={album.tracks.length === 0}
        actions={
          <>
            {/* product §2: a like button whose action is not shown; it marks the album locally. */}
            <IconButton label={liked ? t('common.unlike') : t('common.like')} icon={liked ? heartFilledIcon : heartIcon} active={liked} pressed={liked} onClick={() => setLiked((value) => !value)} />
            <ListDownloadControl listId={`album:${album.id}`} title={album.title} tracks={album.tracks} />
            {online && <Menu label={t('menu.moreOptions', { title: album.title })} items={[{ id: 'instant-mix', label: t('menu.instantMix'), icon: radioIcon, onSelect: () => void instantMix({ kind: 'album', id: album.id }) }]} />}
          </>
        }
      />
      {album.tracks.length === 0 ? (
        <EmptyState icon={noteIcon} title={t('albums.noSongs')} text={t('albums.noSongsText')} />
      ) : (
        <AlbumTracks title={album.title} tracks={album.tracks} />
      )}
      {album.description && (
        <Panel title={t('albums.about')}>
          <p>{album.description}</p>
        </Panel>
      )}
    </Page>
  );
}

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const album = useQuery(albumQueries.detail(id));
  const online = useOnline();
  usePreparePlayer();
  // Offline and never loaded: what this device stores of it, never a spinner waiting for the network.
  if (!online && !album.data) return <OfflineStoredPage kind="album" id={id} />;
  if (album.isPending) return <LoadingState text={t('albums.loading')} />;
  if (!album.data) return <EmptyState icon={albumIcon} title={t('albums.notFound')} />;
  return <AlbumPage album={album.data} />;
}
