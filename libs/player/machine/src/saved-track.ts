import { UNKNOWN_ARTIST, UNKNOWN_TITLE } from './constants.js';
import type { LoudnessFacts } from './audio-rules/normalization.js';
import type { GaplessTrim, PlayerTrack, TrackKind } from './player-track.js';

const LOUDNESS_KEYS = ['trackLufs', 'trackPeak', 'albumLufs', 'albumPeak'] as const;

export type Fields = Record<string, unknown>;

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const OPTIONAL_IDS = ['podcastId', 'episodeId', 'stationId'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Sessions saved before the player took the contract's vocabulary called an episode 'podcast'. */
function kindOf(value: unknown): TrackKind {
  if (value === 'episode' || value === 'podcast') return 'episode';
  return value === 'radio' ? 'radio' : 'song';
}

/**
 * A queue item as `persistState` saved it (the machine's own PlayerTrack, read back from storage):
 * fields that are missing or of the wrong type get their defaults. Throws a TypeError naming the
 * problem when the item is not an object or has no string id.
 */
export function readSavedTrack(value: unknown): PlayerTrack {
  if (!isRecord(value)) throw new TypeError(`Cannot read a saved track from ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}.`);
  const id = text(value['id']);
  if (id === null) throw new TypeError('Cannot read a saved track without an id.');
  const kind = kindOf(value['kind']);
  const { duration, trackNumber, genres } = value;
  const track: PlayerTrack = {
    id,
    kind,
    title: text(value['title']) ?? UNKNOWN_TITLE,
    artistId: text(value['artistId']),
    artistName: text(value['artistName']) ?? UNKNOWN_ARTIST,
    albumId: text(value['albumId']),
    albumTitle: text(value['albumTitle']),
    artworkUrl: text(value['artworkUrl']),
    duration: kind !== 'radio' && typeof duration === 'number' && duration > 0 && duration < Infinity ? duration : 0,
    streamUrl: text(value['streamUrl']),
    genres: Array.isArray(genres) ? genres.filter((genre): genre is string => typeof genre === 'string') : [],
    trackNumber: typeof trackNumber === 'number' && Number.isInteger(trackNumber) && trackNumber > 0 ? trackNumber : null,
  };
  for (const key of OPTIONAL_IDS) {
    const optional = text(value[key]);
    if (optional !== null) track[key] = optional;
  }
  const loudness = readLoudness(value['loudness']);
  if (loudness) track.loudness = loudness;
  const gapless = readGapless(value['gapless']);
  if (gapless) track.gapless = gapless;
  if (value['autoplay'] === true) track.autoplay = true;
  return track;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Saved loudness facts: only finite numbers are kept; none at all is no loudness. */
function readLoudness(value: unknown): LoudnessFacts | null {
  if (!isRecord(value)) return null;
  const facts = Object.fromEntries(LOUDNESS_KEYS.filter((key) => finite(value[key])).map((key) => [key, value[key]])) as LoudnessFacts;
  return Object.keys(facts).length > 0 ? facts : null;
}

function readGapless(value: unknown): GaplessTrim | null {
  if (!isRecord(value)) return null;
  const { encoderDelay, encoderPadding, sampleRate } = value;
  const samples = (n: unknown): n is number => finite(n) && Number.isInteger(n) && n >= 0;
  return samples(encoderDelay) && samples(encoderPadding) && samples(sampleRate) && sampleRate > 0 ? { encoderDelay, encoderPadding, sampleRate } : null;
}
