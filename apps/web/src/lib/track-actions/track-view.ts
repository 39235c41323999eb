import {
  albumArtistName,
  trackAlbumTitle,
  trackArtistId,
  trackArtistName,
  trackArtwork,
  trackDuration,
  trackId,
  trackTitle,
} from '@tangerine/api';

export const UNKNOWN_ARTIST = 'Unknown Artist';
export const VARIOUS_ARTISTS = 'Various Artists';

/** What a track row shows, read tolerantly from any track-like item (product §3). */
export interface TrackView {
  id: string;
  title: string;
  artistId: string | null;
  artistName: string;
  albumId: string | null;
  albumTitle: string | null;
  artworkUrl: string | null;
  duration: number | null;
}

function albumIdOf(track: object): string | null {
  const album = (track as { album?: unknown }).album;
  if (album && typeof album === 'object') {
    const id = (album as { id?: unknown }).id;
    return typeof id === 'string' && id !== '' ? id : null;
  }
  return null;
}

export function toTrackView(track: object): TrackView {
  return {
    id: trackId(track) ?? '',
    title: trackTitle(track) ?? 'Unknown Title',
    artistId: trackArtistId(track),
    artistName: trackArtistName(track) ?? UNKNOWN_ARTIST,
    albumId: albumIdOf(track),
    albumTitle: trackAlbumTitle(track),
    artworkUrl: trackArtwork(track),
    duration: trackDuration(track),
  };
}

/** An album's subtitle: its artist, or "Various Artists". */
export function albumSubtitle(album: object): string {
  return albumArtistName(album) ?? VARIOUS_ARTISTS;
}

/** A catalogue playlist's card: its description, or "Playlist", under the title; its page and cover. */
export function playlistCard(playlist: { id: string; title: string; description?: string | null; image_url?: string | null }) {
  return { title: playlist.title, subtitle: playlist.description ?? 'Playlist', href: `/playlist/${playlist.id}`, artworkUrl: playlist.image_url, variant: 'playlist' as const };
}

/** Artist ids that are not real artist pages (product §3: "podcast", "radio"). */
export function hasArtistPage(view: TrackView): view is TrackView & { artistId: string } {
  return view.artistId !== null && view.artistId !== 'podcast' && view.artistId !== 'radio';
}

/** Whole minutes of a list of durations, for "about n min" lines. */
export function totalMinutes(tracks: ReadonlyArray<object>): number {
  const seconds = tracks.reduce<number>((sum, track) => sum + (trackDuration(track) ?? 0), 0);
  return Math.round(seconds / 60);
}
