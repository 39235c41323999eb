import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the app query client', () => {
  it('starts offline in a page opened without a network, so its queries wait instead of failing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createAppQueryClient();
    const fetchDownloads = vi.fn(async () => ({ downloads: [] }));
    void client.fetchQuery({ queryKey: ['downloads'], queryFn: fetchDownloads });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onlineManager.isOnline()).toBe(false);
    expect(fetchDownloads).not.toHaveBeenCalled();
    expect(client.getQueryCache().find({ queryKey: ['downloads'] })?.state.fetchStatus).toBe('paused');
  });
});
