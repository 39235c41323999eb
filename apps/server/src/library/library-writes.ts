/**
 * The catalogue writes of a library scan: one file's track (artists, album, cover, the audio file
 * registered where it lies) in one transaction, and the removal of tracks whose files are gone
 * together with the albums and artists they leave empty.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { createTrack, removeFromSearch, updateTrack, type TrackGapless, type TrackInput } from '../repositories/catalogue-writes.js';
import { findOrCreateAlbum, findOrCreateArtist, storeImage, type KnownGenres } from '../content/import/music-import.js';
import { nowIso } from '../repositories/json.js';
import { untallySongs } from '../repositories/play-tallies.js';
import { confinedFile } from './confined-path.js';
import { libraryKey } from './library-store.js';
import { libraryMime, type TrackTags } from './track-tags.js';

type Db = Kysely<Database> | Transaction<Database>;

const FOLDER_IMAGES = ['cover', 'folder', 'front', 'album'];
const IMAGE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/** What one scan remembers between files: find-or-create look-ups, covers by folder and by picture. */
export interface ScanMemo {
  artists: Map<string, number>;
  albums: Map<string, number>;
  folderCovers: Map<string, number | null>;
  pictures: Map<string, number | null>;
  genres: KnownGenres;
  counts: { artistsCreated: number; albumsCreated: number };
}

export const newScanMemo = (): ScanMemo => ({ artists: new Map(), albums: new Map(), folderCovers: new Map(), pictures: new Map(), genres: new Map(), counts: { artistsCreated: 0, albumsCreated: 0 } });

export interface LibraryFileWrite {
  libraryId: number;
  root: string;
  relative: string;
  size: number;
  mtimeMs: number;
  fingerprint: string;
  tags: TrackTags;
  gapless: TrackGapless | null;
  /** The library_files row this file continues (same path, or the path it was moved from). */
  existingRowId: number | null;
  existingTrackId: number | null;
}

