// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './all-pages';

interface Page {
  page: number;
  limit: number;
  total: number;
  total_pages: number;
  items: Array<{ id: string }>;
}

/** A server of `ids`, `limit` a page; `shift` entries are added at the head after page 1 was read. */
function server(ids: string[], limit: number, shift: string[] = []) {
  const asked: Array<[number, number | undefined]> = [];
  let list = ids;
  const fetchPage = async (page: number, size?: number): Promise<Page> => {
    asked.push([page, size]);
    const pageSize = size ?? limit;
    const answer = { page, limit: pageSize, total: list.length, total_pages: Math.ceil(list.length / pageSize), items: list.slice((page - 1) * pageSize, page * pageSize).map((id) => ({ id })) };
    if (page === 1) list = [...shift, ...list];
    return answer;
  };
  return { asked, fetchPage };
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`);
const idOf = (item: { id: string }) => item.id;

describe('fetchAllPages', () => {
  it('answers a one-page list as it came', async () => {
    const remote = server(ids(3), 500);
    const list = await fetchAllPages<Page, 'items'>({ field: 'items', fetchPage: remote.fetchPage, idOf });
    expect(list?.items.map(idOf)).toEqual(['t1', 't2', 't3']);
    expect(remote.asked).toEqual([[1, undefined]]);
  });

  it('fetches every page with the size of the first and merges them in order', async () => {
    const remote = server(ids(10_000), 500);
    const list = await fetchAllPages<Page, 'items'>({ field: 'items', fetchPage: remote.fetchPage, idOf });
    expect(list?.items).toHaveLength(10_000);
    expect(list?.items.at(-1)).toEqual({ id: 't10000' });
    expect(list).toMatchObject({ total: 10_000, total_pages: 1 });
    expect(remote.asked).toHaveLength(20);
    expect(remote.asked.slice(1).every(([, size]) => size === 500)).toBe(true);
  });

  it('keeps an entry once when a like at the head pushed it onto the next page', async () => {
    const remote = server(ids(4), 2, ['new']);
    const list = await fetchAllPages<Page, 'items'>({ field: 'items', fetchPage: remote.fetchPage, idOf });
    expect(list?.items.map(idOf)).toEqual(['t1', 't2', 't3', 't4']);
    expect(list?.total).toBe(5);
  });

  it('shows page 1 in the cache on a first load, and leaves a cached list alone on a refetch', async () => {
    const client = new QueryClient();
    const key = ['favorites', 'list'];
    const seen: number[] = [];
    const slow = server(ids(6), 2);
    const watching = async (page: number, size?: number) => {
      seen.push((client.getQueryData<Page>(key)?.items ?? []).length);
      return slow.fetchPage(page, size);
    };
    await fetchAllPages<Page, 'items'>({ field: 'items', fetchPage: watching, idOf, showFirstPage: { client, queryKey: key } });
    expect(seen).toEqual([0, 2, 2]);

    client.setQueryData(key, { page: 1, limit: 6, total: 6, total_pages: 1, items: ids(6).map((id) => ({ id })) });
    seen.length = 0;
    await fetchAllPages<Page, 'items'>({ field: 'items', fetchPage: watching, idOf, showFirstPage: { client, queryKey: key } });
    expect(seen).toEqual([6, 6, 6]);
  });
});
