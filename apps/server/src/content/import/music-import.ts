/**
 * `import music DIR`: every audio file under DIR (mp3, flac, ogg/opus, m4a, wav) read with
 * music-metadata, copied into the media store (data directory or bucket), and turned into artists, albums and tracks. A file
 * is known by its path, so a second run adds new files, updates changed ones and duplicates nothing;
 * an unreadable file is reported and skipped. Loudness (tags, else measured) and an MP3's gapless
 * fields are stored with each track; a broken value is reported as a warning and left out.
 */
import { createHash } from 'node:crypto';
import { readdir, realpath, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { sql, type Kysely, type Selectable } from 'kysely';
import { parseBuffer, type IAudioMetadata } from 'music-metadata';
import type { Database, TracksTable } from '../../db/schema.js';
import { createAlbum, createArtist, createTrack, findTrackBySourceKey, updateAlbum, updateArtist, updateTrack, upsertMediaFile, type MediaFileInput, type TrackInput } from '../../repositories/catalogue-writes.js';
import { parseList } from '../../repositories/json.js';
import type { MediaStore } from '../../media/store.js';
import { readFileInside, readFolderInside } from './inside-root.js';
import { sniffImage } from './image-sniff.js';
import { mp3Gapless, trackLoudness } from './track-loudness.js';
import { storePeaks } from '../../media/track-peaks.js';

export const AUDIO_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.flac': 'audio/flac',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
};
const COVER_NAMES = ['cover', 'folder', 'front', 'album'];
const IMAGE_MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

export interface MusicImportProgress {
  done: number;
  total: number;
  file: string;
}

export interface MusicImportResult {
  files: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: { file: string; reason: string }[];
  /** Values the import ignored (broken gain tags, undecodable audio); the track is imported all the same. */
  warnings: { file: string; message: string }[];
  artistsCreated: number;
  albumsCreated: number;
}

/** The audio files under `directory` (its real path), links neither listed nor followed. */
export async function findAudioFiles(directory: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    // Listed where it really is, which must still be under the root (a folder swapped for a link is refused).
    const { real, entries } = await readFolderInside(directory, dir);
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const path = join(real, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && AUDIO_TYPES[extname(entry.name).toLowerCase()]) found.push(path);
    }
  };
  await walk(directory);
  return found;
}

