import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { queryTokens, trigramScore, trigrams } from './search-text.js';

export type SearchKind = 'track' | 'album' | 'artist' | 'playlist';

/** Counting stops here: beyond it the total reads "1000" and results are in index order, not ranked. */
export const COUNT_CAP = 1000;
/** Candidates considered by the typo-tolerant fallback. */
const FUZZY_CANDIDATES = 200;
const FUZZY_MIN_SCORE = 0.4;

export interface SearchHits {
  ids: number[];
  total: number;
}

interface SearchSql {
  count(kind: SearchKind | null, tokens: string[]): RawBuilder<{ n: number }>;
  page(kind: SearchKind | null, tokens: string[], ranked: boolean, limit: number, offset: number): RawBuilder<{ ref_id: number; kind: string; title: string }>;
  fuzzy(kind: SearchKind | null, query: string, tokens: string[]): RawBuilder<{ ref_id: number; kind: string; title: string; subtitle: string }> | null;
}

/** FTS5: a word index with prefix indexes, and a trigram index for typos. */
function sqliteSql(): SearchSql {
  const wordMatch = (kind: SearchKind | null, tokens: string[]) => {
    const words = `{title subtitle} : (${tokens.map((t) => `"${t}"*`).join(' AND ')})`;
    return kind ? `kind : "${kind}" AND ${words}` : words;
  };
  return {
    count: (kind, tokens) => sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM search_words WHERE search_words MATCH ${wordMatch(kind, tokens)} LIMIT ${COUNT_CAP})`,
    page: (kind, tokens, ranked, limit, offset) =>
      sql<{ ref_id: number; kind: string; title: string }>`SELECT d.ref_id, d.kind, d.title FROM search_words w JOIN search_documents d ON d.id = w.rowid WHERE search_words MATCH ${wordMatch(kind, tokens)} ${ranked ? sql`ORDER BY w.rank` : sql``} LIMIT ${limit} OFFSET ${offset}`,
    fuzzy: (kind, _query, tokens) => {
      const grams = [...new Set(tokens.flatMap((t) => trigrams(t, false)))];
      if (!grams.length) return null;
      const words = `{title subtitle} : (${grams.map((g) => `"${g}"`).join(' OR ')})`;
      const match = kind ? `kind : "${kind}" AND ${words}` : words;
      return sql<{ ref_id: number; kind: string; title: string; subtitle: string }>`SELECT d.ref_id, d.kind, d.title, d.subtitle FROM search_trigrams t JOIN search_documents d ON d.id = t.rowid WHERE search_trigrams MATCH ${match} ORDER BY t.rank LIMIT ${FUZZY_CANDIDATES}`;
    },
  };
}

/** PostgreSQL: a tsvector GIN index for word prefixes, pg_trgm (GIN) for typos. */
function postgresSql(): SearchSql {
  const tsquery = (tokens: string[]) => tokens.map((t) => `${t}:*`).join(' & ');
  const kindFilter = (kind: SearchKind | null) => (kind ? sql`AND kind = ${kind}` : sql``);
  return {
    count: (kind, tokens) => sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM search_documents WHERE search_vector @@ to_tsquery('simple', ${tsquery(tokens)}) ${kindFilter(kind)} LIMIT ${COUNT_CAP}) AS capped`,
    page: (kind, tokens, ranked, limit, offset) =>
      sql<{ ref_id: number; kind: string; title: string }>`SELECT ref_id, kind, title FROM search_documents WHERE search_vector @@ to_tsquery('simple', ${tsquery(tokens)}) ${kindFilter(kind)} ORDER BY ${ranked ? sql`ts_rank(search_vector, to_tsquery('simple', ${tsquery(tokens)})) DESC, ` : sql``}id LIMIT ${limit} OFFSET ${offset}`,
    fuzzy: (kind, query) =>
      sql<{ ref_id: number; kind: string; title: string; subtitle: string }>`SELECT ref_id, kind, title, subtitle FROM search_documents WHERE ${query.toLowerCase()} <% search_text ${kindFilter(kind)} ORDER BY word_similarity(${query.toLowerCase()}, search_text) DESC, id LIMIT ${FUZZY_CANDIDATES}`,
  };
}

