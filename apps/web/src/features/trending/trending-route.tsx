import { useQuery } from '@tanstack/react-query';
import { albumArtwork, playCount, type TrendingPeriod } from '@tangerine/api';
import { CardGrid, ChipGroup, EmptyState, LoadingState, MediaCard, Page, PageTitle, Section, trendingIcon, useT, type MessageId } from '@tangerine/ui';
import { useSearchParams } from 'react-router-dom';
import { TRENDING_SCREEN_LIMITS, trendingQueries } from '../../api/trending-queries';
import { TrackTable, albumSubtitle } from '../../lib/track-actions';

const PERIODS: ReadonlyArray<{ value: TrendingPeriod; label: MessageId }> = [
  { value: 'today', label: 'trending.today' },
  { value: 'week', label: 'trending.week' },
  { value: 'month', label: 'trending.month' },
];

function periodFrom(value: string | null): TrendingPeriod {
  return value === 'week' || value === 'month' ? value : 'today';
}


/** /trending?period=: Top Tracks (100, ranked), Trending Artists (12), Hot Albums (12), with play counts. */
export function Component() {
  const t = useT();
  const plays = (count: number) => t('trending.plays', { count });
  const [params, setParams] = useSearchParams();
  const period = periodFrom(params.get('period'));
  const tracks = useQuery(trendingQueries.tracks(period, TRENDING_SCREEN_LIMITS.tracks));
  const artists = useQuery(trendingQueries.artists(TRENDING_SCREEN_LIMITS.artists, period));
  const albums = useQuery(trendingQueries.albums(TRENDING_SCREEN_LIMITS.albums, period));
  const loading = tracks.isPending || artists.isPending || albums.isPending;
  const empty = !loading && !tracks.data?.tracks.length && !artists.data?.artists.length && !albums.data?.albums.length;

  return (
    <Page>
      <PageTitle>{t('trending.title')}</PageTitle>
      <ChipGroup label={t('trending.period')} options={PERIODS.map((option) => ({ value: option.value, label: t(option.label) }))} value={period} onChange={(value) => setParams(value === 'today' ? {} : { period: value }, { replace: true })} />
      {loading ? (
        <LoadingState text={t('trending.loading')} />
      ) : empty ? (
        <EmptyState icon={trendingIcon} title={t('trending.emptyTitle')} text={t('trending.emptyText')} />
      ) : (
        <>
          {tracks.data && tracks.data.tracks.length > 0 && (
            <Section title={t('trending.topTracks')}>
              <TrackTable
                label={t('trending.topTracks')}
                rows={tracks.data.tracks.map((track) => ({ track, plays: playCount(track) }))}
                columns={['album', 'plays']}
                showArtwork
              />
            </Section>
          )}
          {artists.data && artists.data.artists.length > 0 && (
            <Section title={t('trending.artists')}>
              <CardGrid>
                {artists.data.artists.map((artist) => (
                  <MediaCard key={artist.id} title={artist.name} subtitle={plays(playCount(artist))} href={`/artist/${artist.id}`} artworkUrl={artist.image_url} variant="artist" />
                ))}
              </CardGrid>
            </Section>
          )}
          {albums.data && albums.data.albums.length > 0 && (
            <Section title={t('trending.hotAlbums')}>
              <CardGrid>
                {albums.data.albums.map((album) => (
                  <MediaCard
                    key={album.id}
                    title={album.title}
                    subtitle={`${albumSubtitle(album)} • ${plays(playCount(album))}`}
                    href={`/album/${album.id}`}
                    artworkUrl={albumArtwork(album)}
                    variant="album"
                  />
                ))}
              </CardGrid>
            </Section>
          )}
        </>
      )}
    </Page>
  );
}
