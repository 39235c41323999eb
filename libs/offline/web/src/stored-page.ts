import type { Track } from '@tangerine/api';
import { useMemo } from 'react';
import { useStoredLibrary, type StoredLibrary } from './stored-library';

/** The detail routes that open offline with what this device stores of them. */
export type StoredPageKind = 'album' | 'playlist' | 'my-playlist' | 'song';

/** What an album, playlist or song page shows without a network. */
export interface StoredPage {
  /** "ALBUM", "PLAYLIST", "SONG". */
  label: string;
  title: string;
  /** The page's tracks stored on this device, in list order. */
  tracks: Track[];
  /** How many tracks the whole list has, when known (default: the stored ones). */
  totalTracks?: number;
  artistName?: string | null;
}

/** The stored part of a detail page, looked up by the route's id; null when this device stores none of it. */
export function storedPage(library: StoredLibrary, kind: StoredPageKind, id: string): StoredPage | null {
  if (kind === 'song') {
    const tracks = library.tracksOf([id]);
    return tracks[0] ? { label: 'SONG', title: tracks[0].title ?? '', tracks } : null;
  }
  if (kind === 'album') {
    const album = library.albums.find((item) => item.albumId === id);
    return album ? { label: 'ALBUM', title: album.title, artistName: album.artistName, tracks: library.tracksOf(album.trackIds) } : null;
  }
  const list = library.lists.find((item) => item.listId === `${kind}:${id}`);
  return list ? { label: 'PLAYLIST', title: list.title, totalTracks: list.totalTracks, tracks: library.tracksOf(list.storedTrackIds) } : null;
}

/** `storedPage` on this device's library; `ready` is false until the stored list has been read once. */
export function useStoredPage(kind: StoredPageKind, id: string): { ready: boolean; page: StoredPage | null } {
  const library = useStoredLibrary();
  return useMemo(() => ({ ready: library.ready, page: storedPage(library, kind, id) }), [library, kind, id]);
}