export function createSearchRepository(db: Kysely<Database>, dialect: DialectName) {
  const q = dialect === 'postgres' ? postgresSql() : sqliteSql();

  async function fuzzy(kind: SearchKind | null, query: string, tokens: string[]) {
    const statement = q.fuzzy(kind, query, tokens);
    if (!statement) return [];
    const { rows } = await statement.execute(db);
    return rows
      .map((row) => ({ row, score: Math.max(trigramScore(query, row.title), trigramScore(query, `${row.title} ${row.subtitle}`)) }))
      .filter((c) => c.score >= FUZZY_MIN_SCORE)
      .sort((a, b) => b.score - a.score);
  }

  return {
    /**
     * One page of one kind: prefix-aware word matches first; when a query matches no word at all,
     * typo-tolerant trigram matches. Every statement has a LIMIT and goes through an index.
     */
    async search(kind: SearchKind, query: string, limit: number, offset: number): Promise<SearchHits> {
      const tokens = queryTokens(query);
      if (!tokens.length) return { ids: [], total: 0 };
      const { rows: countRows } = await q.count(kind, tokens).execute(db);
      const total = Number(countRows[0]?.n ?? 0);
      if (total > 0) {
        if (offset >= total) return { ids: [], total };
        const { rows } = await q.page(kind, tokens, total < COUNT_CAP, limit, offset).execute(db);
        return { ids: rows.map((r) => Number(r.ref_id)), total };
      }
      const candidates = await fuzzy(kind, query, tokens);
      return { ids: candidates.slice(offset, offset + limit).map((c) => Number(c.row.ref_id)), total: candidates.length };
    },

    async autocomplete(query: string, limit: number): Promise<{ kind: SearchKind; id: number; text: string }[]> {
      const tokens = queryTokens(query);
      if (!tokens.length) return [];
      const { rows } = await q.page(null, tokens, false, limit * 4, 0).execute(db);
      const hits = rows.length ? rows : (await fuzzy(null, query, tokens)).map((c) => c.row);
      const seen = new Set<string>();
      const suggestions: { kind: SearchKind; id: number; text: string }[] = [];
      for (const row of hits) {
        const key = `${row.kind}:${row.title.toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        suggestions.push({ kind: row.kind as SearchKind, id: Number(row.ref_id), text: row.title });
        if (suggestions.length >= limit) break;
      }
      return suggestions;
    },

    /**
     * The database's plans for the statements `search` runs for this query (count and page, or the
     * typo-tolerant fallback when no word matches), for tests and diagnostics.
     */
    async explain(kind: SearchKind, query: string): Promise<string> {
      const tokens = queryTokens(query);
      const { rows: countRows } = await q.count(kind, tokens).execute(db);
      const statements: RawBuilder<unknown>[] = [q.count(kind, tokens)];
      const fuzzyStatement = q.fuzzy(kind, query, tokens);
      if (Number(countRows[0]?.n ?? 0) > 0) statements.push(q.page(kind, tokens, true, 20, 0));
      else if (fuzzyStatement) statements.push(fuzzyStatement);
      const plans: string[] = [];
      for (const statement of statements) {
        const compiled = statement.compile(db);
        const prefix = dialect === 'postgres' ? 'EXPLAIN ' : 'EXPLAIN QUERY PLAN ';
        const { rows } = await db.executeQuery<Record<string, unknown>>({ ...compiled, sql: prefix + compiled.sql });
        plans.push(rows.map((r) => String(r['QUERY PLAN'] ?? r['detail'] ?? JSON.stringify(r))).join('\n'));
      }
      return plans.join('\n---\n');
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
