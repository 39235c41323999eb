import { albumArtistName, readTrack, trackDuration, type Track } from '@tangerine/api';

export const UNKNOWN_ARTIST = 'Unknown Artist';
export const VARIOUS_ARTISTS = 'Various Artists';

/** What a track row shows: libs/api's one reading of a track (product §3) with the screens' fallbacks. */
export interface TrackView {
  id: string;
  title: string;
  artistId: string | null;
  artistName: string;
  /** Every credited artist when there are several. */
  artists: { id: string; name: string }[];
  albumId: string | null;
  albumTitle: string | null;
  artworkUrl: string | null;
  duration: number | null;
}

export function toTrackView(track: Track): TrackView {
  const read = readTrack(track);
  return {
    id: read.id ?? '',
    title: read.title ?? 'Unknown Title',
    artistId: read.artistId,
    artistName: read.artistName ?? UNKNOWN_ARTIST,
    artists: read.artists,
    albumId: read.albumId,
    albumTitle: read.albumTitle,
    artworkUrl: read.artworkUrl,
    duration: read.duration,
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
export function totalMinutes(tracks: ReadonlyArray<Track>): number {
  const seconds = tracks.reduce<number>((sum, track) => sum + (trackDuration(track) ?? 0), 0);
  return Math.round(seconds / 60);
}
