import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Pagination } from '@tangerine/api';

/** Pages asked for at once after the first: enough to hide latency, few enough to spare the server. */
const PARALLEL_PAGES = 3;

export interface AllPagesOptions<L extends Pagination, K extends keyof L> {
  /** The list's array field: `favorites`, `downloads`, `playlists`. */
  field: K;
  /** Page 1 without a limit (the server's default page size); later pages with the size page 1 used. */
  fetchPage: (page: number, limit?: number) => Promise<L | undefined>;
  /** Identity of an entry: a row that moved between pages while they loaded is kept once. */
  idOf: (item: L[K] extends ReadonlyArray<infer T> ? T : never) => string;
  /** Shows page 1 at once (first load only: a refetch keeps the old list until the new one is whole). */
  showFirstPage?: { client: QueryClient; queryKey: QueryKey };
}

type Item<L, K extends keyof L> = L[K] extends ReadonlyArray<infer T> ? T : never;

/**
 * Every page of a library list (Liked Songs, Downloads, My Playlists), merged into one list of the
 * contract's shape, so a listener with 10,000 liked songs sees all of them.
 */
export async function fetchAllPages<L extends Pagination, K extends keyof L>({ field, fetchPage, idOf, showFirstPage }: AllPagesOptions<L, K>): Promise<L | undefined> {
  const first = await fetchPage(1);
  // Also a server that answers without paging fields: its one answer is the list.
  if (!first || !(first.total_pages > 1)) return first;
  if (showFirstPage && showFirstPage.client.getQueryData(showFirstPage.queryKey) === undefined) {
    showFirstPage.client.setQueryData(showFirstPage.queryKey, first);
  }
  const rest: L[] = [];
  // A list that grows while it loads (a like elsewhere) pushes its tail onto a page more: follow it.
  let pages = first.total_pages;
  for (let page = 2; page <= pages; ) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, pages - page + 1) }, (_, i) => fetchPage(page + i, first.limit));
    page += batch.length;
    const answers: L[] = [];
    for (const answer of await Promise.all(batch)) if (answer) answers.push(answer as L);
    rest.push(...answers);
    pages = Math.max(pages, ...answers.map((answer) => answer.total_pages));
  }
  const seen = new Set<string>();
  const items: Array<Item<L, K>> = [];
  for (const list of [first, ...rest]) {
    for (const item of list[field] as ReadonlyArray<Item<L, K>>) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  const total = Math.max(rest.at(-1)?.total ?? first.total, items.length);
  return { ...first, [field]: items, total, limit: Math.max(first.limit, items.length), total_pages: items.length > 0 ? 1 : 0 } as L;
}
