import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { queryTokens, trigramScore } from './search-text.js';

export type SearchKind = 'track' | 'album' | 'artist' | 'playlist';

/**
 * Counting stops here: beyond it the total reads "1000". Pages of results larger than RANK_CAP come
 * in index order (SQLite) or id order within the first 1000 matches (PostgreSQL), unranked.
 */
export const COUNT_CAP = 1000;
/** Results up to this many are ranked (SQLite bm25, PostgreSQL ts_rank); larger ones are not. */
const RANK_CAP = 200;
/** PostgreSQL: candidates considered by the typo-tolerant fallback. */
const FUZZY_CANDIDATES = 200;
/** Share of a word's trigrams a correction must have (about one wrong, missing or swapped letter). */
const MIN_SIMILARITY = 0.4;
/** SQLite: vocabulary words considered per misspelt word, and corrections kept. */
const VOCABULARY_SCAN = 5000;
const CORRECTIONS = 4;
/** SQLite: a prefix matching at most this many indexed words is searched as those words. */
const PREFIX_EXPANSIONS = 16;

export interface SearchHits {
  ids: number[];
  total: number;
}

type Row = { ref_id: number; kind: string; title: string };

/** What one search runs: a count and a page over the same index condition. */
interface Statements {
  count: RawBuilder<{ n: number }>;
  page: (ranked: boolean, limit: number, offset: number) => RawBuilder<Row>;
  /** The count when the engine already ran it. */
  total?: number;
  /** An engine's own way to a page and its total (instead of count + page). */
  hits?: (limit: number, offset: number) => Promise<SearchHits>;
  /** The statements `hits` runs, for `explain`. */
  explained?: RawBuilder<unknown>[];
}

/** The statements for one kind (or all kinds), once the query's words are resolved. */
type StatementsFor = (kind: SearchKind | null) => Promise<Statements | null>;

/**
 * SQLite: FTS5 word index with prefix indexes. A word that is no indexed word's prefix is replaced
 * by the closest indexed words (typo tolerance from the index's own vocabulary, fts5vocab).
 */
