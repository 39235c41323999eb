import { readTrack, type Track } from '@tangerine/api';
import { storedAlbums, storedCountText, storedLists, type StoredAlbum, type StoredList } from '@tangerine/offline-machine';
import { useMemo } from 'react';
import type { StoredTrack } from './device-store';
import { useDownloads } from './downloads-context';
import { downloadedLists } from './followed-lists';

/** What this device can play without a network, as the offline screens show it. */
export interface StoredLibrary {
  /** False until the stored list has been read once. */
  ready: boolean;
  /** The stored tracks, latest first. */
  tracks: Track[];
  albums: StoredAlbum[];
  lists: StoredList[];
  /** The stored tracks of these ids, in their order (ids not stored are left out). */
  tracksOf: (trackIds: readonly string[]) => Track[];
}

/** The stored tracks grouped into albums and the downloaded lists they belong to. */
export function storedLibrary(stored: readonly StoredTrack[], ready: boolean, lists = downloadedLists()): StoredLibrary {
  const byId = new Map(stored.map((entry) => [entry.trackId, entry.track]));
  const facts = stored.map((entry) => {
    const read = readTrack(entry.track);
    return { trackId: entry.trackId, albumId: read.albumId, albumTitle: read.albumTitle, artistName: read.artistName, artworkUrl: read.artworkUrl, trackNumber: read.trackNumber };
  });
  return {
    ready,
    tracks: stored.map((entry) => entry.track),
    albums: storedAlbums(facts),
    lists: storedLists(lists, (id) => byId.has(id)),
    tracksOf: (trackIds) => trackIds.flatMap((id) => byId.get(id) ?? []),
  };
}

export function useStoredLibrary(): StoredLibrary {
  const { stored, ready } = useDownloads();
  return useMemo(() => storedLibrary(stored, ready), [stored, ready]);
}

/** The page of a downloaded list ("album:ID", "playlist:ID", "my-playlist:ID"). */
export function listHref(listId: string): string {
  const [kind, ...rest] = listId.split(':');
  const id = encodeURIComponent(rest.join(':'));
  return kind === 'album' ? `/album/${id}` : kind === 'my-playlist' ? `/my-playlists/${id}` : `/playlist/${id}`;
}

/** Playlists only: downloaded albums show as albums. */
export const isPlaylistList = (list: StoredList) => !list.listId.startsWith('album:');

/** A stored album as a card ("2 songs on this device"); its play button plays what is stored of it. */
export function storedAlbumCard(album: StoredAlbum, onPlay: () => void) {
  return { variant: 'album' as const, title: album.title, subtitle: storedCountText(album.trackIds.length), href: `/album/${album.albumId}`, artworkUrl: album.artworkUrl, onPlay };
}
