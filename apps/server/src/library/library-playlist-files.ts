/**
 * Playlist files (.m3u, .m3u8, .pls) found inside a library folder, offered to the admin as playlists
 * of that library. A scan records what it found (`offerPlaylistFiles`); the admin imports or ignores
 * each one (`decidePlaylistFile`). An imported file becomes a public catalogue playlist that belongs
 * to the library: it follows the file when a scan sees it changed, and leaves with the file or the
 * library. Entries are matched as for a listener's upload, their own folder first.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LibraryPlaylistFilesTable } from '../db/schema.js';
import { recordAudit } from '../admin/audit-log.js';
import { AdminInputError } from '../admin/admin-error.js';
import { createCatalogPlaylist, removeFromSearch, updateCatalogPlaylist } from '../repositories/catalogue-writes.js';
import { nowIso } from '../repositories/json.js';
import { HttpError } from '../http-error.js';
import { confinedFile } from './confined-path.js';
import { inScope, type ScopeDir } from './library-walk.js';
import { matchPlaylistFile, type UnmatchedEntry } from './playlist-import.js';
import { PLAYLIST_FILE_MAX_BYTES, PLAYLIST_FILE_TOO_LARGE } from './playlist-file.js';

type Row = Selectable<LibraryPlaylistFilesTable>;
export type PlaylistFileDecision = 'import' | 'ignore';

export interface PlaylistFileReport {
  entries: number;
  matched: number;
  unmatched: UnmatchedEntry[];
}

export interface LibraryPlaylistFile {
  id: number;
  path: string;
  status: Row['status'];
  playlistId: number | null;
  /** The last import's report; null before the first. */
  report: PlaylistFileReport | null;
}

/** Catalogue playlists made from a library's files are of this type. */
export const LIBRARY_PLAYLIST_TYPE = 'library';

/** At most this many unmatched entries are kept with a report (its `entries` and `matched` count all). */
const KEPT_UNMATCHED = 500;

const fileOf = (row: Row): LibraryPlaylistFile => ({ id: row.id, path: row.path, status: row.status, playlistId: row.playlist_id, report: row.report ? (JSON.parse(row.report) as PlaylistFileReport) : null });

const titleOf = (relative: string) => path.posix.basename(relative, path.posix.extname(relative)) || relative;

export async function listPlaylistFiles(db: Kysely<Database>, libraryId: number): Promise<LibraryPlaylistFile[]> {
  const rows = await db.selectFrom('library_playlist_files').selectAll().where('library_id', '=', libraryId).execute();
  // Sorted here: the two databases collate text differently.
  return rows.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).map(fileOf);
}

/**
 * What a scan found: new files are offered, files gone (in the scanned folders) are forgotten with
 * their playlist, and an imported file whose size or time changed is read again. A file that cannot
 * be read again keeps its playlist as it was.
 */
export async function offerPlaylistFiles(db: Kysely<Database>, library: { id: number; path: string }, found: readonly string[], scope?: readonly ScopeDir[]): Promise<void> {
  const rows = (await db.selectFrom('library_playlist_files').selectAll().where('library_id', '=', library.id).execute()).filter((row) => !scope || inScope(scope, row.path));
  if (!found.length && !rows.length) return;
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const present = new Set(found);
  const gone = rows.filter((row) => !present.has(row.path));
  if (gone.length) {
    const playlists = gone.flatMap((row) => (row.playlist_id === null ? [] : [row.playlist_id]));
    await dropPlaylists(db, playlists);
    await db.deleteFrom('library_playlist_files').where('id', 'in', gone.map((row) => row.id)).execute();
  }
  for (const relative of found) {
    const file = await confinedFile(library.path, relative);
    if (!file) continue;
    const mtime = Math.floor(file.modified.getTime());
    const row = byPath.get(relative);
    if (!row) {
      await db.insertInto('library_playlist_files').values({ library_id: library.id, path: relative, size: file.size, mtime_ms: mtime, found_at: nowIso() }).execute();
      continue;
    }
    if (Number(row.size) === file.size && Number(row.mtime_ms) === mtime) continue;
    await db.updateTable('library_playlist_files').set({ size: file.size, mtime_ms: mtime }).where('id', '=', row.id).execute();
    if (row.status === 'imported') await importFile(db, library, row).catch(() => undefined);
  }
}

