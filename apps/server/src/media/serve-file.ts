import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaFile } from '../db/schema.js';
import type { OpenedFile } from './files.js';
import { ifRangeMatches, parseRange } from './range.js';

/**
 * HEAD answers carry the GET answer's headers. Fastify's HEAD route sets Content-Length from the
 * body it is given unless that body is a stream, so an empty stream keeps the real length.
 */
export const headBody = () => Readable.from([]);

/** Sends an audio file from the media store with Range/If-Range support (206, 416), as the web API's media route and Subsonic's stream do. */
export async function sendAudioFile(request: FastifyRequest, reply: FastifyReply, record: MediaFile, file: OpenedFile, unsatisfiable: () => unknown) {
  reply.header('accept-ranges', 'bytes').header('etag', file.etag).header('last-modified', file.modified.toUTCString()).header('cache-control', 'private, max-age=3600');
  const rangeHeader = request.headers.range;
  const range = rangeHeader && ifRangeMatches(typeof request.headers['if-range'] === 'string' ? request.headers['if-range'] : undefined, file.etag, file.modified) ? parseRange(rangeHeader, file.size) : { kind: 'full' as const };
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    return reply.code(416).send(unsatisfiable());
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : file.size - 1;
  reply.type(record.mime).header('content-length', String(Math.max(0, end - start + 1)));
  if (range.kind === 'partial') reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
  if (request.method === 'HEAD') return reply.send(headBody());
  if (file.size === 0) return reply.send('');
  return reply.send(await request.server.mediaStore.read(file.key, { start, end }));
}
