import { describe, expect, it, vi } from 'vitest';
import { BASE_URL, json, mockFetch } from '../test-support/mock-fetch.js';
import { createApiClient } from './create-api-client.js';

function setup(answer: (request: Request) => Response | Promise<Response>) {
  const mock = mockFetch(answer);
  const onError = vi.fn();
  const logger = { warn: vi.fn(), error: vi.fn() };
  const api = createApiClient({ baseUrl: BASE_URL, getDeviceId: () => 'web-1-a', getAccessToken: () => 'tk', onUnauthorized: vi.fn(), onError, logger, fetch: mock.fetch });
  return { api, mock, onError, logger };
}

const heartbeat = { activityType: 'song', contentId: 'tr_1', title: 'Neon Rain', artist: 'Nova Lights', album: null, artworkUrl: null } as const;

const calls = [
  { name: 'recordTrackPlay', run: (api: ReturnType<typeof setup>['api']) => api.activity.recordTrackPlay({ track_id: 'tr_1' }), url: '/api/v1/trending/track-play', failed: null },
  { name: 'heartbeat', run: (api: ReturnType<typeof setup>['api']) => api.activity.heartbeat('web-1-a', heartbeat), url: '/api/v1/devices/web-1-a/heartbeat', failed: null },
  { name: 'stopActivity', run: (api: ReturnType<typeof setup>['api']) => api.activity.stopActivity('web-1-a'), url: '/api/v1/devices/web-1-a/stop-activity', failed: false },
  { name: 'countTrackPlay', run: (api: ReturnType<typeof setup>['api']) => api.activity.countTrackPlay('tr_1'), url: '/api/v1/browse/tracks/tr_1/play', failed: null },
  { name: 'countEpisodePlay', run: (api: ReturnType<typeof setup>['api']) => api.activity.countEpisodePlay('po_1', 'ep_1'), url: '/api/v1/browse/podcasts/po_1/episodes/ep_1/play', failed: null },
  { name: 'countRadioListen', run: (api: ReturnType<typeof setup>['api']) => api.activity.countRadioListen('ra_1'), url: '/api/v1/browse/radio/ra_1/listen', failed: null },
];

describe('logged-only calls (product §8)', () => {
  it.each(calls)('$name posts to $url', async ({ run, url }) => {
    const { api, mock } = setup(() => json(200, { id: 'x', play_count: 1 }));
    await run(api);
    expect(mock.last().method).toBe('POST');
    expect(mock.last().url).toBe(BASE_URL + url);
  });

  it.each(calls)('$name only logs an error answer', async ({ run, failed }) => {
    const { api, onError, logger } = setup(() => json(500, { message: 'boom' }));
    await expect(run(api)).resolves.toBe(failed);
    expect(onError).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it.each(calls)('$name only logs a network failure', async ({ run, failed }) => {
    const { api, onError, logger } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(run(api)).resolves.toBe(failed);
    expect(onError).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('sends the heartbeat payload with SPEC names, or an empty object when idle', async () => {
    const { api, mock } = setup(() => json(200, { device_id: 'web-1-a', last_seen_at: '2026-11-21T10:00:00Z', playing: true }));
    await api.activity.heartbeat('web-1-a', heartbeat);
    expect(await mock.last().json()).toEqual(heartbeat);
    await api.activity.heartbeat('web-1-a', {});
    expect(await mock.last().json()).toEqual({});
  });

  it('answers the play count on success', async () => {
    const { api } = setup(() => json(200, { id: 'tr_1', play_count: 813 }));
    await expect(api.activity.countTrackPlay('tr_1')).resolves.toEqual({ id: 'tr_1', play_count: 813 });
    const stopped = setup(() => new Response(null, { status: 204 }));
    await expect(stopped.api.activity.stopActivity('web-1-a')).resolves.toBe(true);
  });

  it('disables the heartbeat without a device id and logs an error', async () => {
    const { api, mock, logger } = setup(() => json(200, {}));
    await expect(api.activity.heartbeat(null, heartbeat)).resolves.toBeNull();
    expect(mock.fetch).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledWith('Heartbeat disabled: no device id');
  });
});
