import type { HandlerFactory } from './operation.js';
import { found, idOrNotFound } from './operation.js';
import { trackPeaks } from '../media/track-peaks.js';

const TRACK_NOT_FOUND = 'Track not found';

/** CPU milliseconds this process has used so far (every thread). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The waveform seek bar's peaks: the same for every listener and stable per file, so browsers keep
 * them a day. `Server-Timing: peaks-cpu` gives the server's CPU for finding (or computing and
 * storing) them: the process's, so work running beside it on a busy server counts too.
 */
export const peaksHandlers: HandlerFactory<'getTrackPeaks'> = (app) => ({
  async getTrackPeaks(request, reply) {
    const id = idOrNotFound(request.params.id, TRACK_NOT_FOUND);
    const before = cpuMs();
    const peaks = found(await trackPeaks(app, id), TRACK_NOT_FOUND);
    reply.header('server-timing', `peaks-cpu;dur=${(cpuMs() - before).toFixed(2)}`);
    reply.header('cache-control', 'private, max-age=86400');
    return { track_id: String(id), peaks: Array.from(peaks) };
  },
});
