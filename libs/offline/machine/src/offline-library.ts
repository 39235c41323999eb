/**
 * What the offline screens show: the albums and lists whose tracks this device stores,
 * and why an item cannot play without a network. Pure: the app reads the facts from its stored
 * tracks, its remembered lists and its player queue.
 */

/** A row that does not play offline because its audio is not on this device. */
export const NOT_DOWNLOADED_REASON = 'Not downloaded: unavailable offline';
/** A live station streams from the network only. */
export const LIVE_OFFLINE_REASON = 'Live radio: unavailable offline';
/** A screen part that only the network can fill (charts, featured lists, podcasts, radio). */
export const NEEDS_CONNECTION_REASON = 'Needs a connection: unavailable offline';

/** What the offline screens need of one stored track. */
export interface StoredTrackFacts {
  trackId: string;
  albumId: string | null;
  albumTitle: string | null;
  artistName: string | null;
  artworkUrl: string | null;
  /** Its number on the album (the album plays in this order); null when unknown. */
  trackNumber?: number | null;
}

export interface StoredAlbum {
  albumId: string;
  title: string;
  artistName: string | null;
  artworkUrl: string | null;
  /** Its stored tracks, by track number (unknown numbers last, in the order given). */
  trackIds: string[];
}

const byTrackNumber = (a: StoredTrackFacts, b: StoredTrackFacts) => (a.trackNumber ?? Number.MAX_SAFE_INTEGER) - (b.trackNumber ?? Number.MAX_SAFE_INTEGER);

/** The albums of the stored tracks, in the order their first track comes (tracks without an album are left out). */
export function storedAlbums(tracks: readonly StoredTrackFacts[]): StoredAlbum[] {
  const groups = new Map<string, StoredTrackFacts[]>();
  for (const track of tracks) if (track.albumId) groups.set(track.albumId, [...(groups.get(track.albumId) ?? []), track]);
  return [...groups].map(([albumId, members]) => {
    const first = members[0] as StoredTrackFacts;
    return {
      albumId,
      title: first.albumTitle ?? 'Unknown Album',
      artistName: first.artistName,
      artworkUrl: members.find((track) => track.artworkUrl)?.artworkUrl ?? null,
      trackIds: [...members].sort(byTrackNumber).map((track) => track.trackId),
    };
  });
}

/** An album or playlist downloaded as a whole, as the device remembers it. */
export interface DownloadedList {
  /** "album:ID", "playlist:ID", "my-playlist:ID". */
  listId: string;
  title: string;
  trackIds: readonly string[];
}

export interface StoredList {
  listId: string;
  title: string;
  /** The list's tracks stored here, in list order. */
  storedTrackIds: string[];
  totalTracks: number;
}

/** The downloaded lists with at least one track stored here. */
export function storedLists(lists: readonly DownloadedList[], isStored: (trackId: string) => boolean): StoredList[] {
  return lists.flatMap((list) => {
    const storedTrackIds = list.trackIds.filter(isStored);
    return storedTrackIds.length > 0 ? [{ listId: list.listId, title: list.title, storedTrackIds, totalTracks: list.trackIds.length }] : [];
  });
}

/** "12 songs on this device", or "3 of 12 songs on this device" while part of the list is stored. */
export function storedCountText(stored: number, total: number = stored): string {
  const songs = `${total.toLocaleString('en-US')} ${total === 1 ? 'song' : 'songs'}`;
  return stored >= total ? `${songs} on this device` : `${stored.toLocaleString('en-US')} of ${songs} on this device`;
}

/** One entry of the player's queue, as far as playing offline goes. */
export interface QueueEntryFacts {
  kind: 'song' | 'episode' | 'radio';
  id: string;
}

/** Why an entry cannot play now, or null when it can (always online; offline only what is stored). */
export function offlineReason(entry: QueueEntryFacts, online: boolean, isStored: (trackId: string) => boolean): string | null {
  if (online) return null;
  if (entry.kind === 'radio') return LIVE_OFFLINE_REASON;
  return entry.kind === 'song' && isStored(entry.id) ? null : NOT_DOWNLOADED_REASON;
}
