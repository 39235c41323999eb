import { CardGrid, downloadIcon, EmptyState, IconButton, MediaCard, Page, PageTitle, PLAY_CONTROL, playIcon, Section, useT, type MessageId } from '@tangerine/ui';
import type { Track } from '@tangerine/api';
import { storedCount } from './stored-count';
import { isPlaylistList, listHref, storedAlbumCard, useStoredLibrary } from './stored-library';

/** Plays these tracks from `index` (the app's player). */
export type PlayTracks = (tracks: ReadonlyArray<Track>, index: number) => void;

export interface OfflineHomeProps {
  greeting: string;
  play: PlayTracks;
  /** How many songs the Downloaded Songs section shows (Home's own limit). */
  songLimit: number;
  /** A song card's text with the app's fallbacks ("Unknown Artist"...). */
  songView: (track: Track) => { id: string; title: string; artistName: string; artworkUrl: string | null };
}

/** Home's sections that only the network fills: shown greyed with the reason while offline. */
const NETWORK_SECTIONS = ['home.featuredPlaylists', 'home.popularAlbums', 'home.trendingArtists', 'home.popularPodcasts', 'home.radioStations'] as const satisfies readonly MessageId[];

/** Home without a network: what this device stores, and the rest greyed with the reason. */
export function OfflineHome({ greeting, play, songLimit, songView }: OfflineHomeProps) {
  const t = useT();
  const library = useStoredLibrary();
  const playlists = library.lists.filter(isPlaylistList);
  const songs = library.tracks.slice(0, songLimit);
  return (
    <Page>
      <PageTitle>{greeting}</PageTitle>
      {library.ready && library.tracks.length === 0 && (
        <EmptyState icon={downloadIcon} title={t('home.nothingStored')} text={t('home.nothingStoredText')} />
      )}
      {playlists.length > 0 && (
        <Section title={t('home.downloadedPlaylists')}>
          <CardGrid>
            {playlists.map((list) => (
              <MediaCard
                key={list.listId}
                variant="playlist"
                title={list.title}
                subtitle={storedCount(t, list.storedTrackIds.length, list.totalTracks)}
                href={listHref(list.listId)}
                onPlay={() => play(library.tracksOf(list.storedTrackIds), 0)}
              />
            ))}
          </CardGrid>
        </Section>
      )}
      {library.albums.length > 0 && (
        <Section title={t('home.downloadedAlbums')} showAllHref="/library">
          <CardGrid>
            {library.albums.map((album) => (
              <MediaCard key={album.albumId} {...storedAlbumCard(album, () => play(library.tracksOf(album.trackIds), 0))} />
            ))}
          </CardGrid>
        </Section>
      )}
      {songs.length > 0 && (
        <Section title={t('home.downloadedSongs')} showAllHref="/downloads" actions={<IconButton label={t('home.playDownloadedSongs')} icon={playIcon} variant="brand" onClick={() => play(library.tracks, 0)} {...PLAY_CONTROL} />}>
          <CardGrid>
            {songs.map((song, index) => {
              const view = songView(song);
              return <MediaCard key={view.id} variant="album" title={view.title} subtitle={view.artistName} href={`/track/${view.id}`} artworkUrl={view.artworkUrl} onPlay={() => play(library.tracks, index)} />;
            })}
          </CardGrid>
        </Section>
      )}
      {NETWORK_SECTIONS.map((title) => (
        <Section key={title} title={t(title)} unavailableReason={t('states.needsConnection')} />
      ))}
    </Page>
  );
}
