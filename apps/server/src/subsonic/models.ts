import { parseList } from '../repositories/json.js';
import { artId, idOf } from './ids.js';
import type { AlbumRow, ArtistRow, SongRow } from './queries.js';
import type { Payload } from './response.js';

const int = (value: unknown): number => Math.round(Number(value ?? 0)) || 0;
const suffixOf = (mime: string | null) => (mime === 'audio/mpeg' ? 'mp3' : mime?.split('/')[1]?.replace(/^x-/, '') ?? 'mp3');
const iso = (stamp: string | null | undefined) => (stamp ? new Date(stamp.includes('T') ? stamp : `${stamp.replace(' ', 'T')}Z`).toISOString() : undefined);

/** A song as the schema's Child (with the OpenSubsonic fields). `starred` is the listener's like. */
export function toSong(row: SongRow, starred?: string): Payload {
  const genres = parseList(row.genres);
  const duration = int(row.duration);
  const size = int(row.size);
  const suffix = suffixOf(row.mime);
  return {
    id: idOf('song', row.id),
    parent: row.album_id ? idOf('album', row.album_id) : idOf('artist', row.artist_id),
    isDir: false,
    title: row.title,
    album: row.album_title ?? undefined,
    artist: row.artist_name,
    track: row.track_number ?? undefined,
    year: row.year ?? row.album_year ?? undefined,
    genre: genres[0],
    coverArt: artId(row.artwork_file_id),
    size,
    contentType: row.mime ?? 'audio/mpeg',
    suffix,
    duration,
    bitRate: duration > 0 ? Math.round((size * 8) / duration / 1000) : 0,
    path: `${row.artist_name}/${row.album_title ?? 'Singles'}/${row.title}.${suffix}`.replace(/[\\:*?"<>|]/g, '_'),
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
    ...extra,
  };
}

export function toArtist(row: ArtistRow): Payload {
  return { id: idOf('artist', row.id), name: row.name, coverArt: artId(row.image_file_id), albumCount: int(row.album_count) };
}
