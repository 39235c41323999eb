/**
 * The reading half of a scan, with no database: a file's fingerprint, tags, gapless fields and lyrics,
 * or why it is not a track. Files are read several at a time (the disk and music-metadata's parsing
 * overlap); the scan writes what they gave in batches (library-scan.ts).
 */
import path from 'node:path';
import { parseBuffer, parseFile } from 'music-metadata';
import type { TrackGapless } from '../repositories/catalogue-writes.js';
import { mp3Gapless } from '../content/import/track-loudness.js';
import type { StoredLyrics } from '../lyrics/lyrics-store.js';
import { fileFacts } from './file-facts.js';
import { fileLyrics } from './file-lyrics.js';
import type { WalkedFile } from './library-walk.js';
import { trackTags, type TrackTags } from './track-tags.js';

/** Files read at once: enough to keep the disk busy while tags are parsed, few enough to bound memory. */
export const READ_CONCURRENCY = 8;

export type ReadFile =
  | { file: WalkedFile; skip: string; fingerprint: string | null; warnings: string[] }
  | { file: WalkedFile; skip: null; fingerprint: string; tags: TrackTags; gapless: TrackGapless | null; lyrics: StoredLyrics | null; warnings: string[] };

export const errorText = (error: unknown) => (error as NodeJS.ErrnoException).code ?? ((error as Error).message || 'unknown error');

export async function readLibraryFile(root: string, file: WalkedFile): Promise<ReadFile> {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  if (file.size === 0) return { file, skip: 'empty: the file has no bytes', fingerprint: null, warnings };
  let facts;
  let tags;
  let metadata;
  try {
    facts = await fileFacts(file.absolute, file.size, path.extname(file.relative).toLowerCase() === '.mp3');
    metadata = facts.whole ? await parseBuffer(facts.whole, { path: file.absolute, size: file.size }, { duration: false }) : await parseFile(file.absolute, { duration: false });
    tags = trackTags(file.relative, metadata, warn);
  } catch (error) {
    return { file, skip: `unreadable: ${errorText(error)}`, fingerprint: facts?.fingerprint ?? null, warnings };
  }
  if (!tags) return { file, skip: 'unreadable: no audio found in the file', fingerprint: facts.fingerprint, warnings };
  const gapless = facts.mp3Head ? mp3Gapless(facts.mp3Head, warn) : null;
  const lyrics = await fileLyrics(root, file.lyrics, metadata.common.lyrics, warn);
  return { file, skip: null, fingerprint: facts.fingerprint, tags, gapless, lyrics, warnings };
}

/** `work` over `items` with at most `limit` running at once; results in the items' order. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runner = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}
