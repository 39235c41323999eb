import { unwrap, type ApiClient } from '@tangerine/api';
import type { ActivateResponse } from '@tangerine/session';
import {
  normalizeTrack,
  podcastEpisodeToTrack,
  radioStationToTrack,
  type PlayerTrack,
} from '@tangerine/player-machine';
import type { Backend } from '../lib/backend';

/** The frame's calls on the typed API client (product §7). */
export function createApiBackend(api: ApiClient): Backend {
  return {
    async activate(body) {
      const result = unwrap(await api.http.POST('/api/v1/auth/activate', { body }));
      return result as ActivateResponse;
    },
    async reportPlay(track: PlayerTrack) {
      if (track.kind === 'song') {
        await Promise.all([api.activity.recordTrackPlay({ track_id: track.id }), api.activity.countTrackPlay(track.id)]);
      } else if (track.kind === 'podcast') {
        const podcastId = track.podcastId ?? track.albumId;
        if (podcastId) await api.activity.countEpisodePlay(podcastId, track.episodeId ?? track.id);
        else console.warn('Episode play not counted: the episode has no podcast id', track.id);
      } else {
        await api.activity.countRadioListen(track.stationId ?? track.id);
      }
    },
    async heartbeat(deviceId, payload) {
      await api.activity.heartbeat(deviceId, payload);
    },
    async stopActivity(deviceId) {
      await api.activity.stopActivity(deviceId);
    },
    async freshStreamUrl(track) {
      try {
        if (track.kind === 'song') {
          const { data } = await api.quiet.GET('/api/v1/browse/tracks/{id}', { params: { path: { id: track.id } } });
          return data ? normalizeTrack(data).streamUrl : null;
        }
        if (track.kind === 'radio') {
          const id = track.stationId ?? track.id;
          const { data } = await api.quiet.GET('/api/v1/browse/radio/{id}', { params: { path: { id } } });
          return data ? radioStationToTrack(data).streamUrl : null;
        }
        const podcastId = track.podcastId ?? track.albumId;
        if (!podcastId) return null;
        const { data } = await api.quiet.GET('/api/v1/browse/podcasts/{id}', { params: { path: { id: podcastId } } });
        const episodeId = track.episodeId ?? track.id;
        const episode = data?.episodes.find((item) => item.id === episodeId);
        return episode ? podcastEpisodeToTrack(episode, data).streamUrl : null;
      } catch (error) {
        console.error('Could not renew the audio address', error);
        return null;
      }
    },
  };
}
