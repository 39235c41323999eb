/** The broadcaster behind the server's RadioStreams seam (see plugins/repositories.ts). */
import type { FastifyInstance } from 'fastify';
import type { RadioStreams } from '../plugins/repositories.js';
import { RadioHub, type RadioHubOptions } from './hub.js';
import { databaseStationSource } from './station-source.js';
import { streamStation } from './stream-handler.js';

export function createRadioStreams(app: FastifyInstance, options: RadioHubOptions = {}): RadioStreams {
  const hub = new RadioHub(databaseStationSource(app.db, app.mediaStore), options);
  return {
    serve: (stationId, request, reply) => streamStation(hub, stationId, request, reply),
    // Every station without an external stream is ours; whether it has audio is checked on serve.
    listeners: (stationId) => hub.listenerCount(stationId),
    warm: (stationId) => void hub.has(stationId).catch(() => undefined),
    close: async () => hub.close(),
  };
}
