// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api } from '../../api/client';
import { apiHarness, json } from '../../api/test-support/api-harness';
import { sendOutboxAction } from '@tangerine/offline-web/browser-outbox';

const song = { activityType: 'song' as const, contentId: 'tr_1', title: 'Neon Rain', artist: 'Nova', album: null, artworkUrl: null };

describe('the outbox replay of each action', () => {
  it.each([
    ['play count', { kind: 'play', trackId: 'tr_1' }, 'POST', '/api/v1/browse/tracks/tr_1/play', undefined],
    ['episode play count', { kind: 'episode.play', podcastId: 'po_1', episodeId: 'ep_1' }, 'POST', '/api/v1/browse/podcasts/po_1/episodes/ep_1/play', undefined],
    ['like', { kind: 'like', trackId: 'tr_1' }, 'POST', '/api/v1/favorites/tr_1', undefined],
    ['playlist add', { kind: 'playlist.add', playlistId: 'up_1', trackId: 'tr_1' }, 'POST', '/api/v1/playlists/up_1/tracks', { track_id: 'tr_1' }],
    ['playlist remove', { kind: 'playlist.remove', playlistId: 'up_1', trackId: 'tr_1' }, 'DELETE', '/api/v1/playlists/up_1/tracks/tr_1', undefined],
    ['heartbeat', { kind: 'heartbeat', deviceId: 'web-1-a', activity: song }, 'POST', '/api/v1/devices/web-1-a/heartbeat', song],
    ['stop made offline', { kind: 'heartbeat', deviceId: 'web-1-a', activity: null }, 'POST', '/api/v1/devices/web-1-a/heartbeat', {}],
  ] as const)('%s calls the contract', async (_name, action, method, url, body) => {
    const { requests, lastUrl } = apiHarness(() => json(200, {}));
    expect(await sendOutboxAction(api, action)).toBe('sent');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe(method);
    expect(lastUrl()).toBe(url);
    if (body !== undefined) expect(await requests[0]?.json()).toEqual(body);
  });

  it('drops a play of a track the server no longer has, so it does not hold the queue', async () => {
    apiHarness(() => json(404, { message: 'Track not found', code: 'not_found' }));
    expect(await sendOutboxAction(api, { kind: 'play', trackId: 'gone' })).toBe('rejected');
  });

  it('keeps an entry the server cannot take now (401 before the logout wipes it, 429, 503)', async () => {
    for (const status of [401, 429, 503]) {
      apiHarness(() => json(status, { message: 'No', code: 'x' }));
      expect(await sendOutboxAction(api, { kind: 'heartbeat', deviceId: 'web-1-a', activity: song })).toBe('offline');
    }
  });
});
