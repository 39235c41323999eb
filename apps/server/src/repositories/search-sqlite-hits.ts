import { sql, type RawBuilder } from 'kysely';
import type { SearchKind } from './search.js';

export interface KindHitsRow {
  kind: SearchKind;
  total: number;
  /** The page's ref ids as a JSON array, in index order. */
  ids: string;
}

/**
 * SQLite: the capped total and one page of every kind asked for, in one statement that reads each
 * kind's word index once: its first `cap` matches are materialised, counted, and the page is cut
 * from them in index order. A count and a page statement per kind read each index twice, and the
 * statements themselves cost as much again as their SQLite work.
 */
export function kindsHitsStatement(kinds: readonly SearchKind[], words: string, cap: number, limit: number, offset: number): RawBuilder<KindHitsRow> {
  const matches = kinds.map((kind, i) => {
    const index = sql.table(`search_${kind}s`);
    return sql`${sql.raw(`m${i}`)} AS MATERIALIZED (SELECT rowid AS id FROM ${index} WHERE ${index} MATCH ${words} LIMIT ${sql.lit(cap)})`;
  });
  const answers = kinds.map((kind, i) => {
    const m = sql.raw(`m${i}`);
    // The correlated ref_id look-up keeps the page's index order inside the JSON array.
    return sql`SELECT ${sql.lit(kind)} AS kind, (SELECT count(*) FROM ${m}) AS total,
      (SELECT json_group_array((SELECT ref_id FROM search_documents WHERE id = p.id)) FROM (SELECT id FROM ${m} LIMIT ${limit} OFFSET ${offset}) AS p) AS ids`;
  });
  return sql<KindHitsRow>`WITH ${sql.join(matches)} ${sql.join(answers, sql` UNION ALL `)}`;
}
