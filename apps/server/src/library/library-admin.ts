/**
 * Music libraries as the administrator manages them: the CLI (`libraries add|list|scan|remove`), the
 * console's Libraries screen and TANGERINE_MUSIC_DIR at start share these rules, errors and audit entries.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { AdminInputError } from '../admin/admin-error.js';
import { recordAudit } from '../admin/audit-log.js';
import { libraryScanLockOf } from '../admin/import-lock.js';
import { nowIso } from '../repositories/json.js';
import { isInside } from './confined-path.js';
import type { ScanProgress, ScanResult } from './library-scan.js';
import { inScope, type ScopeDir } from './library-walk.js';

export interface LibrarySummary {
  id: number;
  name: string;
  path: string;
  files: number;
  tracks: number;
  skipped: number;
  scannedAt: string | null;
  /** The last scan's counts as it recorded them. */
  lastScan: Record<string, number> | null;
}

/** The counts a scan recorded; anything else in the column is ignored. */
function scanCounts(text: string | null): Record<string, number> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return null;
  }
}

/** The folder as a real path, checked: exists, is a folder, can be listed. */
export async function checkLibraryFolder(folder: string): Promise<string> {
  const wanted = folder.trim();
  if (!wanted || wanted.includes('\0')) throw new AdminInputError('Give the music folder');
  const absolute = path.resolve(wanted);
  const real = await fs.promises.realpath(absolute).catch(() => null);
  if (!real) throw new AdminInputError(`There is no folder ${absolute}`, 404);
  if (!(await fs.promises.stat(real)).isDirectory()) throw new AdminInputError(`${absolute} is a file, not a folder`);
  try {
    await fs.promises.access(real, fs.constants.R_OK | fs.constants.X_OK);
    await fs.promises.readdir(real);
  } catch (error) {
    throw new AdminInputError(`The folder ${absolute} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'no access'})`);
  }
  return real;
}

