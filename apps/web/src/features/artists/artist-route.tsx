import { useQuery } from '@tanstack/react-query';
import { albumArtwork, type ArtistDetail } from '@tangerine/api';
import { artistIcon, CardGrid, DetailHeader, EmptyState, Link, LoadingState, MediaCard, Menu, Page, Panel, radioIcon, Section, TagList, textTags, useT } from '@tangerine/ui';
import { useParams } from 'react-router-dom';
import { artistQueries } from '../../api/artist-queries';
import { TrackTable, useInstantMix, usePlayTracks } from '../../lib/track-actions';

/** product §9: the artist page's "Popular" shows 5 top tracks. */
export const POPULAR_TRACKS = 5;

function ArtistPage({ artist }: { artist: ArtistDetail }) {
  const t = useT();
  const play = usePlayTracks();
  const instantMix = useInstantMix();
  const popular = artist.top_tracks.slice(0, POPULAR_TRACKS);
  const socials = Object.entries(artist.socials);
  return (
    <Page>
      <DetailHeader
        artworkUrl={artist.image_url}
        artworkShape="round"
        label={t('artists.label')}
        title={artist.name}
        description={
          artist.genres.length > 0 && (
            <TagList label={t('artists.genres')} tags={textTags(artist.genres)} />
          )
        }
        onPlay={() => play(artist.top_tracks, 0)}
        playDisabled={artist.top_tracks.length === 0}
        actions={<Menu label={t('menu.moreOptions', { title: artist.name })} items={[{ id: 'instant-mix', label: t('menu.instantMix'), icon: radioIcon, onSelect: () => void instantMix({ kind: 'artist', id: artist.id }) }]} />}
      />
      {popular.length > 0 && (
        <Section title={t('artists.popular')}>
          <TrackTable label={t('artists.popular')} rows={popular.map((track) => ({ track }))} columns={['album']} showArtwork onPlay={(index) => play(popular, index)} />
        </Section>
      )}
      {artist.albums.length > 0 && (
        <Section title={t('artists.albums')}>
          <CardGrid>
            {artist.albums.map((album) => (
              <MediaCard
                key={album.id}
                title={album.title}
                subtitle={[album.year, t('artists.trackCount', { count: album.track_count })].filter((part) => part !== null).join(' • ')}
                href={`/album/${album.id}`}
                artworkUrl={albumArtwork(album)}
                variant="album"
              />
            ))}
          </CardGrid>
        </Section>
      )}
      {(artist.bio || socials.length > 0) && (
        <Panel title={t('artists.about')}>
          {artist.bio && <p>{artist.bio}</p>}
          {socials.length > 0 && (
            <TagList
              label={t('artists.social')}
              tags={socials.map(([network, url]) => ({
                key: network,
                content: (
                  <Link href={url} external>
                    {network}
                  </Link>
                ),
              }))}
            />
          )}
        </Panel>
      )}
    </Page>
  );
}

export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const artist = useQuery(artistQueries.detail(id));
  if (artist.isPending) return <LoadingState text={t('artists.loading')} />;
  if (!artist.data) return <EmptyState icon={artistIcon} title={t('artists.notFound')} />;
  return <ArtistPage artist={artist.data} />;
}
