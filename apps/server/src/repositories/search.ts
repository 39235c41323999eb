// Over 300 lines on purpose: the SQLite (FTS5) and PostgreSQL (tsvector) engines side by side behind one interface, so a change to one is made against the other.
import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import type { ApiAlbum, ApiArtist, ApiPlaylist, ApiTrack } from '../contract.js';
import type { Database, DialectName } from '../db/schema.js';
import { queryTokens, trigramScore } from './search-text.js';
import { trackMatches, trackSlices, type Slice } from './search-chunks.js';
import { inOrder } from './in-order.js';
import { asPrepared } from '../db/precompiled.js';
import { kindsHitsStatement } from './search-sqlite-hits.js';
import { SQLITE_KIND_PREFIXES } from '../db/schema-names.js';

export type SearchKind = 'track' | 'album' | 'artist' | 'playlist';

/**
 * Counting stops here: beyond it the total reads "1000". Pages of results larger than RANK_CAP come
 * in index order (SQLite) or id order within the first 1000 matches (PostgreSQL), unranked.
 */
export const COUNT_CAP = 1000;
/** Results up to this many are ranked (SQLite bm25, PostgreSQL ts_rank); larger ones are not. */
const RANK_CAP = 200;
/** Share of a word's trigrams a correction must have (about one wrong, missing or swapped letter). */
const MIN_SIMILARITY = 0.4;
/** SQLite: vocabulary words considered per misspelt word; both: corrections kept. */
const VOCABULARY_SCAN = 5000;
const CORRECTIONS = 4;
/** PostgreSQL: how long the list of the songs' index slices is kept. */
const SLICES_TTL_MS = 60_000;
/** A prefix matching at most this many indexed words is searched as those words. */
const PREFIX_EXPANSIONS = 16;
/** SQLite: the longest word beginnings with a prefix index, in the kinds' indexes (migration 017) and the shared one (001). */
const KIND_PREFIX_MAX = Math.max(...SQLITE_KIND_PREFIXES);
const SHARED_PREFIX_MAX = 3;

export interface SearchHits {
  ids: number[];
  total: number;
}

type Row = { ref_id: number; kind: string; title: string };

/** What a page of each kind shows. */
export interface KindItems {
  track: ApiTrack;
  album: ApiAlbum;
  artist: ApiArtist;
  playlist: ApiPlaylist;
}

/**
 * How a page of one kind is loaded once its ids are known (the catalogue provides these): by a
 * statement of its own, or (PostgreSQL) as a sub-select of the search statement, whose rows come
 * back as JSON and are mapped by `fromRow`: one round trip for a whole search.
 */
export interface PageLoader<T> {
  byIds(ids: readonly number[]): Promise<T[]>;
  /** The rows of the ids in the array expression `ids`, in any order. */
  select(ids: Expression<unknown>): Expression<unknown>;
  /** One of `select`'s rows, as JSON gives it back. */
  fromRow(row: never): T;
}

export type PageLoaders = { [K in SearchKind]: PageLoader<KindItems[K]> };

/** One page of every kind asked for, with each kind's (capped) total. */
export type SearchPage = { [K in SearchKind]?: { total: number; items: KindItems[K][] } };

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

