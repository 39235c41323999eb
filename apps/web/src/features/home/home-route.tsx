import { useQuery, useQueryClient } from '@tanstack/react-query';
import { albumArtwork, podcastArtwork, stationArtwork, trackArtwork, type Album, type Track } from '@tangerine/api';
import { greetingForHour } from '@tangerine/session';
import { CardGrid, IconButton, LoadingState, MediaCard, Page, PageTitle, Section } from '@tangerine/ui';
import { homeScreenQueries } from '../../api/home-screen-queries';
import { useEarlyQueriesHandOff } from '../../lib/early-queries';
import { HOME_LIMITS, leadCoverIndex } from './lead-cover';
import { albumSubtitle, toTrackView, usePlayTracks } from '../../lib/track-actions';


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
          artworkPriority={first && index === 0 ? 'high' : undefined}
        />
      ))}
    </CardGrid>
  );
}

function SongSection({ title, songs }: { title: string; songs: ReadonlyArray<Track> }) {
  const play = usePlayTracks();
  if (songs.length === 0) return null;
  return (
    <Section title={title} actions={<IconButton label={`Play ${title}`} icon="play" variant="brand" onClick={() => play(songs, 0)} />}>
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

export function HomeScreen({ now = new Date() }: { now?: Date }) {
  const queries = homeScreenQueries();
  // Opened at /, the shell started these already: the feed's first answer is this visit's.
  const [feedStartedEarly] = useEarlyQueriesHandOff(useQueryClient(), Object.values(queries).map((query) => query.queryKey));
  const feed = useQuery({ ...queries.feed, refetchOnMount: !feedStartedEarly });
  const playlists = useQuery(queries.playlists);
  const podcasts = useQuery(queries.podcasts);
  const stations = useQuery(queries.stations);
  const greeting = greetingForHour(now.getHours());

  // Featured Playlists comes first on the page: wait for it too, so it does not push the rest down.
  if (feed.isPending || playlists.isPending) {
    return (
      <Page>
        <PageTitle>{greeting}</PageTitle>
        <LoadingState text="Loading your music..." />
      </Page>
    );
  }

  const home = feed.data;
  const featured = (playlists.data?.playlists ?? []).slice(0, HOME_LIMITS.playlists);
  const leadCover = leadCoverIndex(featured);
  const latest = (home?.latest_songs ?? []).slice(0, HOME_LIMITS.songs);
  const shows = (podcasts.data ?? []).slice(0, HOME_LIMITS.podcasts);
  const radio = (stations.data ?? []).slice(0, HOME_LIMITS.stations);

  return (
    <Page>
      <PageTitle>{greeting}</PageTitle>
      {featured.length > 0 && (
        <Section title="Featured Playlists" showAllHref="/playlists">
          <CardGrid>
            {featured.map((playlist, index) => (
              <MediaCard
                key={playlist.id}
                title={playlist.title}
                subtitle={playlist.description ?? 'Playlist'}
                href={`/playlist/${playlist.id}`}
                artworkUrl={playlist.image_url}
                variant="playlist"
                // The first section is what the first screen shows (its cover art is 6-43 KB): load it at once, the first cover first.
                artworkLoading="eager"
                artworkPriority={index === leadCover ? 'high' : undefined}
              />
            ))}
          </CardGrid>
        </Section>
      )}
      {home && home.recently_added.length > 0 && (
        <Section title="Recently Added" showAllHref="/library">
          <AlbumCards albums={home.recently_added} first={featured.length === 0} />
        </Section>
      )}
      <SongSection title="Latest Songs" songs={latest} />
      {home && home.popular_albums.length > 0 && (
        <Section title="Popular Albums" showAllHref="/albums">
          <AlbumCards albums={home.popular_albums} />
        </Section>
      )}
      {home && home.trending_artists.length > 0 && (
        <Section title="Trending Artists" showAllHref="/artists">
          <CardGrid>
            {home.trending_artists.map((artist) => (
              <MediaCard key={artist.id} title={artist.name} subtitle={artist.genres[0] ?? 'Artist'} href={`/artist/${artist.id}`} artworkUrl={artist.image_url} variant="artist" />
            ))}
          </CardGrid>
        </Section>
      )}
      <SongSection title="Recently Played" songs={home?.recently_played ?? []} />
      {shows.length > 0 && (
        <Section title="Popular Podcasts" showAllHref="/podcasts">
          <CardGrid>
            {shows.map((show) => (
              <MediaCard key={show.id} title={show.title} subtitle={show.author ?? 'Podcast'} href={`/podcast/${show.id}`} artworkUrl={podcastArtwork(show)} variant="podcast" />
            ))}
          </CardGrid>
        </Section>
      )}
      {radio.length > 0 && (
        <Section title="Radio Stations" showAllHref="/radio">
          <CardGrid>
            {radio.map((item) => (
              <MediaCard key={item.id} title={item.name} subtitle={item.country ?? 'Live Radio'} href={`/radio/${item.id}`} artworkUrl={stationArtwork(item)} variant="station" />
            ))}
          </CardGrid>
        </Section>
      )}
    </Page>
  );
}

export function Component() {
  return <HomeScreen />;
}
