import { QueryClient, QueryClientProvider, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_HOLD_MS, onFirstData, preloadImage, startEarlyQueries, useEarlyQueriesHandOff } from './early-queries';

// Like Home's feed: always stale and not kept once nobody reads it.
function feedQuery(fetched: () => void) {
  return queryOptions({
    queryKey: ['feed'],
    queryFn: async () => {
      fetched();
      return 'the feed';
    },
    staleTime: 0,
    gcTime: 0,
  });
}

function Screen({ fetched }: { fetched: () => void }) {
  const query = feedQuery(fetched);
  const [early] = useEarlyQueriesHandOff(useQueryClient(), [query.queryKey]);
  const feed = useQuery({ ...query, refetchOnMount: !early });
  return <p>{feed.data ?? 'loading'}</p>;
}

const renderScreen = (client: QueryClient, fetched: () => void) =>
  render(
    <QueryClientProvider client={client}>
      <Screen fetched={fetched} />
    </QueryClientProvider>,
  );

describe('queries started early', () => {
  it('are fetched before their screen and kept for it: the screen shows the answer without fetching again', async () => {
    const client = new QueryClient();
    const fetched = vi.fn();
    startEarlyQueries(client, [feedQuery(fetched)]);
    await waitFor(() => expect(client.getQueryData(['feed'])).toBe('the feed'));
    await new Promise((resolve) => setTimeout(resolve, 10)); // a gcTime of 0 would have dropped it by now
    expect(client.getQueryData(['feed'])).toBe('the feed');
    renderScreen(client, fetched);
    expect(screen.getByText('the feed')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('leave a screen that opens without them to fetch on its own', async () => {
    const client = new QueryClient();
    const fetched = vi.fn();
    renderScreen(client, fetched);
    expect(await screen.findByText('the feed')).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('let go of their answer when the screen never comes', async () => {
    const client = new QueryClient();
    const timers: Array<{ run: () => void; ms: number }> = [];
    startEarlyQueries(client, [feedQuery(() => undefined)], (run, ms) => timers.push({ run, ms }));
    await waitFor(() => expect(client.getQueryData(['feed'])).toBe('the feed'));
    expect(timers.map((timer) => timer.ms)).toEqual([EARLY_HOLD_MS]);
    timers[0]?.run();
    await waitFor(() => expect(client.getQueryCache().find({ queryKey: ['feed'] })).toBeUndefined());
  });

  it("hand a query's first data on once, whenever it comes", async () => {
    const client = new QueryClient();
    const seen: string[] = [];
    onFirstData<string>(client, ['feed'], (data) => seen.push(data));
    startEarlyQueries(client, [feedQuery(() => undefined)]);
    await waitFor(() => expect(seen).toEqual(['the feed']));
    await client.refetchQueries({ queryKey: ['feed'] });
    expect(seen).toEqual(['the feed']);
    onFirstData<string>(client, ['feed'], (data) => seen.push(`again: ${data}`));
    expect(seen).toEqual(['the feed', 'again: the feed']);
  });
});

describe('preloadImage', () => {
  it('asks for the image once, at high priority', () => {
    preloadImage('/api/v1/media/artwork/103');
    preloadImage('/api/v1/media/artwork/103');
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => [link.getAttribute('as'), link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual([
      ['image', '/api/v1/media/artwork/103', 'high'],
    ]);
    links.forEach((link) => link.remove());
  });

  it('asks for the copy of the size shown, as the <img> will', () => {
    preloadImage('/api/v1/media/artwork/104', { srcSet: '/api/v1/media/artwork/104?size=256 256w, /api/v1/media/artwork/104?size=384 384w', sizes: '160px' });
    const link = document.head.querySelector('link[rel="preload"]');
    expect([link?.getAttribute('imagesrcset'), link?.getAttribute('imagesizes')]).toEqual(['/api/v1/media/artwork/104?size=256 256w, /api/v1/media/artwork/104?size=384 384w', '160px']);
    link?.remove();
  });
});