export async function addLibrary(db: Kysely<Database>, actor: string, folder: string, name?: string): Promise<LibrarySummary> {
  const real = await checkLibraryFolder(folder);
  const label = (name ?? '').trim().slice(0, 100) || path.basename(real) || real;
  for (const library of await db.selectFrom('libraries').select(['id', 'name', 'path']).execute()) {
    if (library.path === real) throw new AdminInputError(`${real} is already library ${library.id} ("${library.name}")`, 409);
    // One file, one track: folders inside each other would list the same files twice.
    if (isInside(library.path, real) || isInside(real, library.path)) throw new AdminInputError(`${real} overlaps library ${library.id} ("${library.name}", ${library.path})`, 409);
  }
  const row = await db.insertInto('libraries').values({ name: label, path: real, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  await recordAudit(db, { actor, action: 'libraries.add', target: `${label} (id ${row.id})`, detail: real });
  return findLibrary(db, row.id);
}

export async function listLibraries(db: Kysely<Database>): Promise<LibrarySummary[]> {
  const libraries = await db.selectFrom('libraries').selectAll().orderBy('id').execute();
  const counts = await db
    .selectFrom('library_files')
    .select((eb) => ['library_id', eb.fn.countAll<number>().as('files'), eb.fn.count<number>('track_id').as('tracks')])
    .groupBy('library_id')
    .execute();
  const byLibrary = new Map(counts.map((c) => [c.library_id, { files: Number(c.files), tracks: Number(c.tracks) }]));
  return libraries.map((library) => {
    const count = byLibrary.get(library.id) ?? { files: 0, tracks: 0 };
    return { id: library.id, name: library.name, path: library.path, files: count.files, tracks: count.tracks, skipped: count.files - count.tracks, scannedAt: library.scanned_at, lastScan: scanCounts(library.scan_summary) };
  });
}

export async function findLibrary(db: Kysely<Database>, id: number): Promise<LibrarySummary> {
  const library = (await listLibraries(db)).find((l) => l.id === id);
  if (!library) throw new AdminInputError(`There is no library ${id}`, 404);
  return library;
}

/** The library's files that are not tracks, with their reasons. */
export async function skippedFiles(db: Kysely<Database>, id: number, limit = 1000): Promise<{ file: string; reason: string }[]> {
  const rows = await db.selectFrom('library_files').select(['path', 'skip_reason']).where('library_id', '=', id).where('skip_reason', 'is not', null).orderBy('path').limit(limit).execute();
  return rows.map((row) => ({ file: row.path, reason: row.skip_reason as string }));
}

/** How many of a scan's files not imported are kept with its summary for the console. */
export const KEPT_SKIPS = 500;

/** Forgets a library: its tracks leave the catalogue (their files stay where they are). */
export async function removeLibrary(db: Kysely<Database>, actor: string, id: number): Promise<LibrarySummary> {
  const library = await findLibrary(db, id);
  const { removeLibraryTracks } = await import('./library-writes.js');
  const { dropLibraryPlaylists } = await import('./library-playlist-files.js');
  await db.transaction().execute(async (trx) => {
    await dropLibraryPlaylists(trx, id);
    const tracks = await trx.selectFrom('library_files').select('track_id').where('library_id', '=', id).where('track_id', 'is not', null).execute();
    await removeLibraryTracks(trx, tracks.map((t) => t.track_id as number));
    await trx.deleteFrom('library_files').where('library_id', '=', id).execute();
    await trx.deleteFrom('media_files').where('path', 'like', `library:${id}/%`).execute();
    await trx.deleteFrom('libraries').where('id', '=', id).execute();
  });
  await recordAudit(db, { actor, action: 'libraries.remove', target: `${library.name} (id ${id})`, detail: `${library.tracks} tracks removed` });
  return library;
}

export interface LibraryScanRun {
  db: Kysely<Database>;
  dialect: DialectName;
  store: MediaStore;
  actor: string;
}

/** A library's scan, or null: another process (a server or the CLI on the same PostgreSQL) was scanning it. */
export interface LibraryScanOutcome {
  library: LibrarySummary;
  result: ScanResult | null;
}

export const SCANNED_ELSEWHERE = 'another server process is scanning it now; this scan is left to that one';

/**
 * Scans one library, or every one; `full` reads every file again, a `scope` only the folders in it
 * (the watcher's changes). One process scans a library at a time.
 */
export async function runLibraryScan(run: LibraryScanRun, id: number | null, full: boolean, onProgress?: (library: LibrarySummary, progress: ScanProgress) => void, scope?: readonly ScopeDir[]): Promise<LibraryScanOutcome[]> {
  const libraries = id === null ? await listLibraries(run.db) : [await findLibrary(run.db, id)];
  // Loaded by a scan only: tag reading and writing bring music-metadata and the audio helpers, which
  // `libraries list|add|remove` and the console's lists do not need.
  const { scanLibrary } = await import('./library-scan.js');
  const outcomes: LibraryScanOutcome[] = [];
  for (const library of libraries) {
    const release = await libraryScanLockOf(run.db, run.dialect, library.id).tryHold();
    if (!release) {
      outcomes.push({ library, result: null });
      continue;
    }
    try {
      const result = await scanLibrary(run.db, run.dialect, run.store, library, { full, ...(scope ? { scope } : {}), ...(onProgress ? { onProgress: (progress: ScanProgress) => onProgress(library, progress) } : {}) });
      await keepSkips(run.db, library.id, result.skipped, scope);
      await recordAudit(run.db, { actor: run.actor, action: 'libraries.scan', target: `${library.name} (id ${library.id})`, detail: describeScan(result) });
      outcomes.push({ library: await findLibrary(run.db, library.id), result });
    } finally {
      await release();
    }
  }
  return outcomes;
}

/**
 * The scan's files not imported, kept beside its counts: entries that are not audio (a .pdf, a device)
 * have no file row, so only the scan knows them, and the console lists them after a restart or a CLI scan.
 * A scan of changes replaces only the entries of its folders.
 */
async function keepSkips(db: Kysely<Database>, id: number, skipped: readonly { file: string; reason: string }[], scope?: readonly ScopeDir[]): Promise<void> {
  const row = await db.selectFrom('libraries').select('scan_summary').where('id', '=', id).executeTakeFirst();
  const counts = scanCounts(row?.scan_summary ?? null) ?? {};
  const before = scope ? await lastScanSkips(db, id) : [];
  const outside = scope ? before.filter((s) => !inScope(scope, s.file)) : [];
  const kept = scope ? [...outside, ...skipped] : skipped;
  // The total follows a scan of changes too: exact while every entry is kept (up to KEPT_SKIPS), else
  // its folders' entries that were kept are the ones taken off.
  const total = scope ? Math.max(kept.length, (counts['skipped'] ?? before.length) - (before.length - outside.length) + skipped.length) : skipped.length;
  const summary = { ...counts, skipped: total, skippedFiles: kept.slice(0, KEPT_SKIPS) };
  await db.updateTable('libraries').set({ scan_summary: JSON.stringify(summary) }).where('id', '=', id).execute();
}

/** The files the last scan did not import, as it kept them (at most KEPT_SKIPS). */
export async function lastScanSkips(db: Kysely<Database>, id: number): Promise<{ file: string; reason: string }[]> {
  const row = await db.selectFrom('libraries').select('scan_summary').where('id', '=', id).executeTakeFirst();
  try {
    const kept: unknown = JSON.parse(row?.scan_summary ?? '{}').skippedFiles;
    return Array.isArray(kept) ? kept.filter((s): s is { file: string; reason: string } => typeof s?.file === 'string' && typeof s?.reason === 'string') : [];
  } catch {
    return [];
  }
}

export const describeScan = (r: ScanResult) =>
  `${r.files} audio files in ${r.seconds.toFixed(1)} s: ${r.added} added, ${r.updated} updated, ${r.moved} moved, ${r.unchanged} unchanged, ${r.removed} removed, ${r.skipped.length} not imported`;

/** TANGERINE_MUSIC_DIR at start: each folder registered once; a bad one is reported, never fatal. */
export async function registerMusicDirs(db: Kysely<Database>, folders: readonly string[], log: (message: string) => void): Promise<void> {
  const known = new Set((await db.selectFrom('libraries').select('path').execute()).map((l) => l.path));
  for (const folder of folders) {
    const real = await fs.promises.realpath(path.resolve(folder)).catch(() => null);
    if (real && known.has(real)) continue;
    try {
      const library = await addLibrary(db, 'server (TANGERINE_MUSIC_DIR)', folder);
      known.add(library.path);
      log(`Music library ${library.id} registered: ${library.path}`);
    } catch (error) {
      log(`TANGERINE_MUSIC_DIR: ${(error as Error).message}; the server starts without it`);
    }
  }
}
