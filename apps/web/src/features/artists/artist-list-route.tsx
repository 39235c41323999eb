import { useQuery } from '@tanstack/react-query';
import type { Artist } from '@tangerine/api';
import { artistIcon, CardGrid, ChipGroup, EmptyState, LoadingState, MediaCard, Page, PageHead, Pagination, Section, Text, useT } from '@tangerine/ui';
import { useSearchParams } from 'react-router-dom';
import { artistQueries } from '../../api/artist-queries';

/** product §9: the genre filter offers up to 12 genres. */
export const MAX_GENRES = 12;
const ALL = '';

/** The genres of the artists on this page, first seen first, at most 12. */
export function genresOf(artists: ReadonlyArray<Artist>): string[] {
  const genres: string[] = [];
  for (const artist of artists) {
    for (const genre of artist.genres) {
      if (!genres.includes(genre)) genres.push(genre);
      if (genres.length === MAX_GENRES) return genres;
    }
  }
  return genres;
}

/** /artists?page=&genre=: the whole catalogue's artists, filtered by a genre of the current page. */
export function Component() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const genre = params.get('genre') ?? ALL;
  // Unfiltered, the chips come from the page shown; filtered, the server filters (`genre=`) and the
  // chips stay those of the first page, with the chosen genre always among them.
  const filtered = genre !== ALL;
  const source = useQuery(artistQueries.list(filtered ? 1 : page));
  const results = useQuery({ ...artistQueries.list(page, genre), enabled: filtered });
  const list = filtered ? results : source;
  const shown = list.data?.artists ?? [];
  const genres = genresOf(source.data?.artists ?? []);
  if (filtered && !genres.includes(genre)) genres.push(genre);

  function update(next: { page?: number; genre?: string }) {
    const query: Record<string, string> = {};
    const nextPage = next.page ?? page;
    const nextGenre = next.genre ?? genre;
    if (nextPage > 1) query['page'] = String(nextPage);
    if (nextGenre !== ALL) query['genre'] = nextGenre;
    setParams(query);
  }

  const grid = (
    <CardGrid>
      {shown.map((artist) => (
        <MediaCard key={artist.id} title={artist.name} subtitle={artist.genres[0] ?? 'Artist'} href={`/artist/${artist.id}`} artworkUrl={artist.image_url} variant="artist" headingLevel={genre === ALL ? 2 : 3} />
      ))}
    </CardGrid>
  );

  return (
    <Page>
      <PageHead title={t('artists.title')} />
      {list.isPending ? (
        <LoadingState text={t('artists.loadingAll')} />
      ) : !filtered && shown.length === 0 ? (
        <EmptyState icon={artistIcon} title={t('artists.none')} text={t('artists.noneText')} />
      ) : (
        <>
          <ChipGroup
            label={t('artists.genre')}
            options={[{ value: ALL, label: t('artists.all') }, ...genres.map((value) => ({ value, label: value }))]}
            value={genre}
            onChange={(value) => update({ genre: value, page: 1 })}
          />
          {genre === ALL ? (
            grid
          ) : (
            <Section title={t('artists.ofGenre', { genre })}>
              <Text $muted>{t('artists.count', { count: list.data?.total ?? shown.length })}</Text>
              {grid}
            </Section>
          )}
          {list.data && list.data.total_pages > 1 && (
            <Pagination page={page} totalPages={list.data.total_pages} onPageChange={(next) => update({ page: next })} />
          )}
        </>
      )}
    </Page>
  );
}
