/**
 * Tolerant readers: the server emits one canonical (snake_case) form of each field, but product §3 says
 * a client must also accept the alternative names. Each reader takes any object and returns the
 * first usable value, or null; fallback texts ("Unknown Artist", ...) are the screens' business.
 */
import type { TrackType } from './types.js';

type Loose = object;

function field(entity: Loose, key: string): unknown {
  return (entity as Record<string, unknown>)[key];
}

function firstString(entity: Loose, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = field(entity, key);
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

function firstNumber(entity: Loose, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = field(entity, key);
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  }
  return null;
}

function nameOf(value: unknown, key: 'name' | 'title'): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (value && typeof value === 'object') return firstString(value, key);
  return null;
}

// ---------------------------------------------------------------- tracks
export const trackId = (track: Loose): string | null => firstString(track, 'id', 'trackId');
export const trackTitle = (track: Loose): string | null => firstString(track, 'title', 'name', 'trackTitle');
/** Every credited artist with an id and a name, in order; empty when the track names one (or none). */
export function trackArtists(track: Loose): { id: string; name: string }[] {
  const listed = field(track, 'artists');
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((artist: unknown) => {
    if (!artist || typeof artist !== 'object') return [];
    const id = firstString(artist, 'id');
    const name = firstString(artist, 'name');
    return id && name ? [{ id, name }] : [];
  });
}

export const trackArtistName = (track: Loose): string | null => nameOf(field(track, 'artist'), 'name') ?? firstString(track, 'artistName');
export const trackArtistId = (track: Loose): string | null => {
  const artist = field(track, 'artist');
  return artist && typeof artist === 'object' ? firstString(artist, 'id') : null;
};
export const trackAlbumTitle = (track: Loose): string | null => nameOf(field(track, 'album'), 'title');
export const trackArtwork = (track: Loose): string | null =>
  firstString(track, 'artwork_url', 'artwork_path', 'artworkPath', 'coverUrl', 'artworkUrl');
export const trackAudioSource = (track: Loose): string | null => firstString(track, 'stream_url', 'storage_path');
export const trackDuration = (track: Loose): number | null => firstNumber(track, 'duration');
export const playCount = (item: Loose): number => firstNumber(item, 'play_count', 'plays', 'totalPlays') ?? 0;

/** Song unless stated; artist id "podcast" marks an episode and "radio" a station (product §3). */
export function trackKind(track: Loose): TrackType {
  const type = field(track, 'type');
  if (type === 'episode' || type === 'radio') return type;
  const artist = field(track, 'artist');
  const artistId = artist && typeof artist === 'object' ? field(artist, 'id') : undefined;
  if (artistId === 'podcast') return 'episode';
  if (artistId === 'radio') return 'radio';
  return 'song';
}

const trackAlbumId = (track: Loose): string | null => {
  const album = field(track, 'album');
  return album && typeof album === 'object' ? firstString(album, 'id') : null;
};
const trackNumberOf = (track: Loose): number | null => {
  const value = firstNumber(track, 'track_number');
  return value !== null && Number.isInteger(value) && value > 0 ? value : null;
};
const trackGenres = (track: Loose): string[] => {
  const genres = field(track, 'genres');
  return Array.isArray(genres) ? genres.filter((genre): genre is string => typeof genre === 'string' && genre !== '') : [];
};

/** A track with every product §3 alternative folded in: the one reading the screens and the player share. */
export interface TrackFields {
  id: string | null;
  type: TrackType;
  title: string | null;
  artistId: string | null;
  artistName: string | null;
  /** Every credited artist when there are several (else empty: `artistId`/`artistName` say it). */
  artists: { id: string; name: string }[];
  albumId: string | null;
  albumTitle: string | null;
  artworkUrl: string | null;
  duration: number | null;
  streamUrl: string | null;
  trackNumber: number | null;
  genres: string[];
}

export function readTrack(track: Loose): TrackFields {
  return {
    id: trackId(track),
    type: trackKind(track),
    title: trackTitle(track),
    artistId: trackArtistId(track),
    artistName: trackArtistName(track),
    artists: trackArtists(track).length > 1 ? trackArtists(track) : [],
    albumId: trackAlbumId(track),
    albumTitle: trackAlbumTitle(track),
    artworkUrl: trackArtwork(track),
    duration: trackDuration(track),
    streamUrl: trackAudioSource(track),
    trackNumber: trackNumberOf(track),
    genres: trackGenres(track),
  };
}

// ---------------------------------------------------------------- albums, playlists
/** An album's artist: an object with a name, or a plain string. */
export const albumArtistName = (album: Loose): string | null => nameOf(field(album, 'artist'), 'name') ?? firstString(album, 'artistName');
export const albumArtwork = (album: Loose): string | null => firstString(album, 'artwork_url', 'artwork_path', 'artworkUrl', 'coverUrl');

/** `track_count`, or `trackCount`, or the length of `tracks`. */
export function playlistTrackCount(playlist: Loose): number {
  const count = firstNumber(playlist, 'track_count', 'trackCount');
  if (count !== null) return count;
  const tracks = field(playlist, 'tracks');
  return Array.isArray(tracks) ? tracks.length : 0;
}

/** Public unless explicitly false. */
export const isPublicPlaylist = (playlist: Loose): boolean => field(playlist, 'is_public') !== false;

// ---------------------------------------------------------------- podcasts, episodes, radio
export const podcastArtwork = (podcast: Loose): string | null => firstString(podcast, 'artwork_url', 'artwork_path', 'artworkUrl');
export const episodeAudioUrl = (episode: Loose): string | null => firstString(episode, 'audio_url', 'audioUrl');
export const episodeArtwork = (episode: Loose): string | null => firstString(episode, 'artwork_url', 'artworkUrl');
export const episodePublishedDate = (episode: Loose): string | null => firstString(episode, 'published_date', 'publishedDate');
export const episodeSeason = (episode: Loose): number | null => firstNumber(episode, 'season_number', 'seasonNumber');
export const episodeNumber = (episode: Loose): number | null => firstNumber(episode, 'episode_number', 'episodeNumber');
export const stationStreamUrl = (station: Loose): string | null => firstString(station, 'stream_url', 'streamUrl');
export const stationArtwork = (station: Loose): string | null => firstString(station, 'artwork_url', 'artwork_path', 'artworkUrl');

// ---------------------------------------------------------------- favorite / download entries
/** The track of a favorite or download entry: its `track` field, or the entry itself. */
export function entryTrack<T extends Loose>(entry: Loose): T {
  const track = field(entry, 'track');
  return (track && typeof track === 'object' ? track : entry) as T;
}
export const entryCreatedAt = (entry: Loose): string | null => firstString(entry, 'created_at', 'createdAt');