/** One statement: a new row, or the existing one of that path brought up to date. */
async function registerInPlace(db: Db, kind: 'audio' | 'artwork', key: string, mime: string, size: number): Promise<number> {
  const row = await db
    .insertInto('media_files')
    .values({ kind, path: key, mime, size, created_at: nowIso() })
    .onConflict((conflict) => conflict.column('path').doUpdateSet({ kind, mime, size }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** cover/folder/front image beside the file, served in place. */
async function folderCover(db: Db, memo: ScanMemo, libraryId: number, root: string, folder: string): Promise<number | null> {
  if (memo.folderCovers.has(folder)) return memo.folderCovers.get(folder) ?? null;
  const entries = await fs.promises.readdir(path.join(root, folder)).catch(() => [] as string[]);
  let id: number | null = null;
  for (const name of entries.sort()) {
    const extension = path.extname(name).toLowerCase();
    if (!IMAGE_TYPES[extension] || !FOLDER_IMAGES.includes(path.basename(name, path.extname(name)).toLowerCase())) continue;
    const relative = folder ? `${folder}/${name}` : name;
    const file = await confinedFile(root, relative);
    if (!file || file.size === 0) continue;
    id = await registerInPlace(db, 'artwork', libraryKey(libraryId, relative), IMAGE_TYPES[extension] as string, file.size);
    break;
  }
  memo.folderCovers.set(folder, id);
  return id;
}

async function coverOf(db: Db, store: MediaStore, memo: ScanMemo, write: LibraryFileWrite): Promise<number | null> {
  const picture = write.tags.picture;
  if (picture) {
    const hash = crypto.createHash('sha1').update(picture).digest('hex');
    if (!memo.pictures.has(hash)) memo.pictures.set(hash, await storeImage(db, store, picture));
    const id = memo.pictures.get(hash) ?? null;
    if (id) return id;
  }
  return folderCover(db, memo, write.libraryId, write.root, path.posix.dirname(write.relative) === '.' ? '' : path.posix.dirname(write.relative));
}

/** Creates or updates the file's track; returns its id and whether it was new. */
export async function writeLibraryTrack(db: Db, store: MediaStore, memo: ScanMemo, write: LibraryFileWrite): Promise<{ trackId: number; created: boolean }> {
  const { tags } = write;
  const artistId = await findOrCreateArtist(db, memo.artists, tags.artist, tags.genres, memo.counts, memo.genres);
  const albumArtistId = tags.albumArtist.toLowerCase() === tags.artist.toLowerCase() ? artistId : await findOrCreateArtist(db, memo.artists, tags.albumArtist, tags.compilation ? [] : tags.genres, memo.counts, memo.genres);
  const coverId = await coverOf(db, store, memo, write);
  const albumId = tags.album ? await findOrCreateAlbum(db, memo.albums, albumArtistId, tags.album, tags.year, tags.genres, coverId, memo.counts, memo.genres) : null;
  if (albumId && (tags.compilation || tags.mbAlbumId)) {
    await db.updateTable('albums').set({ compilation: tags.compilation ? 1 : 0, ...(tags.mbAlbumId ? { mb_album_id: tags.mbAlbumId } : {}) }).where('id', '=', albumId).execute();
  }
  const audioFileId = await registerInPlace(db, 'audio', libraryKey(write.libraryId, write.relative), libraryMime(write.relative, tags.codec), write.size);
  const input: TrackInput = {
    title: tags.title,
    artistId,
    albumId,
    trackNumber: tags.trackNumber,
    discNumber: tags.discNumber,
    duration: tags.duration,
    year: tags.year,
    genres: tags.genres,
    audioFileId,
    artworkFileId: coverId,
    sourceKey: `library:${write.libraryId}:${write.fingerprint}`,
    loudness: tags.loudness.trackLoudness === null ? null : tags.loudness,
    gapless: write.gapless,
  };
  let trackId = write.existingTrackId;
  const created = trackId === null;
  // The search index is written once per batch by the scan (indexTracksForSearch), not per file.
  if (trackId === null) trackId = await createTrack(db, input, { searchIndex: false });
  else await updateTrack(db, trackId, input, { searchIndex: false });
  if (!created || tags.mbRecordingId || tags.discSubtitle) {
    await db.updateTable('tracks').set({ mb_recording_id: tags.mbRecordingId, disc_subtitle: tags.discSubtitle }).where('id', '=', trackId).execute();
  }
  await saveCredits(db, memo, trackId, artistId, tags, created);
  await saveFileRow(db, write, { track_id: trackId, skip_reason: null, codec: tags.codec });
  return { trackId, created };
}

/** Every credited artist in order, the track's own first; rewritten whole, as a rescan reads them whole. A created track has none yet. */
async function saveCredits(db: Db, memo: ScanMemo, trackId: number, artistId: number, tags: TrackTags, created: boolean): Promise<void> {
  const ids = [artistId];
  for (const name of tags.artists.slice(1)) {
    const id = await findOrCreateArtist(db, memo.artists, name, [], memo.counts);
    if (!ids.includes(id)) ids.push(id);
  }
  const before = created ? [] : await db.selectFrom('track_artists').select('artist_id').where('track_id', '=', trackId).orderBy('position').execute();
  if (before.length === ids.length && before.every((row, i) => row.artist_id === ids[i])) return;
  if (before.length) await db.deleteFrom('track_artists').where('track_id', '=', trackId).execute();
  // One artist needs no row: readers fall back to tracks.artist_id.
  if (ids.length > 1) await db.insertInto('track_artists').values(ids.map((id, position) => ({ track_id: trackId, position, artist_id: id }))).execute();
  const dropped = before.map((row) => row.artist_id).filter((id) => !ids.includes(id));
  if (dropped.length) await removeEmptyArtists(db, dropped);
}

/** Records a file seen in a library (a track, or why not). */
export async function saveFileRow(db: Db, file: { libraryId: number; relative: string; size: number; mtimeMs: number; fingerprint: string | null; existingRowId: number | null }, outcome: { track_id: number | null; skip_reason: string | null; codec: string | null }): Promise<void> {
  const values = { library_id: file.libraryId, path: file.relative, size: file.size, mtime_ms: file.mtimeMs, fingerprint: file.fingerprint, ...outcome };
  if (file.existingRowId !== null) await db.updateTable('library_files').set(values).where('id', '=', file.existingRowId).execute();
  else await db.insertInto('library_files').values(values).execute();
}

/** Deletes tracks whose files are gone, their in-place media files, and albums and artists left empty. */
export async function removeLibraryTracks(db: Db, trackIds: number[]): Promise<void> {
  if (!trackIds.length) return;
  const tracks = await db.selectFrom('tracks').select(['id', 'artist_id', 'album_id', 'audio_file_id']).where('id', 'in', trackIds).execute();
  const credited = await db.selectFrom('track_artists').select('artist_id').where('track_id', 'in', trackIds).execute();
  await untallySongs(db, tracks.map((t) => t.id));
  for (const track of tracks) {
    await removeFromSearch(db, 'track', track.id);
    await db.deleteFrom('track_artists').where('track_id', '=', track.id).execute();
    await db.deleteFrom('track_genres').where('owner_id', '=', track.id).execute();
    await db.deleteFrom('tracks').where('id', '=', track.id).execute();
    if (track.audio_file_id) await db.deleteFrom('media_files').where('id', '=', track.audio_file_id).where('path', 'like', 'library:%').execute();
  }
  const albumIds = [...new Set(tracks.map((t) => t.album_id).filter((id): id is number => id !== null))];
  const artistIds = new Set([...tracks.map((t) => t.artist_id), ...credited.map((c) => c.artist_id)]);
  for (const albumId of albumIds) {
    if (await db.selectFrom('tracks').select('id').where('album_id', '=', albumId).executeTakeFirst()) continue;
    const album = await db.selectFrom('albums').select('artist_id').where('id', '=', albumId).executeTakeFirst();
    if (album) artistIds.add(album.artist_id);
    await removeFromSearch(db, 'album', albumId);
    await db.deleteFrom('album_genres').where('owner_id', '=', albumId).execute();
    await db.deleteFrom('albums').where('id', '=', albumId).execute();
  }
  await removeEmptyArtists(db, [...artistIds]);
}

/** Artists no track, album or credit names any more. */
async function removeEmptyArtists(db: Db, artistIds: readonly number[]): Promise<void> {
  for (const artistId of artistIds) {
    if (await db.selectFrom('tracks').select('id').where('artist_id', '=', artistId).executeTakeFirst()) continue;
    if (await db.selectFrom('albums').select('id').where('artist_id', '=', artistId).executeTakeFirst()) continue;
    if (await db.selectFrom('track_artists').select('track_id').where('artist_id', '=', artistId).executeTakeFirst()) continue;
    await removeFromSearch(db, 'artist', artistId);
    await db.deleteFrom('artist_genres').where('owner_id', '=', artistId).execute();
    await db.deleteFrom('artists').where('id', '=', artistId).execute();
  }
}

