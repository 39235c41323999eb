/**
 * The writing half of a scan, loaded only when files are new, changed or gone: reads their tags
 * (library-read.ts, several at a time) and writes them BATCH files per transaction, gives moved files
 * their old track (same fingerprint or MusicBrainz recording id), reports duplicates, and removes the
 * tracks of files that are gone. Each batch's tracks go into the search index together.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { indexTracksForSearch } from '../repositories/catalogue-writes.js';
import { saveTrackLyrics } from '../lyrics/lyrics-store.js';
import type { FileRow, LibraryRef, ScanOptions, ScanResult } from './library-scan.js';
import type { WalkedFile } from './library-walk.js';
import { errorText, mapBounded, READ_CONCURRENCY, type ReadFile } from './library-read.js';
import { startReadPool } from './library-read-pool.js';
import { newScanMemo, removeLibraryTracks, saveFileRow, writeLibraryTrack, type ScanMemo } from './library-writes.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Files written per transaction: a scan of 10,000 files commits 50 times rather than 10,000. */
const BATCH = 200;
/** From this many files to read, worker threads read them (a watcher's few changes are read here, with no thread to start). */
const POOL_FROM = 64;

export interface ScanRun {
  db: Kysely<Database>;
  store: MediaStore;
  library: LibraryRef;
  options: ScanOptions;
  result: ScanResult;
}

/** Reads `toRead`, writes what it gave, and removes the rows in `gone` that no moved file claimed. */
export async function readAndWrite(run: ScanRun, rows: readonly FileRow[], present: ReadonlySet<string>, gone: Map<number, FileRow>, toRead: readonly WalkedFile[]): Promise<void> {
  const { db, store, library, options, result } = run;
  const byPath = new Map(rows.map((row) => [row.path, row]));
  const goneTracks = gone.size ? await db.selectFrom('tracks').select(['id', 'mb_recording_id']).where('id', 'in', [0, ...[...gone.values()].map((row) => row.track_id ?? 0)]).execute() : [];
  const goneRows = [...gone.values()].filter((row) => row.track_id);
  const state: ScanState = {
    byPath,
    gone,
    goneByFingerprint: new Map(goneRows.filter((row) => row.fingerprint).map((row) => [row.fingerprint as string, row])),
    goneByTrack: new Map(goneRows.map((row) => [row.track_id as number, row])),
    goneByRecording: new Map(goneTracks.filter((t) => t.mb_recording_id).map((t) => [t.mb_recording_id as string, t.id])),
    fingerprints: new Map(rows.filter((row) => row.track_id && present.has(row.path) && row.fingerprint).map((row) => [row.fingerprint as string, row.path])),
  };
  const memo = newScanMemo();

  let read = 0;
  const pool = startReadPool(toRead.length >= POOL_FROM ? undefined : 0);
  // With worker threads the whole batch is sent at once (they read READ_CONCURRENCY at a time
  // themselves), so they go on reading while this thread writes the batch before.
  const readBatch = (start: number) =>
    mapBounded(toRead.slice(start, start + BATCH), pool.threads ? BATCH : READ_CONCURRENCY, async (file) => {
      // Progress names the file being read now (`done` counts the files read so far).
      options.onProgress?.({ done: read, total: toRead.length, file: file.relative });
      const outcome = await pool.read(library.path, file);
      read++;
      return outcome;
    });
  // The next batch is read while this one is written.
  let next = toRead.length ? readBatch(0) : null;
  try {
    for (let start = 0; next; start += BATCH) {
      const batch = await next;
      next = start + BATCH < toRead.length ? readBatch(start + BATCH) : null;
      for (const file of batch) for (const message of file.warnings) result.warnings.push({ file: file.file.relative, message });
      if (options.scope) await knownFingerprints(db, library.id, batch, state);
      await writeBatch(db, store, memo, library, batch, state, result);
    }
  } finally {
    await next?.catch(() => undefined);
    await pool.close();
  }

  const removedTracks = [...state.gone.values()].map((row) => row.track_id).filter((id): id is number => id !== null);
  if (state.gone.size) {
    await db.transaction().execute(async (trx) => {
      await removeLibraryTracks(trx, removedTracks);
      await trx.deleteFrom('library_files').where('id', 'in', [...state.gone.keys()]).execute();
    });
  }
  result.removed = removedTracks.length;
  result.artistsCreated = memo.counts.artistsCreated;
  result.albumsCreated = memo.counts.albumsCreated;
}

/** A scan of changes knows the tracks outside its scope by fingerprint only when it asks: a copy of one is a duplicate. */
async function knownFingerprints(db: Kysely<Database>, libraryId: number, batch: readonly ReadFile[], state: ScanState): Promise<void> {
  const wanted = [...new Set(batch.flatMap((file) => (file.fingerprint && !state.fingerprints.has(file.fingerprint) ? [file.fingerprint] : [])))];
  if (!wanted.length) return;
  const rows = await db.selectFrom('library_files').select(['path', 'fingerprint']).where('library_id', '=', libraryId).where('track_id', 'is not', null).where('fingerprint', 'in', wanted).execute();
  for (const row of rows) if (row.fingerprint && !state.byPath.has(row.path)) state.fingerprints.set(row.fingerprint, row.path);
}

interface ScanState {
  byPath: Map<string, FileRow>;
  /** Rows whose files were not found, by row id: removed at the end unless a moved file claims one. */
  gone: Map<number, FileRow>;
  goneByFingerprint: Map<string, FileRow>;
  goneByTrack: Map<number, FileRow>;
  goneByRecording: Map<string, number>;
  /** Tracks' fingerprints seen so far, for duplicates. */
  fingerprints: Map<string, string>;
}

