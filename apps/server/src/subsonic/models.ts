import { parseList } from '../repositories/json.js';
import { artId, idOf } from './ids.js';
import type { AlbumRow, ArtistRow, SongRow } from './queries.js';
import type { Payload } from './response.js';

const int = (value: unknown): number => Math.round(Number(value ?? 0)) || 0;
const suffixOf = (mime: string | null) => (mime === 'audio/mpeg' ? 'mp3' : mime?.split('/')[1]?.replace(/^x-/, '') ?? 'mp3');
const iso = (stamp: string | null | undefined) => (stamp ? new Date(stamp.includes('T') ? stamp : `${stamp.replace(' ', 'T')}Z`).toISOString() : undefined);

type ArtistRef = { id: string; name: string };

/** Several names as one line, as a sleeve prints them: "A", "A & B", "A, B & C". */
export const displayNames = (names: readonly string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`);

/** The credited artists of the row's credits column (`[[id, name], ...]`), or null when it lists none. */
function creditedArtists(credits: string | null | undefined): ArtistRef[] | null {
  if (!credits) return null;
  try {
    const pairs: unknown = JSON.parse(credits);
    const artists = Array.isArray(pairs) ? pairs.filter((p): p is [number, string] => Array.isArray(p) && typeof p[1] === 'string').map(([id, name]) => ({ id: idOf('artist', Number(id)), name })) : [];
    return artists.length ? artists : null;
  } catch {
    return null;
  }
}

/**
 * OpenSubsonic's artists of a song: every credited artist (the track's artist alone when it credits
 * none), the album's artist, and each as one display line. Always present, empty where there is none,
 * so an app knows the server gives them.
 */
function songArtists(row: SongRow): Payload & { displayArtist: string } {
  const artists = creditedArtists(row.credits) ?? [{ id: idOf('artist', row.artist_id), name: row.artist_name }];
  const albumArtists = row.album_artist_id !== null && row.album_artist_name !== null ? [{ id: idOf('artist', row.album_artist_id), name: row.album_artist_name }] : [];
  return { artists, displayArtist: displayNames(artists.map((a) => a.name)), albumArtists, displayAlbumArtist: albumArtists[0]?.name ?? '' };
}

/** A song as the schema's Child (with the OpenSubsonic fields). `starred` is the listener's like. */
export function toSong(row: SongRow, starred?: string): Payload {
  const genres = parseList(row.genres);
  const duration = int(row.duration);
  const size = int(row.size);
  const suffix = suffixOf(row.mime);
  const credits = songArtists(row);
  return {
    id: idOf('song', row.id),
    parent: row.album_id ? idOf('album', row.album_id) : idOf('artist', row.artist_id),
    isDir: false,
    title: row.title,
    album: row.album_title ?? undefined,
    // The one line older apps show: every credited artist, as displayArtist.
    artist: credits.displayArtist,
    track: row.track_number ?? undefined,
    year: row.year ?? row.album_year ?? undefined,
    genre: genres[0],
    coverArt: artId(row.artwork_file_id),
    size,
    contentType: row.mime ?? 'audio/mpeg',
    suffix,
    duration,
    bitRate: duration > 0 ? Math.round((size * 8) / duration / 1000) : 0,
    // The album's folder, as a library lays it out: every track of an album under its album artist (a guest's too).
    path: `${row.album_artist_name ?? row.artist_name}/${row.album_title ?? 'Singles'}/${row.title}.${suffix}`.replace(/[\\:*?"<>|]/g, '_'),
    playCount: int(row.play_count),
    discNumber: row.disc_number ?? undefined,
    created: iso(row.created_at),
    starred: iso(starred),
    albumId: row.album_id ? idOf('album', row.album_id) : undefined,
    artistId: idOf('artist', row.artist_id),
    type: 'music',
    mediaType: 'song',
    isVideo: false,
    genres: genres.map((name) => ({ name })),
    ...credits,
  };
}

export function toAlbum(row: AlbumRow, extra: Payload = {}): Payload {
  const genres = parseList(row.genres);
  return {
    id: idOf('album', row.id),
    name: row.title,
    artist: row.artist_name,
    artistId: idOf('artist', row.artist_id),
    coverArt: artId(row.artwork_file_id),
    songCount: int(row.song_count),
    duration: int(row.duration),
    created: iso(row.created_at),
    year: row.year ?? undefined,
    genre: genres[0],
    genres: genres.map((name) => ({ name })),
    // OpenSubsonic's album artists: an album has one ("Various Artists" for a compilation).
    artists: [{ id: idOf('artist', row.artist_id), name: row.artist_name }],
    displayArtist: row.artist_name,
    ...extra,
  };
}

export function toArtist(row: ArtistRow): Payload {
  return { id: idOf('artist', row.id), name: row.name, coverArt: artId(row.image_file_id), albumCount: int(row.album_count) };
}
