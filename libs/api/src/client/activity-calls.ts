import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.js';
import type { HeartbeatInput, HeartbeatResult, PlayRecorded, TrackPlayInput } from '../types.js';

/** Where failures of logged-only calls go. */
export interface ApiLogger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

/** Calls whose failures are only logged (product §8); each resolves to its data, or null when it failed. */
export interface ActivityCalls {
  recordTrackPlay(body: TrackPlayInput): Promise<PlayRecorded | null>;
  heartbeat(deviceId: string | null | undefined, body: HeartbeatInput): Promise<HeartbeatResult | null>;
  stopActivity(deviceId: string | null | undefined): Promise<boolean>;
  countTrackPlay(trackId: string): Promise<PlayRecorded | null>;
  countEpisodePlay(podcastId: string, episodeId: string): Promise<PlayRecorded | null>;
  countRadioListen(stationId: string): Promise<PlayRecorded | null>;
}

export function createActivityCalls(client: Client<paths>, logger: ApiLogger): ActivityCalls {
  /** The call's data wrapped on success; null (after logging) on any failure. */
  async function attempt<D>(what: string, call: () => Promise<{ data?: D; error?: unknown; response: Response }>): Promise<{ data: D | undefined } | null> {
    try {
      const { data, error, response } = await call();
      if (response.ok) return { data };
      logger.warn(`${what} failed with status ${response.status}`, error);
    } catch (error) {
      logger.warn(`${what} failed`, error);
    }
    return null;
  }
  const loggedOnly = async <D>(what: string, call: () => Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D | null> =>
    (await attempt(what, call))?.data ?? null;

  return {
    recordTrackPlay: (body) => loggedOnly('Track play', () => client.POST('/api/v1/trending/track-play', { body })),
    heartbeat: async (deviceId, body) => {
      if (!deviceId) {
        logger.error('Heartbeat disabled: no device id');
        return null;
      }
      return loggedOnly('Heartbeat', () => client.POST('/api/v1/devices/{deviceId}/heartbeat', { params: { path: { deviceId } }, body }));
    },
    stopActivity: async (deviceId) => {
      if (!deviceId) {
        logger.error('Stop activity skipped: no device id');
        return false;
      }
      const done = await attempt('Stop activity', () => client.POST('/api/v1/devices/{deviceId}/stop-activity', { params: { path: { deviceId } } }));
      return done !== null;
    },
    countTrackPlay: (id) => loggedOnly('Play count', () => client.POST('/api/v1/browse/tracks/{id}/play', { params: { path: { id } } })),
    countEpisodePlay: (podcastId, episodeId) =>
      loggedOnly('Episode play count', () =>
        client.POST('/api/v1/browse/podcasts/{podcastId}/episodes/{episodeId}/play', { params: { path: { podcastId, episodeId } } }),
      ),
    countRadioListen: (id) => loggedOnly('Radio listen count', () => client.POST('/api/v1/browse/radio/{id}/listen', { params: { path: { id } } })),
  };
}