/** What one file's write changed in the counts, applied once its transaction has committed. */
interface Outcome {
  kind: 'added' | 'updated' | 'moved' | null;
  /** The track written, indexed for search with the rest of its transaction's tracks. */
  trackId?: number;
  skipped?: { file: string; reason: string };
}

function apply(outcomes: Outcome[], result: ScanResult): void {
  for (const outcome of outcomes) {
    if (outcome.kind) result[outcome.kind]++;
    if (outcome.skipped) result.skipped.push(outcome.skipped);
  }
}

function forget(memo: ScanMemo): void {
  memo.artists.clear();
  memo.albums.clear();
  memo.pictures.clear();
  memo.folderCovers.clear();
  memo.genres.clear();
}

/**
 * One transaction for the batch. Should one file's write fail, the batch rolls back and is written
 * again file by file, so that only that file is skipped (with the error as its reason).
 */
async function writeBatch(db: Kysely<Database>, store: MediaStore, memo: ScanMemo, library: LibraryRef, batch: ReadFile[], state: ScanState, result: ScanResult): Promise<void> {
  const before = { gone: new Map(state.gone), fingerprints: new Map(state.fingerprints), counts: { ...memo.counts } };
  try {
    apply(await db.transaction().execute(async (trx) => {
      const outcomes: Outcome[] = [];
      for (const file of batch) outcomes.push(await writeOne(trx, store, memo, library, file, state));
      return indexed(trx, outcomes);
    }), result);
    return;
  } catch {
    // What the rolled-back transaction created is gone: forget it.
    forget(memo);
    state.gone = before.gone;
    state.fingerprints = before.fingerprints;
    Object.assign(memo.counts, before.counts);
  }
  for (const file of batch) {
    try {
      apply(await db.transaction().execute(async (trx) => indexed(trx, [await writeOne(trx, store, memo, library, file, state)])), result);
    } catch (error) {
      forget(memo);
      apply([await writeSkip(db, library, file, state, `unreadable: ${errorText(error)}`, file.fingerprint)], result);
    }
  }
}

/** The outcomes' tracks go into the search index together, in the transaction that wrote them. */
async function indexed(trx: Transaction<Database>, outcomes: Outcome[]): Promise<Outcome[]> {
  await indexTracksForSearch(trx, outcomes.flatMap((outcome) => (outcome.trackId === undefined ? [] : [outcome.trackId])));
  return outcomes;
}

async function writeSkip(db: Db, library: LibraryRef, read: ReadFile, state: ScanState, reason: string, fingerprint: string | null): Promise<Outcome> {
  const { file } = read;
  const row = state.byPath.get(file.relative) ?? null;
  // A file that was a track and no longer reads keeps no track.
  if (row?.track_id) await removeLibraryTracks(db, [row.track_id]);
  await saveFileRow(db, { libraryId: library.id, relative: file.relative, size: file.size, mtimeMs: file.mtimeMs, existingRowId: row?.id ?? null, fingerprint }, { track_id: null, skip_reason: reason, codec: null });
  return { kind: null, skipped: { file: file.relative, reason } };
}

/** A gone row this new file continues: the same content, or the same MusicBrainz recording. */
function movedFrom(state: ScanState, fingerprint: string, recordingId: string | null): FileRow | null {
  const live = (row: FileRow | undefined) => (row && state.gone.has(row.id) ? row : null);
  const byRecording = recordingId ? state.goneByRecording.get(recordingId) : undefined;
  return live(state.goneByFingerprint.get(fingerprint)) ?? (byRecording === undefined ? null : live(state.goneByTrack.get(byRecording)));
}

async function writeOne(db: Db, store: MediaStore, memo: ScanMemo, library: LibraryRef, read: ReadFile, state: ScanState): Promise<Outcome> {
  if (read.skip !== null) return writeSkip(db, library, read, state, read.skip, read.fingerprint);
  const { file, fingerprint, tags } = read;
  const row = state.byPath.get(file.relative) ?? null;
  let existingRowId = row?.id ?? null;
  let existingTrackId = row?.track_id ?? null;
  let kind: 'added' | 'updated' | 'moved' = row?.track_id ? 'updated' : 'added';
  if (!row?.track_id) {
    const old = movedFrom(state, fingerprint, tags.mbRecordingId);
    const duplicateOf = state.fingerprints.get(fingerprint);
    if (old) {
      state.gone.delete(old.id);
      if (row) await db.deleteFrom('library_files').where('id', '=', row.id).execute();
      existingRowId = old.id;
      existingTrackId = old.track_id;
      kind = 'moved';
      // The in-place media file follows the file to its new name.
      await db.updateTable('media_files').set({ path: `library:${library.id}/${file.relative}` }).where('path', '=', `library:${library.id}/${old.path}`).execute();
    } else if (duplicateOf && duplicateOf !== file.relative) return writeSkip(db, library, read, state, `duplicate: the same audio as ${duplicateOf}`, fingerprint);
  }
  const base = { libraryId: library.id, relative: file.relative, size: file.size, mtimeMs: file.mtimeMs };
  const { trackId, created } = await writeLibraryTrack(db, store, memo, { ...base, root: library.path, fingerprint, tags, gapless: read.gapless, existingRowId, existingTrackId });
  // A created track has no lyrics to replace.
  if (!created || read.lyrics) await saveTrackLyrics(db, trackId, read.lyrics);
  state.fingerprints.set(fingerprint, file.relative);
  return { kind, trackId };
}
