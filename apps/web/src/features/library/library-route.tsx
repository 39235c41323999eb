import { useQuery } from '@tanstack/react-query';
import { albumArtistName, albumArtwork, type Album } from '@tangerine/api';
import { albumIcon, CardGrid, ChipGroup, compareNames, EmptyState, LoadingState, MediaCard, MediaList, Page, PageHead, searchIcon, SearchInput, ViewToggle, useT, type MessageId } from '@tangerine/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { albumQueries } from '../../api/album-queries';
import { useOfflineLibrary, useOnline } from '@tangerine/offline-web';
import { albumSubtitle, usePlayTracks } from '../../lib/track-actions';
import { errorText } from '../../lib/i18n/error-text';
import { LikedSongs } from './liked-songs';

export type LibraryTab = 'all' | 'albums' | 'artists' | 'liked';
const TABS = [
  { value: 'all', label: 'library.all' },
  { value: 'albums', label: 'library.albums' },
  { value: 'artists', label: 'library.artists' },
  { value: 'liked', label: 'library.liked' },
] as const satisfies ReadonlyArray<{ value: LibraryTab; label: MessageId }>;

function tabFrom(filter: string | null): LibraryTab {
  return filter === 'albums' || filter === 'artists' || filter === 'liked' ? filter : 'all';
}

/** Text search on album title or artist name, case-insensitive. */
export function matchesAlbum(album: Album, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return album.title.toLowerCase().includes(needle) || (albumArtistName(album) ?? '').toLowerCase().includes(needle);
}

interface LibraryArtist {
  id: string;
  name: string;
  albums: number;
}

function artistsOf(albums: ReadonlyArray<Album>): LibraryArtist[] {
  const byId = new Map<string, LibraryArtist>();
  for (const album of albums) {
    if (!album.artist) continue;
    const entry = byId.get(album.artist.id) ?? { id: album.artist.id, name: album.artist.name, albums: 0 };
    entry.albums += 1;
    byId.set(entry.id, entry);
  }
  return [...byId.values()].sort((a, b) => compareNames(a.name, b.name));
}

function AlbumList({ albums, view }: { albums: ReadonlyArray<Album>; view: 'grid' | 'list' }) {
  const t = useT();
  if (view === 'grid') {
    return (
      <CardGrid>
        {albums.map((album) => (
          <MediaCard key={album.id} title={album.title} subtitle={albumSubtitle(album)} href={`/album/${album.id}`} artworkUrl={albumArtwork(album)} variant="album" headingLevel={2} />
        ))}
      </CardGrid>
    );
  }
  return (
    <MediaList
      label={t('library.albums')}
      entries={albums.map((album) => ({
        id: album.id,
        title: album.title,
        href: `/album/${album.id}`,
        subtitle: [albumSubtitle(album), album.year, t('library.songCount', { count: album.track_count })].filter((part) => part !== null).join(' • '),
        artworkUrl: albumArtwork(album),
      }))}
    />
  );
}

/** /library ("Your Albums"), `?filter=albums|artists` preselects a tab; offline, the albums this device stores. */
export function Component() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('filter'));
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [text, setText] = useState('');
  const library = useQuery(albumQueries.library());
  const albums = useMemo(() => library.data ?? [], [library.data]);
  const found = useMemo(() => albums.filter((album) => matchesAlbum(album, text)), [albums, text]);
  const artists = useMemo(() => artistsOf(found), [found]);
  const online = useOnline();
  const offline = useOfflineLibrary({ text, view, artistsTab: tab === 'artists', play: usePlayTracks() });

  function chooseTab(next: LibraryTab) {
    setParams(next === 'all' ? {} : { filter: next }, { replace: true });
  }

  let body;
  if (!online) body = offline.body;
  else if (tab === 'liked') body = <LikedSongs text={text} />;
  else if (library.isPending) body = <LoadingState text={t('library.loading')} />;
  else if (library.isError) body = <EmptyState icon={albumIcon} title={t('library.noneFound')} text={errorText(library.error)} />;
  else if (albums.length === 0)
    body = <EmptyState icon={albumIcon} title={t('library.emptyTitle')} text={t('library.emptyText')} />;
  else if (found.length === 0) body = <EmptyState icon={searchIcon} title={t('library.noneFound')} text={t('library.tryOther')} />;
  else if (tab === 'artists')
    body = (
      <CardGrid>
        {artists.map((artist) => (
          <MediaCard key={artist.id} title={artist.name} subtitle={t('library.albumCount', { count: artist.albums })} href={`/artist/${artist.id}`} artworkUrl={null} variant="artist" headingLevel={2} />
        ))}
      </CardGrid>
    );
  else body = <AlbumList albums={found} view={view} />;

  return (
    <Page>
      <PageHead
        title={t('library.title')}
        count={
          !online ? offline.count : library.data && (
            <>
              {text.trim() === '' ? t('library.albumCount', { count: albums.length }) : t('library.albumsOf', { found: found.length, total: albums.length })}
              {tab === 'artists' && ` • ${t('library.artistCount', { count: artists.length })}`}
            </>
          )
        }
        actions={<ViewToggle value={view} onChange={setView} />}
      />
      <ChipGroup label={t('library.tabs')} options={TABS.map((option) => ({ value: option.value, label: t(option.label) }))} value={tab} onChange={chooseTab} />
      <SearchInput label={t('library.search')} size="md" compact placeholder={t('library.searchPlaceholder')} value={text} onValueChange={setText} onClear={() => setText('')} />
      {body}
    </Page>
  );
}
