import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/schema.js';
import type { ActivityCalls, ApiLogger } from './activity-calls.js';

/**
 * The activity calls with their module loaded by the first of them: a web app's first paint makes
 * none. Like the calls themselves, they never throw: a module that fails to load is logged, the call
 * resolves as failed (null, or false for a stop), and the next call tries the load again.
 */
export function lazyActivityCalls(client: Client<paths>, logger: ApiLogger): ActivityCalls {
  let loading: Promise<ActivityCalls | null> | undefined;
  const calls = () =>
    (loading ??= import('./activity-calls.js').then(
      (module) => module.createActivityCalls(client, logger),
      (error: unknown) => {
        loading = undefined;
        logger.warn('The activity calls did not load', error);
        return null;
      },
    ));
  return {
    recordTrackPlay: async (body) => (await calls())?.recordTrackPlay(body) ?? null,
    heartbeat: async (deviceId, body) => (await calls())?.heartbeat(deviceId, body) ?? null,
    stopActivity: async (deviceId) => (await calls())?.stopActivity(deviceId) ?? false,
    countTrackPlay: async (id) => (await calls())?.countTrackPlay(id) ?? null,
    countEpisodePlay: async (podcastId, episodeId) => (await calls())?.countEpisodePlay(podcastId, episodeId) ?? null,
    countRadioListen: async (id) => (await calls())?.countRadioListen(id) ?? null,
  };
}
