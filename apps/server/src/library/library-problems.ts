/**
 * What of a library does not play, for the console's Libraries screen: files the last scan did not
 * import (with the reason), tracks whose file has left the disk since (the next scan removes them), and
 * tracks in a format only ffmpeg makes playable.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { needsTranscode } from '../transcode/transcoder.js';
import { findLibrary, lastScanSkips, skippedFiles } from './library-admin.js';

export interface LibraryTrackFile {
  trackId: number;
  title: string;
  file: string;
  codec: string | null;
}

export interface LibraryProblems {
  skipped: { file: string; reason: string }[];
  skippedTotal: number;
  missing: LibraryTrackFile[];
  missingTotal: number;
  needsFfmpeg: LibraryTrackFile[];
  needsFfmpegTotal: number;
}

/** Each list's length in an answer; its total counts them all. */
export const PROBLEMS_SHOWN = 500;
/** Files checked on disk at once: enough to hide latency on a network mount, few enough for a small machine. */
const STAT_CONCURRENCY = 32;

/** Whether each file is still a regular file on disk, a few at a time. */
async function missingOnDisk(root: string, files: readonly LibraryTrackFile[]): Promise<LibraryTrackFile[]> {
  const gone = new Array<boolean>(files.length).fill(false);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      const stat = await fs.promises.stat(path.join(root, (files[index] as LibraryTrackFile).file)).catch(() => null);
      gone[index] = !stat?.isFile();
    }
  };
  await Promise.all(Array.from({ length: Math.min(STAT_CONCURRENCY, files.length) }, worker));
  return files.filter((_, index) => gone[index]);
}

export async function libraryProblems(db: Kysely<Database>, id: number): Promise<LibraryProblems> {
  const library = await findLibrary(db, id);
  const rows = await db
    .selectFrom('library_files')
    .innerJoin('tracks', 'tracks.id', 'library_files.track_id')
    .innerJoin('media_files', 'media_files.id', 'tracks.audio_file_id')
    .select(['tracks.id as trackId', 'tracks.title', 'library_files.path as file', 'library_files.codec', 'media_files.mime'])
    .where('library_files.library_id', '=', id)
    .orderBy('library_files.path')
    .execute();
  const tracks = rows.map((row): LibraryTrackFile & { mime: string } => ({ trackId: row.trackId, title: row.title, file: row.file, codec: row.codec, mime: row.mime }));
  const missing = await missingOnDisk(library.path, tracks);
  const needsFfmpeg = tracks.filter((track) => needsTranscode(track.mime));
  // The file rows know the audio files not imported; the last scan also knew the entries that are not audio.
  const byFile = new Map([...(await lastScanSkips(db, id)), ...(await skippedFiles(db, id, PROBLEMS_SHOWN))].map((s) => [s.file, s]));
  const skipped = [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const withoutMime = ({ trackId, title, file, codec }: LibraryTrackFile) => ({ trackId, title, file, codec });
  return {
    skipped: skipped.slice(0, PROBLEMS_SHOWN),
    skippedTotal: Math.max(skipped.length, library.lastScan?.['skipped'] ?? 0),
    missing: missing.slice(0, PROBLEMS_SHOWN).map(withoutMime),
    missingTotal: missing.length,
    needsFfmpeg: needsFfmpeg.slice(0, PROBLEMS_SHOWN).map(withoutMime),
    needsFfmpegTotal: needsFfmpeg.length,
  };
}
