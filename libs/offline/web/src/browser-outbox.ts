import type { ApiClient } from '@tangerine/api';
import { createOutbox, type Outbox, type OutboxAction, type OutboxSendResult } from '@tangerine/offline-machine';
import { indexedDbOutboxStore } from './outbox-store';

/** A 4xx other than 401/408/429 will never pass: drop it; the rest waits for a better moment. */
function resultOf(response: Response): OutboxSendResult {
  if (response.ok) return 'sent';
  if (response.status >= 400 && response.status < 500 && ![401, 408, 429].includes(response.status)) return 'rejected';
  return 'offline';
}

/** One replayed action on the server, and what its answer means for the queue. */
export async function sendOutboxAction(api: () => ApiClient, action: OutboxAction): Promise<OutboxSendResult> {
  const client = api().quiet;
  switch (action.kind) {
    case 'like':
      return resultOf((await client.POST('/api/v1/favorites/{trackId}', { params: { path: { trackId: action.trackId } } })).response);
    case 'unlike': {
      const { response } = await client.DELETE('/api/v1/favorites/{trackId}', { params: { path: { trackId: action.trackId } } });
      // Already not liked is what was wanted.
      return response.status === 404 ? 'sent' : resultOf(response);
    }
    case 'playlist.add':
      return resultOf((await client.POST('/api/v1/playlists/{id}/tracks', { params: { path: { id: action.playlistId } }, body: { track_id: action.trackId } })).response);
    case 'playlist.remove':
      return resultOf((await client.DELETE('/api/v1/playlists/{id}/tracks/{trackId}', { params: { path: { id: action.playlistId, trackId: action.trackId } } })).response);
    case 'play':
      // Through the plain call, not the logged-only one: a removed track (404) must not hold the queue.
      return resultOf((await client.POST('/api/v1/browse/tracks/{id}/play', { params: { path: { id: action.trackId } } })).response);
    case 'episode.play':
      return resultOf(
        (await client.POST('/api/v1/browse/podcasts/{podcastId}/episodes/{episodeId}/play', { params: { path: { podcastId: action.podcastId, episodeId: action.episodeId } } })).response,
      );
    case 'heartbeat':
      return resultOf(
        (await client.POST('/api/v1/devices/{deviceId}/heartbeat', { params: { path: { deviceId: action.deviceId } }, body: action.activity ?? {} })).response,
      );
  }
}

let outbox: Outbox | null = null;

/** This page's outbox: what the listener did offline, sent in order through `api` when the network is back. */
export function browserOutbox(api: () => ApiClient): Outbox {
  if (!outbox) {
    const created = createOutbox({ store: indexedDbOutboxStore(), send: (action) => sendOutboxAction(api, action), now: () => new Date() });
    outbox = created;
    window.addEventListener('online', () => void created.flush());
    if (navigator.onLine) void created.flush();
  }
  return outbox;
}