export async function importMusic(db: Kysely<Database>, store: MediaStore, directory: string, onProgress?: (progress: MusicImportProgress) => void): Promise<MusicImportResult> {
  const rootStat = await stat(resolve(directory)).catch(() => null);
  if (!rootStat?.isDirectory()) throw new Error(`Not a folder: ${directory}`);
  const root = await realpath(resolve(directory));
  const files = await findAudioFiles(root);
  const result: MusicImportResult = { files: files.length, added: 0, updated: 0, unchanged: 0, skipped: [], warnings: [], artistsCreated: 0, albumsCreated: 0 };
  const artists = new Map<string, number>();
  const albums = new Map<string, number>();
  const covers = new Map<string, MediaFileInput | null>();

  for (let i = 0; i < files.length; i++) {
    const file = files[i] as string;
    const shown = relative(root, file);
    onProgress?.({ done: i, total: files.length, file: shown });
    // Read once, from a handle checked to be under the root; parsed, measured and stored from these bytes.
    let data: Buffer;
    let metadata: IAudioMetadata;
    try {
      data = await readFileInside(root, file);
    } catch (error) {
      result.skipped.push({ file: shown, reason: (error as Error).message });
      continue;
    }
    try {
      metadata = await parseBuffer(data, { path: file }, { duration: true });
    } catch (error) {
      result.skipped.push({ file: shown, reason: (error as Error).message || 'unreadable' });
      continue;
    }
    const duration = metadata.format.duration;
    if (!duration || !Number.isFinite(duration) || duration <= 0) {
      result.skipped.push({ file: shown, reason: 'no playable audio found' });
      continue;
    }
    const warn = (message: string) => result.warnings.push({ file: shown, message });
    const { loudness, peaks } = await trackLoudness(file, metadata, warn, data);
    const gapless = extname(file).toLowerCase() === '.mp3' ? mp3Gapless(data, warn) : null;
    try {
      // Stored before the transaction: on SQLite it holds the one connection, and every request would wait on a slow write (S3).
      const cover = await coverFor(store, root, file, metadata, covers);
      const audio = await putAudio(store, file, data);
      const outcome = await db.transaction().execute(async (trx) => {
        const common = metadata.common;
        const artistName = clean(common.artist) ?? clean(common.albumartist) ?? 'Unknown Artist';
        const albumArtistName = clean(common.albumartist) ?? artistName;
        const genres = (common.genre ?? []).flatMap((g) => g.split(/[;/]/)).map((g) => g.trim()).filter(Boolean);
        const year = common.year && common.year > 0 && common.year < 3000 ? common.year : null;
        const artistId = await findOrCreateArtist(trx, artists, artistName, genres, result);
        const albumArtistId = albumArtistName === artistName ? artistId : await findOrCreateArtist(trx, artists, albumArtistName, genres, result);
        const coverId = cover ? await upsertMediaFile(trx, cover) : null;
        const albumTitle = clean(common.album);
        const albumId = albumTitle ? await findOrCreateAlbum(trx, albums, albumArtistId, albumTitle, year, genres, coverId, result) : null;
        const audioFileId = await upsertMediaFile(trx, audio);
        const input: TrackInput = {
          title: clean(common.title) ?? basename(file, extname(file)),
          artistId,
          albumId,
          trackNumber: common.track.no ?? null,
          discNumber: common.disk.no ?? null,
          duration: Math.round(duration * 10) / 10,
          year,
          genres,
          audioFileId,
          artworkFileId: coverId,
          sourceKey: `file:${file}`,
          loudness,
          gapless,
        };
        const existing = await findTrackBySourceKey(trx, input.sourceKey as string);
        // The waveform folded from the loudness decode is kept with the file it came from, as the scan keeps it.
        const keepPeaks = async (trackId: number) => (peaks ? storePeaks(trx, trackId, { id: audioFileId, size: data.length }, peaks) : undefined);
        if (!existing) {
          await keepPeaks(await createTrack(trx, input));
          return 'added' as const;
        }
        const same =
          existing.title === input.title &&
          existing.artist_id === input.artistId &&
          existing.album_id === input.albumId &&
          existing.track_number === input.trackNumber &&
          existing.disc_number === input.discNumber &&
          Math.abs(existing.duration - input.duration) < 0.05 &&
          existing.year === input.year &&
          existing.audio_file_id === input.audioFileId &&
          existing.artwork_file_id === input.artworkFileId &&
          sameAudioFacts(existing, input) &&
          JSON.stringify(parseList(existing.genres)) === JSON.stringify(genres.filter((g, k) => genres.findIndex((x) => x.toLowerCase() === g.toLowerCase()) === k));
        if (same) return 'unchanged' as const;
        await updateTrack(trx, existing.id, input);
        await keepPeaks(existing.id);
        return 'updated' as const;
      });
      result[outcome]++;
    } catch (error) {
      result.skipped.push({ file: shown, reason: (error as Error).message });
    }
  }
  onProgress?.({ done: files.length, total: files.length, file: '' });
  return result;
}

/** Loudness and gapless fields as stored (PostgreSQL keeps LUFS as a 4-byte real, hence the tolerance). */
function sameAudioFacts(row: Selectable<TracksTable>, input: TrackInput): boolean {
  const close = (a: number | null, b: number | null | undefined) => (a === null || b === null || b === undefined ? a === (b ?? null) : Math.abs(a - b) < 0.001);
  const { loudness, gapless } = input;
  return (
    close(row.track_loudness, loudness?.trackLoudness) &&
    close(row.track_peak, loudness?.trackPeak) &&
    close(row.album_loudness, loudness?.albumLoudness) &&
    close(row.album_peak, loudness?.albumPeak) &&
    row.loudness_source === (loudness?.source ?? null) &&
    row.encoder_delay === (gapless?.encoderDelay ?? null) &&
    row.encoder_padding === (gapless?.encoderPadding ?? null) &&
    row.sample_rate === (gapless?.sampleRate ?? null)
  );
}

export const clean = (value: string | undefined | null): string | null => {
  const trimmed = value?.replace(/\0/g, '').trim();
  return trimmed ? trimmed.slice(0, 300) : null;
};

type Db = Parameters<typeof createArtist>[0];
/** What a find-or-create counts (the music import and the library scan report it). */
type CreatedCounts = Pick<MusicImportResult, 'artistsCreated' | 'albumsCreated'>;

/** Each artist's and album's genres as last read or written (lower case), so a scan asks once per owner. */
export type KnownGenres = Map<string, Set<string>>;

export async function findOrCreateArtist(db: Db, cache: Map<string, number>, name: string, genres: string[], result: CreatedCounts, known?: KnownGenres): Promise<number> {
  const key = name.toLowerCase();
  let id = cache.get(key);
  if (id === undefined) {
    const row = await db.selectFrom('artists').select(['id']).where(sql<string>`lower(name)`, '=', key).orderBy('id').executeTakeFirst();
    if (row) id = row.id;
    else {
      id = await createArtist(db, { name, genres });
      result.artistsCreated++;
    }
    cache.set(key, id);
  }
  await mergeGenres(db, 'artists', id, genres, known);
  return id;
}

