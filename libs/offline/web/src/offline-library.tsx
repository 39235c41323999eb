import { NEEDS_CONNECTION_REASON, storedCountText, type StoredAlbum } from '@tangerine/offline-machine';
import { CardGrid, downloadIcon, EmptyState, MediaCard, MediaList, pluralize, searchIcon, Section } from '@tangerine/ui';
import type { PlayTracks } from './offline-home';
import { storedAlbumCard, useStoredLibrary } from './stored-library';

/** The same text search as online: album title or artist name, case-insensitive. */
export function matchesStoredAlbum(album: StoredAlbum, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle === '' || album.title.toLowerCase().includes(needle) || (album.artistName ?? '').toLowerCase().includes(needle);
}

/**
 * Your Albums without a network: the albums this device stores tracks of; the artists tab
 * and the albums not stored need the network.
 */
export function useOfflineLibrary({ text, view, artistsTab, play }: { text: string; view: 'grid' | 'list'; artistsTab: boolean; play: PlayTracks }) {
  const library = useStoredLibrary();
  const found = library.albums.filter((album) => matchesStoredAlbum(album, text));
  const count = text.trim() === '' ? `${pluralize(library.albums.length, 'album')} on this device` : `${pluralize(found.length, 'album')} of ${library.albums.length.toLocaleString('en-US')} on this device`;

  let body;
  if (!library.ready) body = null;
  else if (artistsTab) body = <Section title="Artists" unavailableReason={NEEDS_CONNECTION_REASON} />;
  else if (library.albums.length === 0) body = <EmptyState icon={downloadIcon} title="No albums on this device" text="Albums you download play here without a connection" />;
  else if (found.length === 0) body = <EmptyState icon={searchIcon} title="No albums found" text="Try a different search term" />;
  else if (view === 'list')
    body = (
      <MediaList
        label="Albums"
        entries={found.map((album) => ({
          id: album.albumId,
          title: album.title,
          href: `/album/${album.albumId}`,
          subtitle: [album.artistName, storedCountText(album.trackIds.length)].filter(Boolean).join(' • '),
          artworkUrl: album.artworkUrl,
        }))}
      />
    );
  else
    body = (
      <CardGrid>
        {found.map((album) => (
          <MediaCard key={album.albumId} headingLevel={2} {...storedAlbumCard(album, () => play(library.tracksOf(album.trackIds), 0))} />
        ))}
      </CardGrid>
    );
  // The albums not stored here are still in the library: say where they went.
  const rest = library.ready && !artistsTab ? <Section title="Albums not on this device" unavailableReason={NEEDS_CONNECTION_REASON} /> : null;
  return {
    count: library.ready ? count : undefined,
    body: (
      <>
        {body}
        {rest}
      </>
    ),
  };
}
