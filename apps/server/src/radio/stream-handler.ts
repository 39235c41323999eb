/**
 * GET /api/v1/radio/{id}/stream: an endless MP3 stream (Icecast-style). Authorisation is decided by
 * the route before this runs; here the response is taken over and fed by the station's broadcast.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListenerSink } from './broadcast.js';
import { hijackedHeaders } from '../plugins/hardening.js';
import type { RadioHub } from './hub.js';

export function responseSink(response: ServerResponse): ListenerSink {
  return {
    write: (chunk) => {
      if (!response.destroyed) response.write(chunk);
    },
    bufferedBytes: () => response.writableLength,
    drop: () => response.destroy(),
    end: () => response.end(),
  };
}

/** Streams station `stationId` into the reply; answers 404 JSON when there is nothing to play. */
export async function streamStation(hub: RadioHub, stationId: number, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!Number.isInteger(stationId) || stationId <= 0 || !(await hub.has(stationId))) {
    await reply.code(404).send({ message: 'Radio station not found' });
    return;
  }
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, hijackedHeaders(reply, { 'content-type': 'audio/mpeg', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'icy-name': `Tangerine radio ${stationId}` }));
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const sink = responseSink(response);
  const leave = () => hub.leave(stationId, sink);
  response.on('close', leave);
  request.raw.on('close', leave);
  if (!(await hub.listen(stationId, sink))) response.end();
}
