import type { StoredAlbum } from '@tangerine/offline-machine';
import { CardGrid, downloadIcon, EmptyState, MediaCard, MediaList, searchIcon, Section, useT } from '@tangerine/ui';
import type { PlayTracks } from './offline-home';
import { storedCount } from './stored-count';
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
  const t = useT();
  const library = useStoredLibrary();
  const found = library.albums.filter((album) => matchesStoredAlbum(album, text));
  const count = text.trim() === '' ? t('library.albumsHere', { count: library.albums.length }) : t('library.albumsOfHere', { found: found.length, total: library.albums.length });

  let body;
  if (!library.ready) body = null;
  else if (artistsTab) body = <Section title={t('library.artists')} unavailableReason={t('states.needsConnection')} />;
  else if (library.albums.length === 0) body = <EmptyState icon={downloadIcon} title={t('library.noneHere')} text={t('library.noneHereText')} />;
  else if (found.length === 0) body = <EmptyState icon={searchIcon} title={t('library.noneFound')} text={t('library.tryOther')} />;
  else if (view === 'list')
    body = (
      <MediaList
        label={t('library.albums')}
        entries={found.map((album) => ({
          id: album.albumId,
          title: album.title,
          href: `/album/${album.albumId}`,
          subtitle: [album.artistName, storedCount(t, album.trackIds.length)].filter(Boolean).join(' • '),
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
  const rest = library.ready && !artistsTab ? <Section title={t('library.notHere')} unavailableReason={t('states.needsConnection')} /> : null;
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
