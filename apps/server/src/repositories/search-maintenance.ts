import { sql, type Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { SEARCH_KINDS } from '../db/schema-names.js';
import { ensureTrackSlices } from './search-chunks.js';

/** SQLite's FTS5 word indexes: the shared one (vocabulary, autocomplete) and one per kind. */
export const SQLITE_SEARCH_INDEXES = ['search_words', ...SEARCH_KINDS.map((kind) => `search_${kind}s`)];

/**
 * Run after a bulk write (a music import, a synthetic catalogue). SQLite: each FTS5 index is merged
 * into one segment ('optimize'); row-by-row triggers leave it in many, and every search reads each
 * segment's postings. Then ANALYZE. PostgreSQL:
 * the songs' index slices that are missing are made (search-chunks.ts), then VACUUM ANALYZE merges
 * the GIN pending lists and refreshes the planner's statistics.
 */
export async function compactSearchIndex(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await ensureTrackSlices(db);
    await sql`VACUUM ANALYZE`.execute(db);
    return;
  }
  for (const index of SQLITE_SEARCH_INDEXES) await sql`INSERT INTO ${sql.table(index)} (${sql.table(index)}) VALUES ('optimize')`.execute(db);
  await sql`ANALYZE`.execute(db);
}
