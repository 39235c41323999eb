import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * PostgreSQL: the songs' word index in slices of song ids, one partial GIN index each.
 *
 * GIN cannot stop early: a bitmap scan collects every posting of the words searched before a
 * LIMIT applies, and a common word has tens of thousands of them in a large catalogue, only to keep
 * the first 1,000 matches. Over the slices, in order, under one
 * LIMIT, PostgreSQL scans the next slice only while it has fewer than 1,000 matches, so a broad
 * search reads one or two slices' postings. The whole-kind index stays: it answers the songs
 * beyond the last slice (added since the slices were made) and any gap between slices.
 *
 * Slices are by song id (ref_id), not document id: where a word is common the planner may rather
 * walk the (kind, ref_id) index of one slice, which holds only songs; a range of document ids also
 * holds every album and artist document, which such a walk reads and skips.
 */
export const TRACK_SLICE = 65_536;

export interface Slice {
  from: number;
  to: number;
}

const SLICE_INDEX = /^search_documents_track_(\d+)_(\d+)$/;

/** Creates the slice indexes missing up to the highest song id (after bulk writes); answers how many there are. */
export async function ensureTrackSlices(db: Kysely<Database>, size = TRACK_SLICE): Promise<number> {
  const { rows } = await sql<{ top: number | string | null }>`SELECT max(ref_id) AS top FROM search_documents WHERE kind = 'track'`.execute(db);
  const top = rows[0]?.top;
  if (top === null || top === undefined) return 0;
  const existing = await trackSlices(db);
  // New slices follow the last one there is.
  for (let start = existing.length ? (existing[existing.length - 1] as Slice).to : 0; start <= Number(top); start += size) {
    await sql.raw(`CREATE INDEX IF NOT EXISTS search_documents_track_${start}_${start + size} ON search_documents USING gin (search_vector) WHERE kind = 'track' AND ref_id >= ${start} AND ref_id < ${start + size}`).execute(db);
  }
  return (await trackSlices(db)).length;
}

/** The slices that have an index, in order of their song ids. */
export async function trackSlices(db: Kysely<Database>): Promise<Slice[]> {
  const { rows } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'search_documents' AND indexname LIKE 'search_documents_track_%'`.execute(db);
  return rows
    .flatMap((row) => {
      const match = SLICE_INDEX.exec(row.indexname);
      return match ? [{ from: Number(match[1]), to: Number(match[2]) }] : [];
    })
    .sort((a, b) => a.from - b.from);
}

/**
 * The songs matching `query`, as a UNION ALL in song id order: each slice (its condition is its
 * index's predicate, so the planner uses that index), any gap between slices, then the songs
 * beyond the last slice. Without slices it is one branch over the whole-kind index.
 */
export function trackMatches(slices: readonly Slice[], query: RawBuilder<unknown>, columns: RawBuilder<unknown>): RawBuilder<unknown> {
  const branch = (from: number, to?: number) =>
    sql`(SELECT ${columns} FROM search_documents WHERE kind = 'track' AND ref_id >= ${sql.lit(from)} ${to === undefined ? sql`` : sql`AND ref_id < ${sql.lit(to)}`} AND search_vector @@ ${query})`;
  const branches: RawBuilder<unknown>[] = [];
  let next = 0;
  for (const slice of slices) {
    if (slice.from < next) continue;
    if (slice.from > next) branches.push(branch(next, slice.from));
    branches.push(branch(slice.from, slice.to));
    next = slice.to;
  }
  branches.push(branch(next));
  return sql.join(branches, sql` UNION ALL `);
}
