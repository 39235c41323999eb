import { episodeAudioUrl, stationStreamUrl, trackAudioSource, unwrap, type ApiClient } from '@tangerine/api';
import type { OutboxAction } from '@tangerine/offline-machine';
import type { PlayerTrack } from '@tangerine/player-machine';
import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterPlay } from '../api/activity-refresh';
import { queueInOutbox } from '../api/offline-outbox';
import type { Backend } from '../lib/backend';
import { trackToPlayerItem } from '@tangerine/player-web';

export interface OfflinePorts {
  isOnline: () => boolean;
  /** Keeps the action for the outbox's replay once the network is back. */
  queue: (action: OutboxAction) => Promise<void>;
}

/** The `played` port of the app: each counted play refreshes what it changes in `client` (in this chunk, not the shell's). */
export const refreshingIn = (client: QueryClient) => (track: PlayerTrack) => void refreshAfterPlay(client, track);

const browserOffline: OfflinePorts = { isOnline: () => navigator.onLine !== false, queue: queueInOutbox };

/**
 * The frame's calls on the typed API client (product §7). Offline, a song's or an episode's play
 * count, the heartbeats and a stop go to the outbox instead of failing. `played` hears of each play the
 * server counted (the app refreshes "recently played" with it).
 */
export function createApiBackend(api: ApiClient, offline: OfflinePorts = browserOffline, played: (track: PlayerTrack) => void = () => undefined): Backend {
  return {
    async activate(body) {
      const result = unwrap(await api.http.POST('/api/v1/auth/activate', { body }));
      if (!result) throw new Error('The activation answer had no body.');
      return result;
    },
    async reportPlay(track: PlayerTrack) {
      if (track.kind === 'song') {
        // The play count also feeds the charts: the replay sends that one call.
        if (!offline.isOnline()) return offline.queue({ kind: 'play', trackId: track.id });
        const [recorded] = await Promise.all([api.activity.recordTrackPlay({ track_id: track.id }), api.activity.countTrackPlay(track.id)]);
        if (recorded) played(track);
      } else if (track.kind === 'episode') {
        const podcastId = track.podcastId ?? track.albumId;
        const episodeId = track.episodeId ?? track.id;
        if (podcastId && !offline.isOnline()) return offline.queue({ kind: 'episode.play', podcastId, episodeId });
        if (podcastId) {
          if (await api.activity.countEpisodePlay(podcastId, episodeId)) played(track);
        }
        else console.warn('Episode play not counted: the episode has no podcast id', track.id);
      } else {
        if (await api.activity.countRadioListen(track.stationId ?? track.id)) played(track);
      }
    },
    async heartbeat(deviceId, payload) {
      if (!offline.isOnline()) return offline.queue({ kind: 'heartbeat', deviceId, activity: payload });
      await api.activity.heartbeat(deviceId, payload);
    },
    async stopActivity(deviceId) {
      // An idle heartbeat stands for the stop: the latest heartbeat of the device is the one replayed.
      if (!offline.isOnline()) return offline.queue({ kind: 'heartbeat', deviceId, activity: null });
      await api.activity.stopActivity(deviceId);
    },
    async similarSongs(seedIds, excludeIds, count) {
      const answer = unwrap(await api.quiet.GET('/api/v1/browse/mix', { params: { query: { song_ids: seedIds.join(','), exclude_ids: excludeIds.join(','), limit: count } } }));
      return (answer?.tracks ?? []).flatMap((track) => trackToPlayerItem(track) ?? []);
    },
    async freshStreamUrl(track) {
      try {
        if (track.kind === 'song') {
          const { data } = await api.quiet.GET('/api/v1/browse/tracks/{id}', { params: { path: { id: track.id } } });
          return data ? trackAudioSource(data) : null;
        }
        if (track.kind === 'radio') {
          const id = track.stationId ?? track.id;
          const { data } = await api.quiet.GET('/api/v1/browse/radio/{id}', { params: { path: { id } } });
          return data ? stationStreamUrl(data) : null;
        }
        const podcastId = track.podcastId ?? track.albumId;
        if (!podcastId) return null;
        const { data } = await api.quiet.GET('/api/v1/browse/podcasts/{id}', { params: { path: { id: podcastId } } });
        const episodeId = track.episodeId ?? track.id;
        const episode = data?.episodes.find((item) => item.id === episodeId);
        return episode ? episodeAudioUrl(episode) : null;
      } catch (error) {
        console.error('Could not renew the audio address', error);
        return null;
      }
    },
  };
}
