/** A track's stored lyrics (table track_lyrics): written by library scans and the demo, read by the web API and /rest. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Lyrics, LyricsLine } from './lyrics-text.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Where a track's lyrics came from. */
export type LyricsSource = 'embedded' | 'lrc' | 'txt' | 'demo';

export interface StoredLyrics extends Lyrics {
  source: LyricsSource;
}

/** Replaces the track's lyrics; null removes them (a sidecar deleted, a tag cleared). */
export async function saveTrackLyrics(db: Db, trackId: number, lyrics: StoredLyrics | null): Promise<void> {
  await db.deleteFrom('track_lyrics').where('track_id', '=', trackId).execute();
  if (!lyrics?.lines.length) return;
  await db
    .insertInto('track_lyrics')
    .values({ track_id: trackId, source: lyrics.source, synced: lyrics.synced ? 1 : 0, language: lyrics.language, lines: JSON.stringify(lyrics.lines) })
    .execute();
}

export async function trackLyrics(db: Db, trackId: number): Promise<StoredLyrics | null> {
  const row = await db.selectFrom('track_lyrics').selectAll().where('track_id', '=', trackId).executeTakeFirst();
  if (!row) return null;
  return { source: row.source as LyricsSource, synced: Number(row.synced) === 1, language: row.language, lines: JSON.parse(row.lines) as LyricsLine[] };
}
