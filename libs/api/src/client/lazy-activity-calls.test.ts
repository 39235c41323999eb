import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import type { paths } from '../generated/schema.js';
import { lazyActivityCalls } from './lazy-activity-calls.js';

// The activity calls' module cannot load (say a chunk gone after a deploy).
vi.mock('./activity-calls.js', () => {
  throw new Error('chunk gone');
});

describe('activity calls whose module does not load', () => {
  it('resolve as failed and log, never throw', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const logger = { warn: vi.fn(), error: vi.fn() };
    const calls = lazyActivityCalls(createClient<paths>({ baseUrl: 'http://provider.test', fetch }), logger);
    await expect(calls.heartbeat('web-1-a', { activityType: 'song', contentId: 'tr_1', title: 'Neon Rain', artist: null, album: null, artworkUrl: null })).resolves.toBeNull();
    await expect(calls.stopActivity('web-1-a')).resolves.toBe(false);
    await expect(calls.countTrackPlay('tr_1')).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith('The activity calls did not load', expect.anything());
  });
});
