import type { ApiAlbum, ApiArtist, ApiEpisode, ApiPlaylist, ApiPodcast, ApiRadioStation, ApiTrack } from '../contract.js';
import type { UrlSigner } from '../media/signing.js';
import { parseList } from './json.js';
import { unavailableReason } from '../transcode/availability.js';

/** Row shapes the read queries select, and their mapping to the contract's canonical fields. */
export const artworkUrl = (fileId: number | null | undefined): string | null => (fileId ? `/api/v1/media/artwork/${fileId}` : null);

export interface TrackRow {
  id: number;
  title: string;
  duration: number;
  track_number: number | null;
  disc_number?: number | null;
  disc_subtitle?: string | null;
  /** Credited artists as JSON text `[[id, name], ...]` (catalogue.ts creditsColumn). */
  credits?: string | null;
  /** Selected only when the server has no ffmpeg (catalogue.ts trackSelect). */
  audio_mime?: string | null;
  genres: string;
  audio_file_id: number | null;
  artwork_file_id: number | null;
  artist_id: number;
  artist_name: string | null;
  album_id: number | null;
  album_title: string | null;
  album_artwork_file_id: number | null;
  track_loudness?: number | null;
  track_peak?: number | null;
  album_loudness?: number | null;
  album_peak?: number | null;
  loudness_source?: string | null;
  encoder_delay?: number | null;
  encoder_padding?: number | null;
  sample_rate?: number | null;
}

const LOUDNESS_SOURCES = ['replaygain', 'r128', 'measured'] as const;
const numberOrSkip = (value: number | null | undefined) => (value === null || value === undefined ? undefined : Number(value));

/** Loudness and gapless fields, present only when the import stored them. */
function audioFacts(row: TrackRow): Pick<ApiTrack, 'loudness' | 'gapless'> {
  const facts: Pick<ApiTrack, 'loudness' | 'gapless'> = {};
  const source = LOUDNESS_SOURCES.find((s) => s === row.loudness_source);
  if (source) {
    const loudness = { source, track_lufs: numberOrSkip(row.track_loudness), track_peak: numberOrSkip(row.track_peak), album_lufs: numberOrSkip(row.album_loudness), album_peak: numberOrSkip(row.album_peak) };
    facts.loudness = Object.fromEntries(Object.entries(loudness).filter(([, v]) => v !== undefined)) as typeof loudness;
  }
  if (row.encoder_delay != null && row.encoder_padding != null && row.sample_rate) facts.gapless = { encoder_delay: row.encoder_delay, encoder_padding: row.encoder_padding, sample_rate: row.sample_rate };
  return facts;
}

const unavailable = (mime: string | null | undefined): { unavailable_reason?: string } => {
  const reason = unavailableReason(mime);
  return reason ? { unavailable_reason: reason } : {};
};

/** Several credited artists, each a link; one artist is `artist` alone. */
function credited(credits: string | null | undefined): Pick<ApiTrack, 'artists'> {
  if (!credits) return {};
  try {
    const pairs: unknown = JSON.parse(credits);
    if (!Array.isArray(pairs) || pairs.length < 2) return {};
    return { artists: pairs.filter((p): p is [number, string] => Array.isArray(p) && typeof p[1] === 'string').map(([id, name]) => ({ id: String(id), name })) };
  } catch {
    return {};
  }
}

export function toTrack(row: TrackRow, signer: UrlSigner): ApiTrack {
  return {
    id: String(row.id),
    title: row.title,
    type: 'song',
    artist: row.artist_name === null ? null : { id: String(row.artist_id), name: row.artist_name },
    album: row.album_id === null || row.album_title === null ? null : { id: String(row.album_id), title: row.album_title },
    artwork_url: artworkUrl(row.artwork_file_id ?? row.album_artwork_file_id),
    duration: Number(row.duration),
    track_number: row.track_number,
    ...(row.disc_number !== undefined ? { disc_number: row.disc_number } : {}),
    ...(row.disc_subtitle ? { disc_subtitle: row.disc_subtitle } : {}),
    ...credited(row.credits),
    genres: parseList(row.genres),
    stream_url: row.audio_file_id ? signer.sign('audio', row.audio_file_id) : '',
    ...unavailable(row.audio_mime),
    ...audioFacts(row),
  };
}

