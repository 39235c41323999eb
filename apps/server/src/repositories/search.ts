import type { Kysely, RawBuilder } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { queryTokens } from './search-text.js';
import { createPostgresEngine } from './search-postgres.js';
import { createSqliteEngine } from './search-sqlite.js';
import { COUNT_CAP, type AnyPage, type AnyPageLoaders, type PageLoader, type PageOf, type Resolved, type SearchHits, type SearchKind, type Statements } from './search-engine.js';

export { COUNT_CAP, type AnyPageLoaders, type KindItems, type PageLoader, type PageLoaders, type PageOf, type SearchHits, type SearchKind, type SearchPage } from './search-engine.js';

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
     * `loaders` give the items' shape: the web API's (catalogue.pageLoaders) or another API's.
     */
    async searchPage<L extends AnyPageLoaders>(kinds: (SearchKind & keyof L)[], query: string, limit: number, offset: number, loaders: L): Promise<PageOf<L>> {
      const resolved = await resolve(query);
      if (resolved?.page) return (await resolved.page(kinds, limit, offset, loaders)) as PageOf<L>;
      const page: AnyPage = {};
      for (const kind of kinds) {
        const hits = await run(resolved ? await resolved.forKind(kind) : null, limit, offset);
        page[kind] = { total: hits.total, items: await (loaders[kind] as PageLoader<unknown>).byIds(hits.ids) };
      }
      return page as PageOf<L>;
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
