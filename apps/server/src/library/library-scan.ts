/**
 * One scan of one library folder: list it (one pass of readdir and stat), compare sizes and mtimes
 * with one query's rows in memory, and only then, for new, changed or gone files (`full` reads every
 * file), load the writing half (library-scan-writes.ts): read their tags several at a time, write
 * them in batches per transaction, give moved files their old track (same fingerprint or MusicBrainz
 * recording id), remove the tracks of deleted files. Every file that is not a track is reported
 * with its reason. A file's lyrics (its tags, or a .lrc/.txt beside it: file-lyrics.ts) are stored
 * with its track. Tags and headers only: loudness without tags is measured later
 * (loudness-queue.ts), so each track is playable as soon as its file is read. A scan of changes (a
 * scope: the folders the watcher saw change) lists and compares only those folders.
 */
import fs from 'node:fs';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DialectName, LibraryFilesTable } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { nowIso } from '../repositories/json.js';
import { inScope, walkLibrary, type ScopeDir, type WalkedFile } from './library-walk.js';

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
  /** Audio files found in the folder (in the scope's folders for a scan of changes). */
  files: number;
  /** Files whose tags were read (new or changed; every one in a full scan). */
  read: number;
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
  /** Only these folders (the watcher's changes); the library's summary and search index are left as they are. */
  scope?: readonly ScopeDir[];
  onProgress?: (progress: ScanProgress) => void;
}

export type FileRow = Selectable<LibraryFilesTable>;

export async function scanLibrary(db: Kysely<Database>, dialect: DialectName, store: MediaStore, library: LibraryRef, options: ScanOptions = {}): Promise<ScanResult> {
  const started = performance.now();
  const rootStat = await fs.promises.stat(library.path).catch(() => null);
  if (!rootStat?.isDirectory()) throw new Error(`The library folder ${library.path} is missing or not a folder`);
  const walked = await walkLibrary(library.path, options.scope);
  const rows = await libraryRows(db, library.id, options.scope);
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const present = new Set(walked.audio.map((file) => file.relative));
  const gone = new Map(rows.filter((row) => !present.has(row.path)).map((row) => [row.id, row]));
  const result: ScanResult = { libraryId: library.id, files: walked.audio.length, read: 0, added: 0, updated: 0, moved: 0, unchanged: 0, removed: 0, skipped: [...walked.skipped], warnings: [], artistsCreated: 0, albumsCreated: 0, seconds: 0 };
  const toRead: WalkedFile[] = [];
  for (const file of walked.audio) {
    const row = byPath.get(file.relative);
    if (row && !options.full && row.size === file.size && row.mtime_ms === file.mtimeMs) {
      if (row.skip_reason) result.skipped.push({ file: file.relative, reason: row.skip_reason });
      else result.unchanged++;
    } else toRead.push(file);
  }
  result.read = toRead.length;
  // Reading and writing load only when a file is new, changed or gone: an unchanged rescan never loads the tag reader.
  if (toRead.length || gone.size) {
    const { readAndWrite } = await import('./library-scan-writes.js');
    await readAndWrite({ db, store, library, options, result }, rows, present, gone, toRead);
  }
  // Playlist files load their module only where there are some, found now or offered before.
  const offered = walked.playlists.length > 0 || (await db.selectFrom('library_playlist_files').select('id').where('library_id', '=', library.id).limit(1).executeTakeFirst());
  if (offered) await (await import('./library-playlist-files.js')).offerPlaylistFiles(db, library, walked.playlists, options.scope);
  options.onProgress?.({ done: toRead.length, total: toRead.length, file: '' });
  result.seconds = (performance.now() - started) / 1000;
  if (options.scope) return result;
  const summary = { files: result.files, tracks: result.files - result.skipped.filter((s) => present.has(s.file)).length, skipped: result.skipped.length, added: result.added, updated: result.updated, moved: result.moved, removed: result.removed, seconds: Math.round(result.seconds * 10) / 10 };
  await db.updateTable('libraries').set({ scanned_at: nowIso(), scan_summary: JSON.stringify(summary) }).where('id', '=', library.id).execute();
  if (result.added || result.updated || result.moved || result.removed) await (await import('../repositories/search-maintenance.js')).compactSearchIndex(db, dialect);
  return result;
}

/** The library's file rows, or only those in the scope (found by their paths, then read in full). */
async function libraryRows(db: Kysely<Database>, libraryId: number, scope: readonly ScopeDir[] | undefined): Promise<FileRow[]> {
  if (!scope) return db.selectFrom('library_files').selectAll().where('library_id', '=', libraryId).execute();
  const paths = await db.selectFrom('library_files').select(['id', 'path']).where('library_id', '=', libraryId).execute();
  const ids = paths.filter((row) => inScope(scope, row.path)).map((row) => row.id);
  const rows: FileRow[] = [];
  for (let start = 0; start < ids.length; start += 500) rows.push(...(await db.selectFrom('library_files').selectAll().where('id', 'in', ids.slice(start, start + 500)).execute()));
  return rows;
}
