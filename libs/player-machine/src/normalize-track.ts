import { PODCAST_ARTIST_ID, RADIO_ARTIST_ID, UNKNOWN_ARTIST, UNKNOWN_TITLE } from './constants.js';
import type { PlayerTrack, TrackKind } from './player-track.js';
import {
  describe,
  isRecord,
  nonNegative,
  readId,
  readNames,
  readNumber,
  readRecord,
  readString,
  type Fields,
} from './read-fields.js';

/** product §3: artwork may sit in any of these fields. */
export const ARTWORK_FIELDS = ['artwork_url', 'artwork_path', 'artworkPath', 'coverUrl', 'artworkUrl'] as const;

const KIND_ALIASES: Record<string, TrackKind> = {
  song: 'song',
  track: 'song',
  music: 'song',
  podcast: 'podcast',
  episode: 'podcast',
  radio: 'radio',
  station: 'radio',
};

/**
 * Turns any track-shaped API object (catalogue track, trending item, favorite or download entry,
 * or an already normalised PlayerTrack) into a PlayerTrack. Throws a TypeError naming the problem
 * when the value is not an object or has no id.
 */
export function normalizeTrack(raw: unknown): PlayerTrack {
  if (!isRecord(raw)) throw new TypeError(`Cannot read a track from ${describe(raw)}.`);
  const source = unwrapEntry(raw);
  const id = readId(source, 'id', 'trackId', 'track_id');
  if (id === null) throw new TypeError('Cannot read a track without an id (id or trackId).');

  const artist = readRecord(source, 'artist');
  const album = readRecord(source, 'album');
  const artistId = (artist && readId(artist, 'id')) ?? readId(source, 'artistId', 'artist_id');
  const albumId = (album && readId(album, 'id')) ?? readId(source, 'albumId', 'album_id');
  const kind = readKind(source, artistId);

  const track: PlayerTrack = {
    id,
    kind,
    title: readString(source, 'title', 'name', 'trackTitle', 'track_title') ?? UNKNOWN_TITLE,
    artistId,
    artistName:
      (artist && readString(artist, 'name')) ??
      readString(source, 'artistName', 'artist_name', 'artist') ??
      UNKNOWN_ARTIST,
    albumId,
    albumTitle:
      (album && readString(album, 'title', 'name')) ??
      readString(source, 'albumTitle', 'album_title', 'albumName', 'album_name', 'album'),
    artworkUrl: readString(source, ...ARTWORK_FIELDS) ?? (album && readString(album, ...ARTWORK_FIELDS)),
    duration: kind === 'radio' ? 0 : nonNegative(readNumber(source, 'duration')),
    streamUrl: readString(source, 'stream_url', 'streamUrl', 'storage_path', 'storagePath', 'audioUrl', 'audio_url'),
    genres: readNames(source, 'genres', 'genre'),
    trackNumber: readTrackNumber(source),
  };

  const plays = readNumber(source, 'plays', 'totalPlays', 'total_plays', 'playCount', 'play_count');
  if (plays !== null) track.plays = plays;
  if (kind === 'podcast') {
    const podcastId = readId(source, 'podcastId', 'podcast_id') ?? albumId;
    if (podcastId !== null) track.podcastId = podcastId;
    track.episodeId = readId(source, 'episodeId', 'episode_id') ?? id;
  }
  if (kind === 'radio') track.stationId = readId(source, 'stationId', 'station_id') ?? id;
  return track;
}

/** Favorite and download entries wrap their track in a `track` field (product §3). */
function unwrapEntry(raw: Fields): Fields {
  const inner = readRecord(raw, 'track');
  const hasOwnTitle = readString(raw, 'title', 'name', 'trackTitle', 'track_title') !== null;
  return inner && !hasOwnTitle ? inner : raw;
}

function readKind(source: Fields, artistId: string | null): TrackKind {
  if (artistId === PODCAST_ARTIST_ID) return 'podcast';
  if (artistId === RADIO_ARTIST_ID) return 'radio';
  const declared = readString(source, 'kind', 'type');
  return (declared === null ? undefined : KIND_ALIASES[declared.toLowerCase()]) ?? 'song';
}

function readTrackNumber(source: Fields): number | null {
  const value = readNumber(source, 'track_number', 'trackNumber');
  return value !== null && Number.isInteger(value) && value > 0 ? value : null;
}
