import { QueryClient } from '@tanstack/react-query';

// TODO(api): take `queryClientDefaults` from src/api once it lands (same values: SPEC §7, §9).
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
