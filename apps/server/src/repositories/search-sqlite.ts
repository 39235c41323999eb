import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { SQLITE_KIND_PREFIXES } from '../db/schema-names.js';
import { trigramScore } from './search-text.js';
import { kindsHitsStatement } from './search-sqlite-hits.js';
import { COUNT_CAP, CORRECTIONS, PREFIX_EXPANSIONS, RANK_CAP, type AnyPage, type PageLoader, type Resolved, type Row, type SearchEngine, type SearchHits, type SearchKind } from './search-engine.js';

/** Share of a word's trigrams a correction must have (about one wrong, missing or swapped letter). */
const MIN_SIMILARITY = 0.4;
/** Vocabulary words considered per misspelt word. */
const VOCABULARY_SCAN = 5000;
/** The longest word beginnings with a prefix index, in the kinds' indexes (migration 017) and the shared one (001). */
const KIND_PREFIX_MAX = Math.max(...SQLITE_KIND_PREFIXES);
const SHARED_PREFIX_MAX = 3;

/**
 * SQLite: FTS5 word index with prefix indexes. A word that is no indexed word's prefix is replaced
 * by the closest indexed words (typo tolerance from the index's own vocabulary, fts5vocab).
 */
export function createSqliteEngine(db: Kysely<Database>): SearchEngine {
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

  /**
   * The beginning that several corrections share when they are all the indexed words with it ("rivr":
   * river, rivers → river): searched as that prefix, like a typed beginning, one posting list instead
   * of an OR of one per word, with the same matches. Null when there is none.
   */
  function commonBeginning(list: string[], fixes: string[]): string | null {
    if (fixes.length < 2) return null;
    let stem = fixes[0] as string;
    for (const word of fixes) while (!word.startsWith(stem)) stem = stem.slice(0, -1);
    return stem && expansions(list, stem)?.length === fixes.length ? stem : null;
  }

  /**
   * The FTS5 expressions for a query (for the kinds' indexes and for the shared one), or null when
   * nothing can match. A beginning of several words is searched through the index's prefix index
   * when it has one of that length: one posting list, where an OR of the words merges one per word.
   */
  async function expression(tokens: string[]): Promise<{ kinds: string; shared: string } | null> {
    const list = await terms();
    const kinds: string[] = [];
    const shared: string[] = [];
    for (const token of tokens) {
      const words = expansions(list, token);
      const fixes = words?.length === 0 ? corrections(list, token) : [];
      const alternatives = words?.length ? words : fixes;
      const any = alternatives.length ? `(${alternatives.map((w) => `"${w}"`).join(' OR ')})` : null;
      const stem = commonBeginning(list, fixes);
      // Beginnings of more than PREFIX_EXPANSIONS words are prefix queries whatever their length, as before.
      const part = (longestPrefix: number) => (words === null || (words.length > 1 && token.length <= longestPrefix) ? `"${token}"*` : stem && stem.length <= longestPrefix ? `"${stem}"*` : any);
      const [ofKinds, ofShared] = [part(KIND_PREFIX_MAX), part(SHARED_PREFIX_MAX)];
      if (ofKinds) kinds.push(ofKinds);
      if (ofShared) shared.push(ofShared);
    }
    return kinds.length ? { kinds: kinds.join(' AND '), shared: shared.join(' AND ') } : null;
  }

  return async (tokens: string[]): Promise<Resolved | null> => {
    const resolved = await expression(tokens);
    if (!resolved) return null;
    const expressed = resolved.kinds;
    // A kind's index holds only title and subtitle, so it needs no column filter (with one, FTS5
    // reads every match's positions). The shared index also holds the kind, which a search must not match.
    const wordsOf = (kind: SearchKind | null) => (kind ? expressed : `{title subtitle} : (${resolved.shared})`);
    const indexOf = (kind: SearchKind | null) => sql.table(kind ? `search_${kind}s` : 'search_words');
    const page = (kind: SearchKind | null, rankedPage: boolean, limit: number, offset: number) =>
      sql<Row>`SELECT d.ref_id, d.kind, d.title FROM ${indexOf(kind)} w JOIN search_documents d ON d.id = w.rowid WHERE ${indexOf(kind)} MATCH ${wordsOf(kind)} ${rankedPage ? sql`ORDER BY w.rank` : sql``} LIMIT ${limit} OFFSET ${offset}`;

    /** Each kind's capped total and page, ranked (bm25) when the result is small: one statement for all kinds. */
    async function kindHits(kinds: SearchKind[], limit: number, offset: number): Promise<Map<SearchKind, SearchHits>> {
      const { rows } = await kindsHitsStatement(kinds, expressed, COUNT_CAP, RANK_CAP, limit, offset).execute(db);
      return new Map(rows.map((row) => [row.kind, { ids: (JSON.parse(row.ids) as (number | string)[]).map(Number), total: Number(row.total) }]));
    }

    return {
      async page(kinds, limit, offset, loaders) {
        const hits = await kindHits(kinds, limit, offset);
        const result: AnyPage = {};
        for (const kind of kinds) {
          const found = hits.get(kind) ?? { ids: [], total: 0 };
          result[kind] = { total: found.total, items: await (loaders[kind] as PageLoader<unknown>).byIds(found.ids) };
        }
        return result;
      },
      forKind: async (kind) => {
        const index = indexOf(kind);
        const count = sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM ${index} WHERE ${index} MATCH ${wordsOf(kind)} LIMIT ${COUNT_CAP})`;
        const ofKind = (rankedPage: boolean, limit: number, offset: number) => page(kind, rankedPage, limit, offset);
        if (!kind) return { count, page: ofKind };
        return {
          count,
          page: ofKind,
          // The capped total and the page in one statement; ranked (bm25) when the result is small, else in index order.
          hits: async (limit, offset) => (await kindHits([kind], limit, offset)).get(kind) ?? { ids: [], total: 0 },
          explained: [kindsHitsStatement([kind], expressed, COUNT_CAP, RANK_CAP, 20, 0)],
        };
      },
    };
  };
}