function createSqliteEngine(db: Kysely<Database>) {
  /** The index's words, sorted, kept until search_documents changes (search_version, migration 004). */
  let vocabulary: { version: number; terms: string[] } | undefined;
  async function terms(): Promise<string[]> {
    const { rows } = await sql<{ version: number }>`SELECT version FROM search_version WHERE id = 1`.execute(db);
    const version = Number(rows[0]?.version ?? 0);
    if (vocabulary?.version !== version) {
      const { rows: words } = await sql<{ term: string }>`SELECT term FROM search_vocabulary`.execute(db);
      vocabulary = { version, terms: words.map((w) => w.term).sort() };
    }
    return vocabulary.terms;
  }

  /** Index of the first term >= token (binary search over the sorted vocabulary). */
  function lowerBound(list: string[], token: string): number {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((list[middle] as string) < token) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The indexed words a token is a prefix of, when there are few: FTS5 materialises the whole
   * posting list of a prefix term before it can stop at a LIMIT, but streams an OR of plain words.
   * Same matches, since the list is the index's current vocabulary. `null`: too many, use `token*`.
   */
  function expansions(list: string[], token: string): string[] | null {
    const found: string[] = [];
    for (let i = lowerBound(list, token); i < list.length && (list[i] as string).startsWith(token); i++) {
      if (found.length === PREFIX_EXPANSIONS) return null;
      found.push(list[i] as string);
    }
    return found;
  }

  function corrections(list: string[], token: string): string[] {
    if (token.length < 3) return [];
    // Words that start like the token (one leading letter in common), closest first.
    const first = token.slice(0, 1);
    const candidates: string[] = [];
    for (let i = lowerBound(list, first); i < list.length && candidates.length < VOCABULARY_SCAN && (list[i] as string).startsWith(first); i++) candidates.push(list[i] as string);
    return candidates
      .filter((term) => Math.abs(term.length - token.length) <= 2)
      .map((term) => ({ term, score: trigramScore(token, term) }))
      .filter((c) => c.score >= MIN_SIMILARITY)
      .sort((a, b) => b.score - a.score)
      .slice(0, CORRECTIONS)
      .map((c) => c.term);
  }

  /** The FTS5 expression for a query, or null when nothing can match. */
  async function expression(tokens: string[]): Promise<string | null> {
    const list = await terms();
    const parts: string[] = [];
    for (const token of tokens) {
      const words = expansions(list, token);
      if (words === null) parts.push(`"${token}"*`);
      else if (words.length) parts.push(`(${words.map((w) => `"${w}"`).join(' OR ')})`);
      else {
        const alternatives = corrections(list, token);
        if (alternatives.length) parts.push(`(${alternatives.map((a) => `"${a}"`).join(' OR ')})`);
      }
    }
    return parts.length ? `{title subtitle} : (${parts.join(' AND ')})` : null;
  }

  return async (tokens: string[]): Promise<StatementsFor | null> => {
    const words = await expression(tokens);
    if (!words) return null;
    return async (kind) => {
        // A kind has its own index (search_tracks, ...); all kinds together use the shared one.
        const index = sql.table(kind ? `search_${kind}s` : 'search_words');
        const matches = sql<{ id: number }>`SELECT rowid AS id FROM ${index} WHERE ${index} MATCH ${words} LIMIT ${COUNT_CAP}`;
        const ranked = (limit: number, offset: number) => sql<{ id: number }>`SELECT rowid AS id FROM ${index} WHERE ${index} MATCH ${words} ORDER BY rank LIMIT ${limit} OFFSET ${offset}`;
        return {
          count: sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM ${index} WHERE ${index} MATCH ${words} LIMIT ${COUNT_CAP})`,
          page: (rankedPage, limit, offset) =>
            sql<Row>`SELECT d.ref_id, d.kind, d.title FROM ${index} w JOIN search_documents d ON d.id = w.rowid WHERE ${index} MATCH ${words} ${rankedPage ? sql`ORDER BY w.rank` : sql``} LIMIT ${limit} OFFSET ${offset}`,
          // One pass over the index gives the capped total and the unranked page; a small result is
          // ranked (bm25) by a second, equally bounded pass; then one primary-key look-up per hit.
          async hits(limit, offset) {
            const { rows } = await matches.execute(db);
            const total = rows.length;
            if (offset >= total) return { ids: [], total };
            const page = total <= RANK_CAP ? (await ranked(limit, offset).execute(db)).rows : rows.slice(offset, offset + limit);
            const documentIds = page.map((r) => Number(r.id));
            if (!documentIds.length) return { ids: [], total };
            const { rows: refs } = await sql<{ id: number; ref_id: number }>`SELECT id, ref_id FROM search_documents WHERE id IN (${sql.join(documentIds)})`.execute(db);
            const refOf = new Map(refs.map((r) => [Number(r.id), Number(r.ref_id)]));
            return { ids: documentIds.flatMap((id) => (refOf.has(id) ? [refOf.get(id) as number] : [])), total };
          },
          explained: [matches, ranked(20, 0), sql`SELECT id, ref_id FROM search_documents WHERE id IN (1, 2, 3)`],
        };
      };
    };
  }

  /**
   * PostgreSQL: a tsvector GIN index for word prefixes; when no word matches, pg_trgm word similarity
   * (GIN, `<%`) for typos.
   */
  function createPostgresEngine(db: Kysely<Database>) {
    const kindFilter = (kind: SearchKind | null) => (kind ? sql`AND kind = ${kind}` : sql``);
    return async (tokens: string[]): Promise<StatementsFor | null> => {
      const tsquery = tokens.map((t) => `${t}:*`).join(' & ');
      // Typo tolerance is for queries whose words match nothing at all (as on SQLite, where a word is
      // corrected only when no indexed word starts with it). A per-kind fallback ran the trigram
      // search for every kind without word matches, e.g. "fallin" over all albums: seconds.
      const { rows: anyWord } = await sql<{ one: number }>`SELECT 1 AS one FROM search_documents WHERE search_vector @@ to_tsquery('simple', ${tsquery}) LIMIT 1`.execute(db);
      return async (kind) => {
      const words: Statements = {
        count: sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM search_documents WHERE search_vector @@ to_tsquery('simple', ${tsquery}) ${kindFilter(kind)} LIMIT ${COUNT_CAP}) AS capped`,
        page: (ranked, limit, offset) =>
          sql<Row>`SELECT ref_id, kind, title FROM search_documents WHERE search_vector @@ to_tsquery('simple', ${tsquery}) ${kindFilter(kind)} ORDER BY ${ranked ? sql`ts_rank(search_vector, to_tsquery('simple', ${tsquery})) DESC, ` : sql``}id LIMIT ${limit} OFFSET ${offset}`,
      };
      // One bounded pass gives the total (capped) and, unranked, the page; only a small result is
      // ranked, by a second pass. Ordering every match by id or rank read all of them from the heap.
      const matches = sql<{ id: number; ref_id: number }>`SELECT id, ref_id FROM search_documents WHERE search_vector @@ to_tsquery('simple', ${tsquery}) ${kindFilter(kind)} LIMIT ${COUNT_CAP}`;
      const ranked = (limit: number, offset: number) =>
        sql<{ ref_id: number }>`SELECT ref_id FROM search_documents WHERE search_vector @@ to_tsquery('simple', ${tsquery}) ${kindFilter(kind)} ORDER BY ts_rank(search_vector, to_tsquery('simple', ${tsquery})) DESC, id LIMIT ${limit} OFFSET ${offset}`;
      const { rows } = anyWord.length ? await matches.execute(db) : { rows: [] };
      if (anyWord.length) {
        const total = rows.length;
        const inIdOrder = rows.map((r) => ({ id: Number(r.id), ref: Number(r.ref_id) })).sort((a, b) => a.id - b.id);
        return {
          ...words,
          total,
          async hits(limit, offset) {
            if (offset >= total) return { ids: [], total };
            if (total <= RANK_CAP) return { ids: (await ranked(limit, offset).execute(db)).rows.map((r) => Number(r.ref_id)), total };
            return { ids: inIdOrder.slice(offset, offset + limit).map((r) => r.ref), total };
          },
          explained: [matches, ranked(20, 0)],
        };
      }
      const text = tokens.join(' ');
      if (text.length < 3) return null;
      const similar = sql`${text} <% search_text ${kindFilter(kind)}`;
      return {
        count: sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM search_documents WHERE ${similar} LIMIT ${FUZZY_CANDIDATES}) AS capped`,
        page: (_ranked, limit, offset) => sql<Row>`SELECT ref_id, kind, title FROM search_documents WHERE ${similar} ORDER BY word_similarity(${text}, search_text) DESC, id LIMIT ${limit} OFFSET ${offset}`,
      };
    };
  };
}

export function createSearchRepository(db: Kysely<Database>, dialect: DialectName) {
  const engine = dialect === 'postgres' ? createPostgresEngine(db) : createSqliteEngine(db);
  const resolve = async (query: string): Promise<StatementsFor | null> => {
    const tokens = queryTokens(query);
    return tokens.length ? engine(tokens) : null;
  };
  const statementsFor = async (kind: SearchKind | null, query: string) => (await resolve(query))?.(kind) ?? null;

  async function run(statements: Statements | null, limit: number, offset: number): Promise<SearchHits> {
    if (!statements) return { ids: [], total: 0 };
    if (statements.hits) return statements.hits(limit, offset);
    const total = statements.total ?? Number((await statements.count.execute(db)).rows[0]?.n ?? 0);
    if (total === 0 || offset >= total) return { ids: [], total };
    const { rows } = await statements.page(total < COUNT_CAP, limit, offset).execute(db);
    return { ids: rows.map((r) => Number(r.ref_id)), total };
  }

  return {
    /**
     * One page of one kind: prefix-aware word matches, typo-tolerant when a word matches nothing.
     * Every statement has a LIMIT and goes through an index.
     */
    async search(kind: SearchKind, query: string, limit: number, offset: number): Promise<SearchHits> {
      return run(await statementsFor(kind, query), limit, offset);
    },

    /** Several kinds for one query: the query's words are resolved (and corrected) once. */
    async searchKinds(kinds: SearchKind[], query: string, limit: number, offset: number): Promise<Map<SearchKind, SearchHits>> {
      const statements = await resolve(query);
      const hits = new Map<SearchKind, SearchHits>();
      for (const kind of kinds) hits.set(kind, await run(statements ? await statements(kind) : null, limit, offset));
      return hits;
    },

    async autocomplete(query: string, limit: number): Promise<{ kind: SearchKind; id: number; text: string }[]> {
      const statements = await statementsFor(null, query);
      if (!statements) return [];
      const { rows } = await statements.page(false, limit * 4, 0).execute(db);
      const seen = new Set<string>();
      const suggestions: { kind: SearchKind; id: number; text: string }[] = [];
      for (const row of rows) {
        const key = `${row.kind}:${row.title.toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        suggestions.push({ kind: row.kind as SearchKind, id: Number(row.ref_id), text: row.title });
        if (suggestions.length >= limit) break;
      }
      return suggestions;
    },

    /** The database's plans for the count and page statements `search` runs for this query. */
    async explain(kind: SearchKind, query: string): Promise<string> {
      const statements = await statementsFor(kind, query);
      if (!statements) return '';
      const plans: string[] = [];
      for (const statement of statements.explained ?? ([statements.count, statements.page(true, 20, 0)] as RawBuilder<unknown>[])) {
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
