// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@tangerine/api';
import { describe, expect, it } from 'vitest';
import { queryClientDefaults, retryOnce } from './query-defaults';

describe('queryClientDefaults', () => {
  it('keeps data fresh 5 minutes, retries once, does not refetch on focus (product §7)', () => {
    expect(queryClientDefaults.queries).toEqual({ staleTime: 300_000, retry: retryOnce, refetchOnWindowFocus: false });
  });

  it('is what a QueryClient built with it applies to queries', () => {
    const client = new QueryClient({ defaultOptions: queryClientDefaults });
    const options = client.defaultQueryOptions({ queryKey: ['x'] });
    expect(options).toMatchObject({ staleTime: 300_000, retry: retryOnce, refetchOnWindowFocus: false });
  });

  it('retries a failure once, but not an answer that will not change (an unknown album is asked for once)', () => {
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(0, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(retryOnce(0, new ApiError(429, 'Slow down'))).toBe(true);
    expect(retryOnce(1, new ApiError(503, 'Unavailable'))).toBe(false);
    expect(retryOnce(0, new ApiError(404, 'Album not found'))).toBe(false);
    expect(retryOnce(0, new ApiError(403, 'Forbidden'))).toBe(false);
  });

  it('asks for an unknown album once before it says so', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retryDelay: 0 } } });
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['album', 'unknown'],
        queryFn: async () => {
          calls++;
          throw new ApiError(404, 'Album not found');
        },
      })
      .catch(() => undefined);
    expect(calls).toBe(1);
  });
});
