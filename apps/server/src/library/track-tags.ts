/**
 * What a library scan takes from a file's tags (music-metadata, headers and tags only, no decode):
 * title, track and album artists (every credited artist: track-credits.ts), compilations, disc and track numbers (a CD1/Disc 2 folder gives the
 * disc when the tags do not) and its subtitle, years, several genres, MusicBrainz ids, the embedded picture, and
 * ReplayGain/R128 loudness.
 */
import path from 'node:path';
import type { IAudioMetadata } from 'music-metadata';
import type { TrackLoudness } from '../repositories/catalogue-writes.js';
import { clean } from '../content/import/music-import.js';
import { loudnessFromTags } from '../content/import/track-loudness.js';
import { creditedArtists, discSubtitle } from './track-credits.js';

export const VARIOUS_ARTISTS = 'Various Artists';

const MIME: Record<string, string> = {
  '.mp3': 'audio/mpeg', '.flac': 'audio/flac', '.ogg': 'audio/ogg', '.oga': 'audio/ogg', '.opus': 'audio/ogg', '.wav': 'audio/wav', '.webm': 'audio/webm',
  '.m4a': 'audio/mp4', '.m4b': 'audio/mp4', '.mp4': 'audio/mp4', '.aac': 'audio/aac', '.aif': 'audio/aiff', '.aiff': 'audio/aiff', '.aifc': 'audio/aiff',
  '.wma': 'audio/x-ms-wma', '.ape': 'audio/x-ape', '.wv': 'audio/x-wavpack', '.mpc': 'audio/x-musepack', '.dsf': 'audio/x-dsf', '.dff': 'audio/x-dff', '.mka': 'audio/x-matroska', '.tta': 'audio/x-tta',
};

export const audioMime = (file: string) => MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** The type a library file is registered with: .m4a also holds ALAC, which browsers do not decode (transcode/transcoder.ts needsTranscode). */
export const libraryMime = (file: string, codec: string | null | undefined) => (/alac/i.test(codec ?? '') ? 'audio/mp4; codecs="alac"' : audioMime(file));

export interface TrackTags {
  title: string;
  /** The first credited artist: the track's artist where one artist is known. */
  artist: string;
  /** Every credited artist, in order (the first is `artist`). */
  artists: string[];
  albumArtist: string;
  album: string | null;
  compilation: boolean;
  trackNumber: number | null;
  discNumber: number | null;
  discSubtitle: string | null;
  year: number | null;
  genres: string[];
  duration: number;
  codec: string | null;
  mbRecordingId: string | null;
  mbAlbumId: string | null;
  picture: Buffer | null;
  loudness: TrackLoudness;
}

const DISC_FOLDER = /^(?:cd|disc|disk)\s*[-_ ]?\s*(\d{1,2})$/i;
const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const positive = (n: number | null | undefined, max: number) => (typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= max ? n : null);
const mbid = (value: string | undefined) => (value && MBID.test(value.trim()) ? value.trim().toLowerCase() : null);

/** The track's facts; null duration (no audio found) is the caller's "unreadable". */
export function trackTags(relative: string, metadata: IAudioMetadata, warn: (message: string) => void): TrackTags | null {
  const { common, format } = metadata;
  const duration = format.duration;
  if (!duration || !Number.isFinite(duration) || duration <= 0) return null;
  for (const [name, value] of [['title', common.title], ['artist', common.artist], ['album', common.album], ['album artist', common.albumartist]] as const) {
    // The parser reads bytes that are not UTF-8 as U+FFFD: the track keeps its tag, the scan says so.
    if (value?.includes('\uFFFD')) warn(`the ${name} tag is not valid UTF-8 (its bad bytes show as "\uFFFD")`);
  }
  const folders = relative.split('/').slice(0, -1);
  const discFolder = DISC_FOLDER.exec(folders.at(-1) ?? '');
  const compilation = common.compilation === true || clean(common.albumartist)?.toLowerCase() === VARIOUS_ARTISTS.toLowerCase();
  const credited = creditedArtists(common);
  const artist = credited[0] ?? clean(common.albumartist) ?? 'Unknown Artist';
  const albumArtist = clean(common.albumartist) ?? (compilation ? VARIOUS_ARTISTS : artist);
  const genres = (common.genre ?? []).flatMap((g) => g.split(/[;/]|\0/)).map((g) => g.trim().slice(0, 60)).filter(Boolean);
  const year = positive(common.originalyear ?? common.year, 2999) ?? positive(common.year, 2999);
  const picture = common.picture?.find((p) => p.type?.toLowerCase().includes('front')) ?? common.picture?.[0];
  return {
    title: clean(common.title) ?? path.basename(relative, path.extname(relative)),
    artist,
    artists: credited.length ? credited : [artist],
    albumArtist,
    album: clean(common.album),
    compilation,
    trackNumber: positive(common.track.no, 9999),
    discNumber: positive(common.disk.no, 999) ?? (discFolder ? Number(discFolder[1]) || null : null),
    discSubtitle: discSubtitle(metadata),
    year,
    genres: [...new Set(genres)].slice(0, 20),
    duration: Math.round(duration * 10) / 10,
    codec: format.codec ?? null,
    mbRecordingId: mbid(common.musicbrainz_recordingid),
    mbAlbumId: mbid(common.musicbrainz_albumid),
    picture: picture ? Buffer.from(picture.data) : null,
    loudness: loudnessFromTags(metadata.native, warn),
  };
}
