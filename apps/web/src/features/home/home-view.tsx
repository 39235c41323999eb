import { albumArtwork, podcastArtwork, stationArtwork, trackArtwork, type Album, type HomePayload, type PlaylistList, type Podcast, type RadioStation, type Track } from '@tangerine/api';
import { CardGrid, IconButton, MediaCard, Page, PageTitle, PLAY_CONTROL, playIcon, Section, useT } from '@tangerine/ui';
import { albumSubtitle, playlistCard, toTrackView } from '../../lib/track-actions';
import { HOME_LIMITS, leadCoverIndex } from './lead-cover';

/** What Home shows, as its four queries answer it (home-screen-queries.ts). */
export interface HomeData {
  feed: HomePayload | undefined;
  playlists: PlaylistList | undefined;
  podcasts: ReadonlyArray<Podcast> | undefined;
  stations: ReadonlyArray<RadioStation> | undefined;
}

/** Featured covers loaded at once: two rows of a phone's two columns. */
const EAGER_FEATURED_COVERS = 4;

export type PlaySongs = (songs: ReadonlyArray<Track>, index: number) => void;

function AlbumCards({ albums, first = false }: { albums: ReadonlyArray<Album>; first?: boolean }) {
  return (
    <CardGrid>
      {albums.map((album, index) => (
        <MediaCard
          key={album.id}
          title={album.title}
          subtitle={albumSubtitle(album)}
          href={`/album/${album.id}`}
          artworkUrl={albumArtwork(album)}
          variant="album"
          artworkLoading={first ? 'eager' : undefined}
          artworkPriority={first ? (index === 0 ? 'high' : 'low') : undefined}
        />
      ))}
    </CardGrid>
  );
}

/** Below Home's first screen: the browser lays it out when it comes near the viewport. */
function SongSection({ title, songs, play }: { title: string; songs: ReadonlyArray<Track>; play: PlaySongs }) {
  const t = useT();
  return (
    <Section title={title} deferOffscreen actions={<IconButton label={t('home.playSection', { title })} icon={playIcon} variant="brand" onClick={() => play(songs, 0)} {...PLAY_CONTROL} />}>
      <CardGrid>
        {songs.map((song, index) => {
          const view = toTrackView(song);
          return (
            <MediaCard variant="album"
              key={`${view.id}-${index}`}
              title={view.title}
              subtitle={view.artistName}
              href={`/track/${view.id}`}
              artworkUrl={trackArtwork(song)}
              onPlay={() => play(songs, index)}
            />
          );
        })}
      </CardGrid>
    </Section>
  );
}

export interface HomeViewProps {
  greeting: string;
  data: HomeData;
  play: PlaySongs;
  /**
   * Only the section that opens Home (Featured Playlists, or Recently Added without them): the
   * server's copy of Home, whose covers then have the connection to themselves.
   */
  firstScreenOnly?: boolean;
  /**
   * How many of Home's sections to show, in page order (all by default): the first load adds them one
   * at a time (home-route.tsx), so no single task renders, commits and lays out the whole page.
   */
  sectionLimit?: number;
}

/** Home's sections, the most there can be (sectionLimit counts up to this). */
export const HOME_SECTION_COUNT = 8;

/** Home with its data (product §9): the app's screen, and the page the server sends a signed-in listener. */
export function HomeView({ greeting, data, play, firstScreenOnly = false, sectionLimit = HOME_SECTION_COUNT }: HomeViewProps) {
  const t = useT();
  const home = data.feed;
  const featured = (data.playlists?.playlists ?? []).slice(0, HOME_LIMITS.playlists);
  const leadCover = leadCoverIndex(featured);
  const latest = (home?.latest_songs ?? []).slice(0, HOME_LIMITS.songs);
  const shows = (data.podcasts ?? []).slice(0, HOME_LIMITS.podcasts);
  const radio = (data.stations ?? []).slice(0, HOME_LIMITS.stations);
  const recentlyPlayed = home?.recently_played ?? [];

  // In page order, the empty ones left out. The first screen's never waits for the browser to reach it.
  const opening = [
    featured.length > 0 && (
      <Section key="featured" title={t('home.featuredPlaylists')} showAllHref="/playlists">
        <CardGrid>
          {featured.map((playlist, index) => (
            <MediaCard
              key={playlist.id}
              {...playlistCard(playlist)}
              // The first section is the first screen: its first two rows on a phone load at once, the
              // rest as the browser lays them out. Only the lead cover (the largest paint) asks high and is
              // preloaded; the others ask low, so a prioritising connection (HTTP/2) sends it before them.
              artworkLoading={index < EAGER_FEATURED_COVERS ? 'eager' : 'lazy'}
              artworkPriority={index === leadCover ? 'high' : 'low'}
            />
          ))}
        </CardGrid>
      </Section>
    ),
    home && home.recently_added.length > 0 && (
      <Section key="recently-added" title={t('home.recentlyAdded')} showAllHref="/library" deferOffscreen={featured.length > 0}>
        <AlbumCards albums={home.recently_added} first={featured.length === 0} />
      </Section>
    ),
  ].filter(Boolean);
  const below = [
    latest.length > 0 && <SongSection key="latest" title={t('home.latestSongs')} songs={latest} play={play} />,
    home && home.popular_albums.length > 0 && (
      <Section key="popular" title={t('home.popularAlbums')} showAllHref="/albums" deferOffscreen>
        <AlbumCards albums={home.popular_albums} />
      </Section>
    ),
    home && home.trending_artists.length > 0 && (
      <Section key="artists" title={t('home.trendingArtists')} showAllHref="/artists" deferOffscreen>
        <CardGrid>
          {home.trending_artists.map((artist) => (
            <MediaCard key={artist.id} title={artist.name} subtitle={artist.genres[0] ?? t('home.artist')} href={`/artist/${artist.id}`} artworkUrl={artist.image_url} variant="artist" />
          ))}
        </CardGrid>
      </Section>
    ),
    recentlyPlayed.length > 0 && <SongSection key="recently-played" title={t('home.recentlyPlayed')} songs={recentlyPlayed} play={play} />,
    shows.length > 0 && (
      <Section key="podcasts" title={t('home.popularPodcasts')} showAllHref="/podcasts" deferOffscreen>
        <CardGrid>
          {shows.map((show) => (
            <MediaCard key={show.id} title={show.title} subtitle={show.author ?? t('home.podcast')} href={`/podcast/${show.id}`} artworkUrl={podcastArtwork(show)} variant="podcast" />
          ))}
        </CardGrid>
      </Section>
    ),
    radio.length > 0 && (
      <Section key="radio" title={t('home.radioStations')} showAllHref="/radio" deferOffscreen>
        <CardGrid>
          {radio.map((item) => (
            <MediaCard key={item.id} title={item.name} subtitle={item.country ?? t('home.liveRadio')} href={`/radio/${item.id}`} artworkUrl={stationArtwork(item)} variant="station" />
          ))}
        </CardGrid>
      </Section>
    ),
  ].filter(Boolean);

  return (
    <Page>
      <PageTitle>{greeting}</PageTitle>
      {firstScreenOnly ? opening.slice(0, 1) : [...opening, ...below].slice(0, sectionLimit)}
    </Page>
  );
}
