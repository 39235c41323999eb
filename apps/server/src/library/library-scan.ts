/**
 * One scan of one library folder: list it, read the tags of new and changed files only (size or
 * mtime differ; `full` reads every file), give moved files their old track (same fingerprint or
 * MusicBrainz recording id), remove the tracks of deleted files, and report every file that is not a
 * track with its reason. A file's lyrics (its tags, or a .lrc/.txt beside it: file-lyrics.ts) are stored
 * with its track. Tags and headers only: loudness without tags is measured later
 * (loudness-queue.ts), so each track is playable as soon as its file is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import { parseFile } from 'music-metadata';
import type { Database, DialectName, LibraryFilesTable } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { nowIso } from '../repositories/json.js';
import { compactSearchIndex } from '../repositories/search-maintenance.js';
import { mp3Gapless } from '../content/import/track-loudness.js';
import { fileFacts } from './file-facts.js';
import { walkLibrary, type WalkedFile } from './library-walk.js';
import { newScanMemo, removeLibraryTracks, saveFileRow, writeLibraryTrack } from './library-writes.js';
import { trackTags } from './track-tags.js';
import { fileLyrics } from './file-lyrics.js';
import { saveTrackLyrics } from '../lyrics/lyrics-store.js';

export interface LibraryRef {
  id: number;
  path: string;
}

export interface ScanProgress {
  done: number;
  total: number;
  file: string;
}

export interface ScanResult {
  libraryId: number;
  /** Audio files found in the folder. */
  files: number;
  added: number;
  updated: number;
  moved: number;
  unchanged: number;
  removed: number;
  /** Every file that is not a track, with why: unsupported, unreadable, empty, duplicate. */
  skipped: { file: string; reason: string }[];
  warnings: { file: string; message: string }[];
  artistsCreated: number;
  albumsCreated: number;
  seconds: number;
}

export interface ScanOptions {
  full?: boolean;
  onProgress?: (progress: ScanProgress) => void;
}

type FileRow = Selectable<LibraryFilesTable>;

const errorText = (error: unknown) => (error as NodeJS.ErrnoException).code ?? ((error as Error).message || 'unknown error');

export async function scanLibrary(db: Kysely<Database>, dialect: DialectName, store: MediaStore, library: LibraryRef, options: ScanOptions = {}): Promise<ScanResult> {
  const started = performance.now();
  const rootStat = await fs.promises.stat(library.path).catch(() => null);
  if (!rootStat?.isDirectory()) throw new Error(`The library folder ${library.path} is missing or not a folder`);
  const walked = await walkLibrary(library.path);
  const rows = await db.selectFrom('library_files').selectAll().where('library_id', '=', library.id).execute();
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const present = new Set(walked.audio.map((file) => file.relative));
  const gone = new Map(rows.filter((row) => !present.has(row.path)).map((row) => [row.id, row]));
  const result: ScanResult = { libraryId: library.id, files: walked.audio.length, added: 0, updated: 0, moved: 0, unchanged: 0, removed: 0, skipped: [...walked.skipped], warnings: [], artistsCreated: 0, albumsCreated: 0, seconds: 0 };
  const toRead: WalkedFile[] = [];
  for (const file of walked.audio) {
    const row = byPath.get(file.relative);
    if (row && !options.full && row.size === file.size && row.mtime_ms === file.mtimeMs) {
      if (row.skip_reason) result.skipped.push({ file: file.relative, reason: row.skip_reason });
      else result.unchanged++;
    } else toRead.push(file);
  }
  const goneTracks = await db.selectFrom('tracks').select(['id', 'mb_recording_id']).where('id', 'in', [0, ...[...gone.values()].map((row) => row.track_id ?? 0)]).execute();
  const goneByRecording = new Map(goneTracks.filter((t) => t.mb_recording_id).map((t) => [t.mb_recording_id as string, t.id]));
  const fingerprints = new Map(rows.filter((row) => row.track_id && present.has(row.path) && row.fingerprint).map((row) => [row.fingerprint as string, row.path]));
  const memo = newScanMemo();

  for (let i = 0; i < toRead.length; i++) {
    const file = toRead[i] as WalkedFile;
    options.onProgress?.({ done: i, total: toRead.length, file: file.relative });
    const outcome = await readOne(db, store, memo, library, file, { byPath, gone, goneByRecording, fingerprints }, result);
    if (outcome) result[outcome]++;
  }
  options.onProgress?.({ done: toRead.length, total: toRead.length, file: '' });

  const removedTracks = [...gone.values()].map((row) => row.track_id).filter((id): id is number => id !== null);
  await db.transaction().execute(async (trx) => {
    await removeLibraryTracks(trx, removedTracks);
    if (gone.size) await trx.deleteFrom('library_files').where('id', 'in', [...gone.keys()]).execute();
  });
  result.removed = removedTracks.length;
  result.artistsCreated = memo.counts.artistsCreated;
  result.albumsCreated = memo.counts.albumsCreated;
  result.seconds = (performance.now() - started) / 1000;
  const summary = { files: result.files, tracks: result.files - result.skipped.filter((s) => present.has(s.file)).length, skipped: result.skipped.length, added: result.added, updated: result.updated, moved: result.moved, removed: result.removed, seconds: Math.round(result.seconds * 10) / 10 };
  await db.updateTable('libraries').set({ scanned_at: nowIso(), scan_summary: JSON.stringify(summary) }).where('id', '=', library.id).execute();
  if (result.added || result.updated || result.moved || result.removed) await compactSearchIndex(db, dialect);
  return result;
}

