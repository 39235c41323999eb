import { QueryClient } from '@tanstack/react-query';
import { queryClientDefaults } from '../api/query-defaults';

/** One cache for the app with product §7's defaults (fresh 5 minutes, one retry, no refetch on focus). */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}
