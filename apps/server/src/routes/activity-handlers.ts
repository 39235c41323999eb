import { HttpError } from '../http-error.js';
import type { HeartbeatActivity } from '../repositories/activity.js';
import type { HandlerFactory } from './operation.js';
import { accountOf, idOrNotFound } from './operation.js';

function sameDevice(pathDeviceId: string, deviceId: string) {
  if (pathDeviceId !== deviceId) throw new HttpError(403, 'This device may not act for another device', 'forbidden');
}

/** The song a heartbeat reports (scrobbling counts songs only). */
function songOf(activity: HeartbeatActivity | null): number | null {
  const id = activity?.activityType === 'song' ? Number(activity.contentId) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const activityHandlers: HandlerFactory<'sendHeartbeat' | 'stopActivity' | 'recordTrackPlayCount' | 'recordEpisodePlay' | 'recordRadioListen' | 'recordTrackPlay'> = (app) => ({
  async sendHeartbeat(request) {
    const account = accountOf(request);
    sameDevice(request.params.deviceId, account.deviceId);
    const body = request.body as Partial<HeartbeatActivity>;
    const activity: HeartbeatActivity | null =
      body.activityType && body.contentId
        ? { activityType: body.activityType, contentId: body.contentId, title: body.title ?? '', artist: body.artist ?? null, album: body.album ?? null, artworkUrl: body.artworkUrl ?? null }
        : null;
    const result = await app.activity.heartbeat(account.deviceRowId, activity);
    await app.scrobbling.heard(account, songOf(activity));
    return { device_id: account.deviceId, ...result };
  },

  async stopActivity(request, reply) {
    const account = accountOf(request);
    sameDevice(request.params.deviceId, account.deviceId);
    await app.activity.stop(account.deviceRowId);
    await app.scrobbling.heard(account, null);
    return reply.code(204).send();
  },

  async recordTrackPlayCount(request) {
    const account = accountOf(request);
    const id = idOrNotFound(request.params.id, 'Track not found');
    if (!(await app.catalogue.trackExists(id))) throw new HttpError(404, 'Track not found', 'not_found');
    return { id: String(id), play_count: await app.activity.play('track', id, account) };
  },

  async recordTrackPlay(request) {
    const account = accountOf(request);
    const id = idOrNotFound(request.body.track_id, 'Track not found');
    if (!(await app.catalogue.trackExists(id))) throw new HttpError(404, 'Track not found', 'not_found');
    return { id: String(id), play_count: await app.activity.play('track', id, account) };
  },

  async recordEpisodePlay(request) {
    const account = accountOf(request);
    const podcastId = idOrNotFound(request.params.podcastId, 'Episode not found');
    const episodeId = idOrNotFound(request.params.episodeId, 'Episode not found');
    if (!(await app.catalogue.episodeExists(podcastId, episodeId))) throw new HttpError(404, 'Episode not found', 'not_found');
    return { id: String(episodeId), play_count: await app.activity.play('episode', episodeId, account) };
  },

  async recordRadioListen(request) {
    const account = accountOf(request);
    const id = idOrNotFound(request.params.id, 'Radio station not found');
    if (!(await app.catalogue.radioStationExists(id))) throw new HttpError(404, 'Radio station not found', 'not_found');
    return { id: String(id), play_count: await app.activity.play('radio', id, account) };
  },
});