interface ScanState {
  byPath: Map<string, FileRow>;
  gone: Map<number, FileRow>;
  goneByRecording: Map<string, number>;
  fingerprints: Map<string, string>;
}

async function readOne(db: Kysely<Database>, store: MediaStore, memo: ReturnType<typeof newScanMemo>, library: LibraryRef, file: WalkedFile, state: ScanState, result: ScanResult): Promise<'added' | 'updated' | 'moved' | null> {
  const row = state.byPath.get(file.relative) ?? null;
  const base = { libraryId: library.id, relative: file.relative, size: file.size, mtimeMs: file.mtimeMs, existingRowId: row?.id ?? null };
  const skip = async (reason: string, fingerprint: string | null = null) => {
    result.skipped.push({ file: file.relative, reason });
    // A file that was a track and no longer reads keeps no track.
    if (row?.track_id) await removeLibraryTracks(db, [row.track_id]);
    await saveFileRow(db, { ...base, fingerprint }, { track_id: null, skip_reason: reason, codec: null });
    return null;
  };
  if (file.size === 0) return skip('empty: the file has no bytes');
  const warn = (message: string) => result.warnings.push({ file: file.relative, message });
  let facts;
  let tags;
  let metadata;
  try {
    facts = await fileFacts(file.absolute, file.size, path.extname(file.relative).toLowerCase() === '.mp3');
    metadata = await parseFile(file.absolute, { duration: false });
    tags = trackTags(file.relative, metadata, warn);
  } catch (error) {
    return skip(`unreadable: ${errorText(error)}`, facts?.fingerprint ?? null);
  }
  if (!tags) return skip('unreadable: no audio found in the file', facts.fingerprint);
  let existingRowId = row?.id ?? null;
  let existingTrackId = row?.track_id ?? null;
  let kind: 'added' | 'updated' | 'moved' = row?.track_id ? 'updated' : 'added';
  if (!row?.track_id) {
    const movedFrom = [...state.gone.values()].find((old) => old.track_id && (old.fingerprint === facts.fingerprint || (tags.mbRecordingId && state.goneByRecording.get(tags.mbRecordingId) === old.track_id)));
    const duplicateOf = state.fingerprints.get(facts.fingerprint);
    if (movedFrom) {
      state.gone.delete(movedFrom.id);
      if (row) await db.deleteFrom('library_files').where('id', '=', row.id).execute();
      existingRowId = movedFrom.id;
      existingTrackId = movedFrom.track_id;
      kind = 'moved';
      // The in-place media file follows the file to its new name.
      await db.updateTable('media_files').set({ path: `library:${library.id}/${file.relative}` }).where('path', '=', `library:${library.id}/${movedFrom.path}`).execute();
    } else if (duplicateOf && duplicateOf !== file.relative) return skip(`duplicate: the same audio as ${duplicateOf}`, facts.fingerprint);
  }
  const gapless = facts.mp3Head ? mp3Gapless(facts.mp3Head, warn) : null;
  const lyrics = await fileLyrics(library.path, file.lyrics, metadata.common.lyrics, warn);
  try {
    await db.transaction().execute(async (trx) => {
      const { trackId } = await writeLibraryTrack(trx, store, memo, { ...base, root: library.path, fingerprint: facts.fingerprint, tags, gapless, existingRowId, existingTrackId });
      await saveTrackLyrics(trx, trackId, lyrics);
    });
  } catch (error) {
    // What the rolled-back transaction created is gone: forget it.
    memo.artists.clear();
    memo.albums.clear();
    memo.pictures.clear();
    memo.folderCovers.clear();
    return skip(`unreadable: ${errorText(error)}`, facts.fingerprint);
  }
  state.fingerprints.set(facts.fingerprint, file.relative);
  return kind;
}
