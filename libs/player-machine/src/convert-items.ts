import {
  LIVE_RADIO,
  PODCAST_ARTIST_ID,
  RADIO_ARTIST_ID,
  RADIO_STATION_ALBUM,
  UNKNOWN_PODCAST_AUTHOR,
  UNKNOWN_TITLE,
} from './constants.js';
import { ARTWORK_FIELDS } from './normalize-track.js';
import type { PlayerTrack } from './player-track.js';
import { describe, isRecord, nonNegative, readId, readNames, readNumber, readString } from './read-fields.js';

/**
 * product §4: a radio station plays as a track-like item. Artist name is the country or "Live Radio",
 * album "Radio Station", duration 0 (live, no seek), stream from streamUrl (or stream_url).
 */
export function radioStationToTrack(station: unknown): PlayerTrack {
  if (!isRecord(station)) throw new TypeError(`Cannot play a radio station from ${describe(station)}.`);
  const id = readId(station, 'id', 'stationId', 'station_id');
  if (id === null) throw new TypeError('Cannot play a radio station without an id.');
  return {
    id,
    kind: 'radio',
    title: readString(station, 'name', 'title') ?? UNKNOWN_TITLE,
    artistId: RADIO_ARTIST_ID,
    artistName: readString(station, 'country') ?? LIVE_RADIO,
    albumId: null,
    albumTitle: RADIO_STATION_ALBUM,
    artworkUrl: readString(station, ...ARTWORK_FIELDS, 'image_url', 'imageUrl'),
    duration: 0,
    streamUrl: readString(station, 'streamUrl', 'stream_url'),
    genres: readNames(station, 'genres', 'genre'),
    trackNumber: null,
    stationId: id,
  };
}

/**
 * product §4: a podcast episode plays as a track-like item. Artist name is the podcast's author or
 * "Unknown", album is the podcast title, stream from audioUrl (or audio_url); the artist id is the
 * "podcast" marker and the album id is the podcast id.
 */
export function podcastEpisodeToTrack(episode: unknown, podcast?: unknown): PlayerTrack {
  if (!isRecord(episode)) throw new TypeError(`Cannot play a podcast episode from ${describe(episode)}.`);
  const id = readId(episode, 'id', 'episodeId', 'episode_id');
  if (id === null) throw new TypeError('Cannot play a podcast episode without an id.');
  const show = isRecord(podcast) ? podcast : {};
  const podcastId = readId(show, 'id') ?? readId(episode, 'podcastId', 'podcast_id');
  const episodeNumber = readNumber(episode, 'episodeNumber', 'episode_number');
  const track: PlayerTrack = {
    id,
    kind: 'podcast',
    title: readString(episode, 'title', 'name') ?? UNKNOWN_TITLE,
    artistId: PODCAST_ARTIST_ID,
    artistName: readString(show, 'author') ?? UNKNOWN_PODCAST_AUTHOR,
    albumId: podcastId,
    albumTitle: readString(show, 'title', 'name'),
    artworkUrl: readString(episode, ...ARTWORK_FIELDS) ?? readString(show, ...ARTWORK_FIELDS, 'image_url'),
    duration: nonNegative(readNumber(episode, 'duration')),
    streamUrl: readString(episode, 'audioUrl', 'audio_url', 'stream_url', 'streamUrl'),
    genres: readNames(show, 'categories', 'genres'),
    trackNumber: episodeNumber !== null && Number.isInteger(episodeNumber) && episodeNumber > 0 ? episodeNumber : null,
    episodeId: id,
  };
  if (podcastId !== null) track.podcastId = podcastId;
  return track;
}
