import { sql, type RawBuilder } from 'kysely';
import type { SearchKind } from './search-engine.js';

export interface KindHitsRow {
  kind: SearchKind;
  total: number;
  /** The page's ref ids as a JSON array: ranked (bm25) when the total is at most the rank cap, else in index order. */
  ids: string;
}

/**
 * SQLite: the capped total and one page of every kind asked for, in one statement. Per kind, the
 * total counts the first `cap` matches (an FTS5 cursor that only steps); the page is cut by a second
 * cursor: when the total is at most `rankCap`, ordered by bm25 (CASE runs only the branch it needs),
 * else the first matches in index order (it reads only the page's rows). Materialising the first
 * `cap` matches to count and cut them cost more than the second cursor, and a ranked page as a
 * statement of its own cost a second round of statement overhead for every small result.
 */
export function kindsHitsStatement(kinds: readonly SearchKind[], words: string, cap: number, rankCap: number, limit: number, offset: number): RawBuilder<KindHitsRow> {
  const answers = kinds.map((kind) => {
    const index = sql.table(`search_${kind}s`);
    const total = sql`SELECT count(*) FROM (SELECT 1 FROM ${index} WHERE ${index} MATCH ${words} LIMIT ${sql.lit(cap)})`;
    // The ORDER BY and LIMIT keep this subquery apart (not flattened into the aggregate), so the array keeps its order.
    const ranked = sql`SELECT json_group_array(ref_id) FROM (SELECT d.ref_id FROM ${index} w JOIN search_documents d ON d.id = w.rowid WHERE ${index} MATCH ${words} ORDER BY w.rank LIMIT ${limit} OFFSET ${offset})`;
    // Index order, within the first `cap` matches as the total counts them; the correlated ref_id look-up keeps that order inside the array.
    const inIndexOrder = sql`SELECT json_group_array((SELECT ref_id FROM search_documents WHERE id = p.id)) FROM (SELECT id FROM (SELECT rowid AS id FROM ${index} WHERE ${index} MATCH ${words} LIMIT ${sql.lit(cap)}) LIMIT ${limit} OFFSET ${offset}) AS p`;
    return sql`SELECT kind, total, CASE WHEN ${offset} >= total THEN '[]' WHEN total <= ${sql.lit(rankCap)} THEN (${ranked}) ELSE (${inIndexOrder}) END AS ids FROM (SELECT ${sql.lit(kind)} AS kind, (${total}) AS total)`;
  });
  return sql<KindHitsRow>`${sql.join(answers, sql` UNION ALL `)}`;
}
