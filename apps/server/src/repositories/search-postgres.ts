import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { asPrepared } from '../db/precompiled.js';
import { trackMatches, trackSlices, type Slice } from './search-chunks.js';
import { inOrder } from './in-order.js';
import { COUNT_CAP, CORRECTIONS, PREFIX_EXPANSIONS, RANK_CAP, type AnyPage, type AnyPageLoaders, type PageLoader, type Resolved, type Row, type SearchEngine, type SearchKind } from './search-engine.js';

/** How long the list of the songs' index slices is kept. */
const SLICES_TTL_MS = 60_000;

/**
 * PostgreSQL: a tsvector GIN index per kind. Each query word is resolved against the vocabulary
 * table (search_terms, migration 005) in one statement: a word that starts some indexed word is
 * searched as a prefix, any other word as its closest indexed words by trigram similarity (GIN,
 * `%`). Then two statements side by side answer each kind's capped total and page: songs (through
 * the slices of their index, search-chunks.ts) and the other kinds.
 */
export function createPostgresEngine(db: Kysely<Database>): SearchEngine {
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
  const kindsStatement = (tsquery: string, kinds: SearchKind[], limit: number, offset: number, slices: readonly Slice[], loaders?: AnyPageLoaders) => {
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
      return sql`SELECT ${a}.kind, ${a}.total, ${a}.ids, (SELECT coalesce(json_agg(r), '[]'::json) FROM (${(loaders[kind] as PageLoader<unknown>).select(sql`${a}.ids`)}) AS r) AS rows FROM (${answer} OFFSET 0) AS ${a}`;
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
    const page = async (list: SearchKind[], limit: number, offset: number, loaders: AnyPageLoaders): Promise<AnyPage> => {
      // Songs in a statement of their own, beside the other kinds' on a second connection: PostgreSQL
      // runs the two side by side, so a search takes about as long as its songs, on two connections.
      const groups = list.includes('track') && list.length > 1 ? [['track'], list.filter((kind) => kind !== 'track')] : [list];
      const statements = await Promise.all(groups.map((group) => runPrepared(kindsStatement(tsquery, group as SearchKind[], limit, offset, sliced, loaders))));
      const answers = statements.flatMap((statement) => statement.rows);
      const result: AnyPage = {};
      for (const answer of answers) {
        const loader = loaders[answer.kind] as PageLoader<unknown>;
        result[answer.kind] = { total: Number(answer.total), items: inOrder(answer.ids.map(Number), (answer.rows ?? []) as { id: number | string }[], (row) => loader.fromRow(row as never)) };
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