/** Reads the file again and makes (or refreshes) its playlist; answers the row as it now is. */
async function importFile(db: Kysely<Database>, library: { id: number; path: string }, row: Row): Promise<Row> {
  const file = await confinedFile(library.path, row.path);
  if (!file) throw new AdminInputError(`${row.path} is no longer in the library folder; scan the library again`, 404);
  if (file.size > PLAYLIST_FILE_MAX_BYTES) throw new AdminInputError(`${row.path}: ${PLAYLIST_FILE_TOO_LARGE}`);
  const bytes = await fs.promises.readFile(file.absolute);
  const dir = path.posix.dirname(row.path);
  const match = await matchPlaylistFile(db, bytes, { libraryId: library.id, dir: dir === '.' ? '' : dir }).catch((error: unknown) => {
    // The file's own faults (no entries) are the admin's to read; anything else stays a server error.
    throw error instanceof HttpError ? new AdminInputError(`${row.path}: ${error.message}`) : error;
  });
  const report: PlaylistFileReport = { entries: match.entries, matched: match.trackIds.length, unmatched: match.unmatched.slice(0, KEPT_UNMATCHED) };
  const existing = row.playlist_id === null ? undefined : await db.selectFrom('catalog_playlists').select('id').where('id', '=', row.playlist_id).executeTakeFirst();
  const playlistId = existing ? existing.id : await createCatalogPlaylist(db, { title: titleOf(row.path), description: null, type: LIBRARY_PLAYLIST_TYPE, trackIds: [] });
  await updateCatalogPlaylist(db, playlistId, { trackIds: match.trackIds });
  await db.updateTable('library_playlist_files').set({ status: 'imported', playlist_id: playlistId, report: JSON.stringify(report) }).where('id', '=', row.id).execute();
  return { ...row, status: 'imported', playlist_id: playlistId, report: JSON.stringify(report) };
}

/** The admin's choice: import (again) makes the file a playlist of the library; ignore removes that playlist. */
export async function decidePlaylistFile(db: Kysely<Database>, actor: string, library: { id: number; name: string; path: string }, fileId: number, decision: PlaylistFileDecision): Promise<LibraryPlaylistFile> {
  const row = await db.selectFrom('library_playlist_files').selectAll().where('id', '=', fileId).where('library_id', '=', library.id).executeTakeFirst();
  if (!row) throw new AdminInputError('Playlist file not found', 404);
  let decided: Row;
  if (decision === 'import') decided = await importFile(db, library, row);
  else {
    if (row.playlist_id !== null) await dropPlaylists(db, [row.playlist_id]);
    await db.updateTable('library_playlist_files').set({ status: 'ignored', playlist_id: null }).where('id', '=', row.id).execute();
    decided = { ...row, status: 'ignored', playlist_id: null };
  }
  const outcome = decided.report && decision === 'import' ? (JSON.parse(decided.report) as PlaylistFileReport) : null;
  await recordAudit(db, { actor, action: `libraries.playlist-${decision}`, target: `${row.path} in ${library.name} (id ${library.id})`, detail: outcome ? `${outcome.matched} of ${outcome.entries} entries matched` : '' });
  return fileOf(decided);
}

/** Catalogue playlists made from files, removed with their search entries (their songs go by cascade). */
async function dropPlaylists(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  for (const id of ids) await removeFromSearch(db, 'playlist', id);
  if (ids.length) await db.deleteFrom('catalog_playlists').where('id', 'in', [...ids]).execute();
}

/** The playlists made from a library's files leave with the library. */
export async function dropLibraryPlaylists(db: Kysely<Database>, libraryId: number): Promise<void> {
  const rows = await db.selectFrom('library_playlist_files').select('playlist_id').where('library_id', '=', libraryId).where('playlist_id', 'is not', null).execute();
  await dropPlaylists(db, rows.map((row) => row.playlist_id as number));
}
