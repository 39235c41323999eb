import type { HandlerFactory } from './operation.js';
import { found, idOrNotFound } from './operation.js';
import { trackPeaks } from '../media/track-peaks.js';

const TRACK_NOT_FOUND = 'Track not found';

/** The waveform seek bar's peaks: the same for every listener and stable per file, so browsers keep them a day. */
export const peaksHandlers: HandlerFactory<'getTrackPeaks'> = (app) => ({
  async getTrackPeaks(request, reply) {
    const id = idOrNotFound(request.params.id, TRACK_NOT_FOUND);
    const peaks = found(await trackPeaks(app, id), TRACK_NOT_FOUND);
    reply.header('cache-control', 'private, max-age=86400');
    return { track_id: String(id), peaks: Array.from(peaks) };
  },
});
