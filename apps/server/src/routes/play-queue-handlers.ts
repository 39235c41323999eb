import { badRequest, HttpError, notFound } from '../http-error.js';
import { PlayQueueError, type PlayQueue } from '../repositories/play-queue.js';
import { parseId } from '../repositories/page.js';
import type { FastifyInstance } from 'fastify';
import type { HandlerFactory } from './operation.js';
import { accountOf } from './operation.js';
import { codeDeviceNames } from '../connect/code-device-names.js';

/** A play queue's refusal as the web API answers it, for the queue's save and a remote's Connect edit alike. */
export function queueRefusal(error: PlayQueueError): HttpError {
  if (error.reason === 'stale') return new HttpError(409, error.message, 'stale_queue');
  return error.reason === 'unknown_track' ? notFound('Track not found') : badRequest(error.message);
}

/** `device` is kept as it was saved (a device id, or an app's name) and shown by the device's current name. */
async function queueAnswer(app: FastifyInstance, codeId: number, queue: PlayQueue | null) {
  if (!queue) return { tracks: [], current_index: 0, position_ms: 0, shuffle: false, repeat: 'off' as const, device: null, updated_at: null, version: 0 };
  const [tracks, names] = await Promise.all([app.catalogue.tracksByIds(queue.trackIds), codeDeviceNames(app.db, codeId)]);
  const device = names.get(queue.device) ?? queue.device;
  return { tracks, current_index: queue.currentIndex, position_ms: queue.positionMs, shuffle: queue.shuffle, repeat: queue.repeat, device, updated_at: queue.updatedAt, version: queue.version };
}

/** The play queue: the one store Subsonic's getPlayQueue/savePlayQueue also serve. */
export const playQueueHandlers: HandlerFactory<'getPlayQueue' | 'savePlayQueue'> = (app) => ({
  async getPlayQueue(request) {
    const { codeId } = accountOf(request);
    return queueAnswer(app, codeId, await app.playQueues.get(codeId));
  },

  async savePlayQueue(request) {
    const account = accountOf(request);
    const body = request.body;
    const trackIds = body.track_ids.map((raw) => parseId(raw));
    if (trackIds.some((id) => id === null)) throw notFound('Track not found');
    try {
      const saved = await app.playQueues.save(account.codeId, {
        trackIds: trackIds as number[],
        currentIndex: body.track_ids.length ? body.current_index : 0,
        positionMs: body.track_ids.length ? body.position_ms : 0,
        shuffle: body.shuffle ?? false,
        repeat: body.repeat ?? 'off',
        device: body.device ?? account.deviceId,
      }, undefined, body.based_on_version);
      return await queueAnswer(app, account.codeId, saved);
    } catch (error) {
      throw error instanceof PlayQueueError ? queueRefusal(error) : error;
    }
  },
});