/** A query with its words resolved (prefixes, corrections). */
interface Resolved {
  forKind: StatementsFor;
  /** An engine's way to answer several kinds with their pages loaded, in one statement. */
  page?: (kinds: SearchKind[], limit: number, offset: number, loaders: PageLoaders) => Promise<SearchPage>;
  /** The statements a search of one kind runs, for `explain`, when not the kind's own. */
  explained?: (kind: SearchKind) => RawBuilder<unknown>[];
}

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
        const result: SearchPage = {};
        for (const kind of kinds) {
          const found = hits.get(kind) ?? { ids: [], total: 0 };
          result[kind] = { total: found.total, items: await (loaders[kind] as PageLoader<KindItems[typeof kind]>).byIds(found.ids) } as never;
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

/**
 * PostgreSQL: a tsvector GIN index per kind. Each query word is resolved against the vocabulary
 * table (search_terms, migration 005) in one statement: a word that starts some indexed word is
 * searched as a prefix, any other word as its closest indexed words by trigram similarity (GIN,
 * `%`). Then two statements side by side answer each kind's capped total and page: songs (through
 * the slices of their index, search-chunks.ts) and the other kinds.
 */
function createPostgresEngine(db: Kysely<Database>) {
  /** The songs' index slices, read again after a minute (an import in another process adds slices). */
  let sliceCache: { readAt: number; list: Slice[] } | undefined;
  async function currentSlices(): Promise<Slice[]> {
    if (!sliceCache || Date.now() - sliceCache.readAt > SLICES_TTL_MS) sliceCache = { readAt: Date.now(), list: await trackSlices(db) };
    return sliceCache.list;
  }

  /**
   * Per token, in one statement: the indexed words it starts (up to PREFIX_EXPANSIONS + 1), or, when
   * none, its closest indexed words (CASE: the trigram look-up runs only for unknown words). The
   * tokens are literals (letters and digits only, queryTokens): the search connections plan with
   * generic plans (database.ts), and LIKE reaches the prefix index only with its pattern in the text.
   */
  const resolveWords = (tokens: string[]) =>
    sql<{ ord: number; words: string[]; corrections: string[] | null }>`${sql.join(
      tokens.map((token, ord) => {
        const [prefix, word] = [sql.lit(`${token}%`), sql.lit(token)];
        return sql`SELECT ${sql.lit(ord)}::int AS ord, ARRAY (SELECT term FROM search_terms WHERE term LIKE ${prefix} LIMIT ${sql.lit(PREFIX_EXPANSIONS + 1)}) AS words,
            CASE WHEN ${sql.lit(token.length)} < 3 OR EXISTS (SELECT 1 FROM search_terms WHERE term LIKE ${prefix}) THEN NULL
            ELSE ARRAY (SELECT term FROM search_terms WHERE term % ${word} ORDER BY similarity(term, ${word}) DESC, term LIMIT ${sql.lit(CORRECTIONS)}) END AS corrections`;
      }),
      sql` UNION ALL `,
    )}`;

  /**
   * Capped total and one page for each kind asked for, in one statement; small results are ranked. With
   * `loaders`, each kind's page rows too (as JSON), so a search is one round trip after resolving.
   */
  const kindsStatement = (tsquery: string, kinds: SearchKind[], limit: number, offset: number, slices: readonly Slice[], loaders?: PageLoaders) => {
    const query = sql`to_tsquery('simple', ${tsquery})`;
    const columns = sql`id, ref_id, search_vector`;
    const matches = kinds.map((kind, i) =>
      kind === 'track'
        ? sql`${sql.raw(`m${i}`)} AS MATERIALIZED (SELECT ${columns} FROM (${trackMatches(slices, query, columns)}) AS slices LIMIT ${sql.lit(COUNT_CAP)})`
        : sql`${sql.raw(`m${i}`)} AS MATERIALIZED (SELECT ${columns} FROM search_documents WHERE kind = ${sql.lit(kind)} AND search_vector @@ ${query} LIMIT ${sql.lit(COUNT_CAP)})`,
    );
    const answers = kinds.map((kind, i) => {
      const m = sql.raw(`m${i}`);
      const answer = sql`SELECT ${sql.lit(kind)}::text AS kind, (SELECT count(*) FROM ${m})::int AS total,
        ARRAY (SELECT ref_id FROM ${m} ORDER BY CASE WHEN (SELECT count(*) FROM ${m}) <= ${sql.lit(RANK_CAP)} THEN ts_rank(search_vector, ${query}) ELSE 0 END DESC, id LIMIT ${limit} OFFSET ${offset}) AS ids`;
      if (!loaders) return answer;
      const a = sql.raw(`a${i}`);
      // OFFSET 0 keeps the answer a subquery of its own: pulled up, its ids (a sort over the matches)
      // were computed once for the column and again for the rows.
      return sql`SELECT ${a}.kind, ${a}.total, ${a}.ids, (SELECT coalesce(json_agg(r), '[]'::json) FROM (${loaders[kind].select(sql`${a}.ids`)}) AS r) AS rows FROM (${answer} OFFSET 0) AS ${a}`;
    });
    return sql<{ kind: SearchKind; total: number; ids: (number | string)[]; rows?: unknown[] }>`WITH ${sql.join(matches)} ${sql.join(answers, sql` UNION ALL `)}`;
  };

  /**
   * A kinds statement as a named prepared statement: its text changes only with the kinds and the
   * slices (the words, limit and offset are parameters), so each connection plans it once. Planning
   * its slice branches over search_documents' many indexes took as long as running it, or longer.
   */
  const runPrepared = <Row>(statement: RawBuilder<Row>) => db.executeQuery(asPrepared(statement.compile(db)));

  return async (tokens: string[]): Promise<Resolved | null> => {
    const { rows } = await resolveWords(tokens).execute(db);
    const parts: string[] = [];
    for (const row of [...rows].sort((a, b) => a.ord - b.ord)) {
      const token = tokens[row.ord] as string;
      // A few words are looked up exactly (a GIN prefix scan reads every word's postings: ~10x slower).
      if (row.words.length > PREFIX_EXPANSIONS) parts.push(`${token}:*`);
      else if (row.words.length) parts.push(`(${row.words.join(' | ')})`);
      else if (row.corrections?.length) parts.push(`(${row.corrections.join(' | ')})`);
    }
    if (!parts.length) return null;
    const tsquery = parts.join(' & ');
    const sliced = await currentSlices();
    const kinds = async (list: SearchKind[], limit: number, offset: number) => {
      const { rows: answers } = await runPrepared(kindsStatement(tsquery, list, limit, offset, sliced));
      return new Map(answers.map((a) => [a.kind, { total: Number(a.total), ids: a.ids.map(Number) }]));
    };
    const page = async (list: SearchKind[], limit: number, offset: number, loaders: PageLoaders): Promise<SearchPage> => {
      // Songs in a statement of their own, beside the other kinds' on a second connection: PostgreSQL
      // runs the two side by side, so a search takes about as long as its songs, on two connections.
      const groups = list.includes('track') && list.length > 1 ? [['track'], list.filter((kind) => kind !== 'track')] : [list];
      const statements = await Promise.all(groups.map((group) => runPrepared(kindsStatement(tsquery, group as SearchKind[], limit, offset, sliced, loaders))));
      const answers = statements.flatMap((statement) => statement.rows);
      const result: SearchPage = {};
      for (const answer of answers) {
        const loader = loaders[answer.kind] as PageLoader<unknown>;
        result[answer.kind] = { total: Number(answer.total), items: inOrder(answer.ids.map(Number), (answer.rows ?? []) as { id: number | string }[], (row) => loader.fromRow(row as never)) } as never;
      }
      return result;
    };
    return {
      page,
      explained: (kind) => [resolveWords(tokens), kindsStatement(tsquery, [kind], 20, 0, sliced)],
      forKind: async (kind) => ({
        count: sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM search_documents WHERE search_vector @@ to_tsquery('simple', ${tsquery}) ${kind ? sql`AND kind = ${sql.lit(kind)}` : sql``} LIMIT ${COUNT_CAP}) AS capped`,
        page: (_ranked, limit, offset) => sql<Row>`SELECT ref_id, kind, title FROM search_documents WHERE search_vector @@ to_tsquery('simple', ${tsquery}) ${kind ? sql`AND kind = ${sql.lit(kind)}` : sql``} LIMIT ${limit} OFFSET ${offset}`,
        ...(kind ? { hits: async (limit: number, offset: number) => (await kinds([kind], limit, offset)).get(kind) ?? { ids: [], total: 0 } } : {}),
      }),
    };
  };
}

export function createSearchRepository(db: Kysely<Database>, dialect: DialectName) {
  const engine = dialect === 'postgres' ? createPostgresEngine(db) : createSqliteEngine(db);
  const resolve = async (query: string): Promise<Resolved | null> => {
    const tokens = queryTokens(query);
    return tokens.length ? engine(tokens) : null;
  };
  const statementsFor = async (kind: SearchKind | null, query: string) => (await resolve(query))?.forKind(kind) ?? null;

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

    /**
     * One page of several kinds for one query, loaded: the words are resolved once, then one
     * statement per engine where it can (PostgreSQL), else each kind's hits and its page's rows.
     */
    async searchPage(kinds: SearchKind[], query: string, limit: number, offset: number, loaders: PageLoaders): Promise<SearchPage> {
      const resolved = await resolve(query);
      if (resolved?.page) return resolved.page(kinds, limit, offset, loaders);
      const page: SearchPage = {};
      for (const kind of kinds) {
        const hits = await run(resolved ? await resolved.forKind(kind) : null, limit, offset);
        page[kind] = { total: hits.total, items: await (loaders[kind] as PageLoader<KindItems[typeof kind]>).byIds(hits.ids) } as never;
      }
      return page;
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
      const resolved = await resolve(query);
      const statements = await resolved?.forKind(kind);
      if (!resolved || !statements) return '';
      const plans: string[] = [];
      for (const statement of resolved.explained?.(kind) ?? statements.explained ?? ([statements.count, statements.page(true, 20, 0)] as RawBuilder<unknown>[])) {
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
