import { useQuery } from '@tanstack/react-query';
import { albumArtistName, albumArtwork, type Album } from '@tangerine/api';
import { albumIcon, CardGrid, ChipGroup, EmptyState, LoadingState, MediaCard, MediaList, Page, PageHead, pluralize, searchIcon, SearchInput, ViewToggle } from '@tangerine/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { albumQueries } from '../../api/album-queries';
import { useOfflineLibrary, useOnline } from '@tangerine/offline-web';
import { albumSubtitle, usePlayTracks } from '../../lib/track-actions';
import { LikedSongs } from './liked-songs';

export type LibraryTab = 'all' | 'albums' | 'artists' | 'liked';
const TABS = [
  { value: 'all', label: 'All' },
  { value: 'albums', label: 'Albums' },
  { value: 'artists', label: 'Artists' },
  { value: 'liked', label: 'Liked Songs' },
] as const;

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
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function AlbumList({ albums, view }: { albums: ReadonlyArray<Album>; view: 'grid' | 'list' }) {
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
      label="Albums"
      entries={albums.map((album) => ({
        id: album.id,
        title: album.title,
        href: `/album/${album.id}`,
        subtitle: [albumSubtitle(album), album.year, pluralize(album.track_count, 'song')].filter((part) => part !== null).join(' • '),
        artworkUrl: albumArtwork(album),
      }))}
    />
  );
}

/** /library ("Your Albums"), `?filter=albums|artists` preselects a tab; offline, the albums this device stores. */
export function Component() {
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
  else if (library.isPending) body = <LoadingState text="Loading your albums..." />;
  else if (library.isError) body = <EmptyState icon={albumIcon} title="No albums found" text={library.error.message} />;
  else if (albums.length === 0)
    body = <EmptyState icon={albumIcon} title="No albums yet" text="Import albums from a music provider or add them manually in the admin panel." />;
  else if (found.length === 0) body = <EmptyState icon={searchIcon} title="No albums found" text="Try a different search term" />;
  else if (tab === 'artists')
    body = (
      <CardGrid>
        {artists.map((artist) => (
          <MediaCard key={artist.id} title={artist.name} subtitle={pluralize(artist.albums, 'album')} href={`/artist/${artist.id}`} artworkUrl={null} variant="artist" headingLevel={2} />
        ))}
      </CardGrid>
    );
  else body = <AlbumList albums={found} view={view} />;

  return (
    <Page>
      <PageHead
        title="Your Albums"
        count={
          !online ? offline.count : library.data && (
            <>
              {text.trim() === '' ? pluralize(albums.length, 'album') : `${pluralize(found.length, 'album')} of ${albums.length.toLocaleString('en-US')}`}
              {tab === 'artists' && ` • ${pluralize(artists.length, 'artist')}`}
            </>
          )
        }
        actions={<ViewToggle value={view} onChange={setView} />}
      />
      <ChipGroup label="Library" options={TABS} value={tab} onChange={chooseTab} />
      <SearchInput label="Search your albums" size="md" compact placeholder="Search by album or artist" value={text} onValueChange={setText} onClear={() => setText('')} />
      {body}
    </Page>
  );
}