export interface AlbumRow {
  id: number;
  title: string;
  year: number | null;
  description: string | null;
  artwork_file_id: number | null;
  genres: string;
  artist_id: number;
  artist_name: string | null;
  track_count: number | string | null;
}

export function toAlbum(row: AlbumRow): ApiAlbum {
  return {
    id: String(row.id),
    title: row.title,
    artist: row.artist_name === null ? null : { id: String(row.artist_id), name: row.artist_name },
    artwork_url: artworkUrl(row.artwork_file_id),
    year: row.year,
    description: row.description,
    track_count: Number(row.track_count),
    genres: parseList(row.genres),
  };
}

export interface ArtistRow {
  id: number;
  name: string;
  image_file_id: number | null;
  genres: string;
}

export function toArtist(row: ArtistRow): ApiArtist {
  return { id: String(row.id), name: row.name, image_url: artworkUrl(row.image_file_id), genres: parseList(row.genres) };
}

export interface PlaylistRow {
  id: number;
  title: string;
  description: string | null;
  image_file_id: number | null;
  is_public: number;
  type: string;
  track_count: number | string | null;
}

export function toPlaylist(row: PlaylistRow): ApiPlaylist {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    image_url: artworkUrl(row.image_file_id),
    track_count: Number(row.track_count),
    is_public: row.is_public !== 0,
    type: row.type,
  };
}

export interface PodcastRow {
  id: number;
  title: string;
  author: string | null;
  description: string | null;
  artwork_file_id: number | null;
  categories: string;
  language: string | null;
  episode_count: number | string | null;
}

export function toPodcast(row: PodcastRow): ApiPodcast {
  return {
    id: String(row.id),
    title: row.title,
    author: row.author,
    description: row.description,
    artwork_url: artworkUrl(row.artwork_file_id),
    categories: parseList(row.categories),
    episode_count: Number(row.episode_count),
    language: row.language,
  };
}

export interface EpisodeRow {
  id: number;
  podcast_id: number;
  title: string;
  description: string | null;
  audio_file_id: number | null;
  audio_url: string | null;
  artwork_file_id: number | null;
  duration: number;
  published_at: string | null;
  season_number: number | null;
  episode_number: number | null;
}

export function toEpisode(row: EpisodeRow, signer: UrlSigner): ApiEpisode {
  const audioUrl = row.audio_file_id ? signer.sign('audio', row.audio_file_id) : (row.audio_url ?? '');
  return {
    id: String(row.id),
    podcast_id: String(row.podcast_id),
    title: row.title,
    description: row.description,
    audio_url: audioUrl,
    audioUrl,
    artwork_url: artworkUrl(row.artwork_file_id),
    duration: Number(row.duration),
    published_date: row.published_at,
    season_number: row.season_number,
    episode_number: row.episode_number,
  };
}

export interface RadioRow {
  id: number;
  name: string;
  description: string | null;
  country: string | null;
  language: string | null;
  genres: string;
  artwork_file_id: number | null;
  stream_url: string | null;
  website: string | null;
  popularity: number;
}

export function toRadioStation(row: RadioRow, signer: UrlSigner, listeners: number): ApiRadioStation {
  const streamUrl = row.stream_url ?? signer.sign('radio', row.id);
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    country: row.country,
    language: row.language,
    genres: parseList(row.genres),
    artwork_url: artworkUrl(row.artwork_file_id),
    stream_url: streamUrl,
    streamUrl,
    website: row.website,
    popularity: row.popularity,
    listeners,
  };
}
