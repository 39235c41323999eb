import type { QueryClient } from '@tanstack/react-query';
import type { homeScreenQueries } from '../../api/home-screen-queries';
import { snapshotData, snapshotPage } from './prerendered-snapshot';

type HomeScreenQueries = ReturnType<typeof homeScreenQueries>;

/**
 * Home's query answers that the server put into the page with Home's copy (src/prerender/home-page.tsx),
 * put into the query cache so the app's Home renders at once from what the listener already sees,
 * without fetching it again. False when the page brought none (or not all of them).
 */
export function seedHomeFromPage(client: QueryClient, queries: HomeScreenQueries, doc: Document = document): boolean {
  if (snapshotPage(doc) !== 'home') return false;
  const data = snapshotData(doc);
  if (typeof data !== 'object' || data === null) return false;
  const answers = data as Record<string, unknown>;
  const names = Object.keys(queries) as Array<keyof HomeScreenQueries>;
  if (names.some((name) => answers[name] === undefined || answers[name] === null)) return false;
  for (const name of names) client.setQueryData(queries[name].queryKey, answers[name] as never);
  return true;
}
