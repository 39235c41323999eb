import { useQuery } from '@tanstack/react-query';
import { albumArtwork, type SearchResult, type SearchType } from '@tangerine/api';
import { CardGrid, ChipGroup, EmptyState, LoadingState, MediaCard, Page, PageTitle, Pagination, searchIcon, SearchInput, Section, useT, type MessageId } from '@tangerine/ui';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_MIN_LENGTH, searchQueries } from '../../api/search-queries';
import { TrackTable, albumSubtitle, playlistCard } from '../../lib/track-actions';

const FILTERS: ReadonlyArray<{ value: SearchType; label: MessageId }> = [
  { value: '', label: 'search.all' },
  { value: 'song', label: 'search.song' },
  { value: 'album', label: 'search.album' },
  { value: 'artist', label: 'search.artist' },
  { value: 'playlist', label: 'search.playlist' },
];

function typeFrom(value: string | null): SearchType {
  return FILTERS.some((filter) => filter.value === value) ? (value as SearchType) : '';
}

function Results({ result, type }: { result: SearchResult; type: SearchType }) {
  const t = useT();
  return (
    <>
      {result.tracks.length > 0 && (
        <Section title={t('search.songs', { count: result.totals.tracks })}>
          <TrackTable label={t('search.songsLabel')} rows={result.tracks.map((track) => ({ track }))} columns={[]} showArtwork />
        </Section>
      )}
      {result.albums.length > 0 && (
        <Section title={t('search.albums', { count: result.totals.albums })}>
          <CardGrid>
            {result.albums.map((album) => (
              <MediaCard key={album.id} title={album.title} subtitle={albumSubtitle(album)} href={`/album/${album.id}`} artworkUrl={albumArtwork(album)} variant="album" />
            ))}
          </CardGrid>
        </Section>
      )}
      {result.artists.length > 0 && (
        <Section title={t('search.artists', { count: result.totals.artists })}>
          <CardGrid>
            {result.artists.map((artist) => (
              <MediaCard key={artist.id} title={artist.name} subtitle={artist.genres[0] ?? t('search.artist')} href={`/artist/${artist.id}`} artworkUrl={artist.image_url} variant="artist" />
            ))}
          </CardGrid>
        </Section>
      )}
      {type === 'playlist' && result.playlists.length > 0 && (
        <Section title={t('search.playlists', { count: result.totals.playlists })}>
          <CardGrid>
            {result.playlists.map((playlist) => (
              <MediaCard key={playlist.id} {...playlistCard(playlist)} />
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}

/** How long the address waits for the typing to pause before it takes the field's text. */
const ADDRESS_DEBOUNCE_MS = 250;

/**
 * The field's text: its own while the listener types (an address written back mid-word would drop
 * letters, the router renders a new address in a transition); the address follows it after a pause,
 * and only an address the field did not write (back/forward, a link) sets it.
 */
function useFieldText(q: string, write: (text: string) => void) {
  const [text, setText] = useState(q);
  const written = useRef(q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (q === written.current) return;
    clearTimeout(timer.current);
    written.current = q;
    setText(q);
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (value: string) => {
    clearTimeout(timer.current);
    written.current = value;
    write(value);
  };
  return {
    text,
    type(value: string) {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(value), ADDRESS_DEBOUNCE_MS);
    },
    clear() {
      setText('');
      commit('');
    },
  };
}

/** /search?q=&type=&page=: the query lives in the URL so back and reload keep it. */
export function Component() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const field = useFieldText(q, (text) => update({ q: text }, true));
  const type = typeFrom(params.get('type'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const deferred = useDeferredValue(q);
  const searching = deferred.trim().length >= SEARCH_MIN_LENGTH;
  const results = useQuery(searchQueries.results(deferred, page, type));

  function update(next: { q?: string; type?: SearchType; page?: number }, replace: boolean) {
    const query: Record<string, string> = {};
    const nextQ = next.q ?? field.text;
    const nextType = next.type ?? type;
    const nextPage = next.page ?? 1;
    if (nextQ !== '') query['q'] = nextQ;
    if (nextType !== '') query['type'] = nextType;
    if (nextPage > 1) query['page'] = String(nextPage);
    setParams(query, { replace });
  }

  const filters = FILTERS.map((filter) => ({ value: filter.value, label: t(filter.label) }));
  let body;
  if (!searching) {
    body = <EmptyState icon={searchIcon} title={t('search.emptyTitle')} text={t('search.emptyText')} />;
  } else if (!results.data) {
    body = results.isError ? <EmptyState icon={searchIcon} title={t('search.noResults', { query: deferred.trim() })} /> : <LoadingState text={t('search.searching')} />;
  } else if (results.data.total === 0) {
    body = <EmptyState icon={searchIcon} title={t('search.noResults', { query: results.data.query || deferred.trim() })} text={t('search.noResultsText')} />;
  } else {
    body = (
      <>
        <Results result={results.data} type={type} />
        {results.data.total_pages > 1 && <Pagination page={page} totalPages={results.data.total_pages} onPageChange={(next) => update({ page: next }, false)} />}
      </>
    );
  }

  return (
    <Page>
      <PageTitle>{t('search.title')}</PageTitle>
      <SearchInput
        label={t('search.title')}
        placeholder={t('search.placeholder')}
        value={field.text}
        autoFocus
        onValueChange={field.type}
        onClear={field.clear}
      />
      <ChipGroup label={t('search.filterLabel')} options={filters} value={type} onChange={(value) => update({ type: value }, false)} />
      <div aria-busy={searching && results.isFetching}>{body}</div>
    </Page>
  );
}
