// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClientDefaults } from './query-defaults';

describe('queryClientDefaults', () => {
  it('keeps data fresh 5 minutes, retries once, does not refetch on focus (product §7)', () => {
    expect(queryClientDefaults.queries).toEqual({ staleTime: 300_000, retry: 1, refetchOnWindowFocus: false });
  });

  it('is what a QueryClient built with it applies to queries', () => {
    const client = new QueryClient({ defaultOptions: queryClientDefaults });
    const options = client.defaultQueryOptions({ queryKey: ['x'] });
    expect(options).toMatchObject({ staleTime: 300_000, retry: 1, refetchOnWindowFocus: false });
  });
});
