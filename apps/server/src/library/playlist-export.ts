import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ExportedSong {
  id: string;
  title: string;
  artistName: string;
  duration: number;
  /** The song's stream address (a song that is no library file). */
  streamUrl: string;
}

/**
 * An .m3u8 of `songs` in order: each song's #EXTINF line, then its path relative to its library folder
 * when it is a library file ("Import playlist" matches those by path), else its stream address
 * (matched back by artist, title and length).
 */
export async function playlistFileOf(db: Kysely<Database>, songs: readonly ExportedSong[]): Promise<string> {
  const ids = songs.map((song) => Number(song.id)).filter(Number.isInteger);
  const paths = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom('library_files').select(['track_id', 'path']).where('track_id', 'in', ids.slice(i, i + 500)).orderBy('id').execute();
    for (const row of rows) if (row.track_id !== null && !paths.has(Number(row.track_id))) paths.set(Number(row.track_id), row.path);
  }
  const lines = ['#EXTM3U'];
  for (const song of songs) {
    // A line break in a tag would end the #EXTINF line early.
    const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
    lines.push(`#EXTINF:${Math.round(song.duration)},${oneLine(song.artistName)} - ${oneLine(song.title)}`);
    lines.push(paths.get(Number(song.id)) ?? song.streamUrl);
  }
  return `${lines.join('\n')}\n`;
}

/** `attachment` named after the playlist: ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export function attachmentNamed(name: string): string {
  const printable = [...name].map((char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const file = `${printable.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Playlist'}.m3u8`;
  return `attachment; filename="${file.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
