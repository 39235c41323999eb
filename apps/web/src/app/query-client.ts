import { onlineManager, QueryClient } from '@tanstack/react-query';
import { queryClientDefaults } from '../api/query-defaults';

/** One cache for the app with product §7's defaults (fresh 5 minutes, one retry, no refetch on focus). */
export function createAppQueryClient(): QueryClient {
  // React Query assumes a connection until an 'offline' event: a page opened offline starts offline,
  // so its queries wait for the network as they do when it drops later, instead of failing at once.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({ defaultOptions: queryClientDefaults });
}