export async function findOrCreateAlbum(db: Db, cache: Map<string, number>, artistId: number, title: string, year: number | null, genres: string[], coverId: number | null, result: CreatedCounts, known?: KnownGenres): Promise<number> {
  const key = `${artistId}\n${title.toLowerCase()}`;
  let id = cache.get(key);
  if (id === undefined) {
    const row = await db.selectFrom('albums').select(['id', 'artwork_file_id', 'year']).where('artist_id', '=', artistId).where(sql<string>`lower(title)`, '=', title.toLowerCase()).orderBy('id').executeTakeFirst();
    if (row) {
      id = row.id;
      if ((coverId && row.artwork_file_id !== coverId) || (year && row.year !== year)) await updateAlbum(db, id, { ...(coverId ? { artworkFileId: coverId } : {}), ...(year ? { year } : {}) });
    } else {
      id = await createAlbum(db, { title, artistId, year, genres, artworkFileId: coverId });
      result.albumsCreated++;
    }
    cache.set(key, id);
  }
  await mergeGenres(db, 'albums', id, genres, known);
  return id;
}

async function mergeGenres(db: Db, table: 'artists' | 'albums', id: number, genres: string[], known?: KnownGenres): Promise<void> {
  if (!genres.length) return;
  const seen = known?.get(`${table}:${id}`);
  if (seen && genres.every((g) => seen.has(g.toLowerCase()))) return;
  const row = await db.selectFrom(table).select('genres').where('id', '=', id).executeTakeFirst();
  const current = parseList(row?.genres);
  const missing = genres.filter((g) => !current.some((c) => c.toLowerCase() === g.toLowerCase()));
  known?.set(`${table}:${id}`, new Set([...current, ...missing].map((g) => g.toLowerCase())));
  if (!missing.length) return;
  if (table === 'artists') await updateArtist(db, id, { genres: [...current, ...missing] });
  else await updateAlbum(db, id, { genres: [...current, ...missing] });
}

/** Copies the file into the media store (once per content); answers the row that registers it. */
async function putAudio(store: MediaStore, file: string, data: Buffer): Promise<MediaFileInput> {
  const extension = extname(file).toLowerCase();
  const key = `media/imported/audio/${createHash('sha256').update(data).digest('hex').slice(0, 32)}${extension}`;
  const mime = AUDIO_TYPES[extension] ?? 'application/octet-stream';
  if ((await store.stat(key))?.size !== data.length) await store.write(key, data, mime);
  return { kind: 'audio', path: key, mime, size: data.length };
}

/** Embedded picture first, else cover.* / folder.* next to the file, put into the store; answers the row that registers it. */
async function coverFor(store: MediaStore, root: string, file: string, metadata: IAudioMetadata, cache: Map<string, MediaFileInput | null>): Promise<MediaFileInput | null> {
  const picture = metadata.common.picture?.[0];
  let data: Buffer | null = picture ? Buffer.from(picture.data) : null;
  if (!data) {
    const folder = dirname(file);
    if (cache.has(folder)) return cache.get(folder) ?? null;
    const entries = await readdir(folder).catch(() => [] as string[]);
    const match = entries.find((name) => COVER_NAMES.includes(basename(name, extname(name)).toLowerCase()) && ['.jpg', '.jpeg', '.png', '.webp', '.gif'].includes(extname(name).toLowerCase()));
    // A cover.* that links out of the import folder is no cover.
    data = match ? await readFileInside(root, join(folder, match)).catch(() => null) : null;
    const stored = data ? await putImage(store, data) : null;
    cache.set(folder, stored);
    return stored;
  }
  return putImage(store, data);
}

/** Copies a JPEG, PNG, WebP or GIF into the store once per content; null when the bytes are none of those. */
async function putImage(store: MediaStore, data: Buffer): Promise<MediaFileInput | null> {
  const extension = sniffImage(data);
  if (!extension) return null;
  const key = `media/imported/art/${createHash('sha256').update(data).digest('hex').slice(0, 24)}.${extension}`;
  const mime = IMAGE_MIME[extension] ?? 'image/jpeg';
  if ((await store.stat(key))?.size !== data.length) await store.write(key, data, mime);
  return { kind: 'artwork', path: key, mime, size: data.length };
}

/** Stores an image (putImage) and registers it; null when the bytes are no image. */
export async function storeImage(db: Db, store: MediaStore, data: Buffer): Promise<number | null> {
  const stored = await putImage(store, data);
  return stored ? upsertMediaFile(db, stored) : null;
}
