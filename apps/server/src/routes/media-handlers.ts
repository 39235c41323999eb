import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../http-error.js';
import { findMediaFile, statMediaFile } from '../media/files.js';
import { ifRangeMatches, parseRange } from '../media/range.js';
import { verifySignature, type SignedResource } from '../media/signing.js';
import type { HandlerFactory } from './operation.js';
import { idOrNotFound } from './operation.js';

/** A valid, unexpired signature whose device may still stream (one indexed look-up); else 403 with why. */
async function assertSigned(app: FastifyInstance, resource: SignedResource, id: string, expires: number, signature: string) {
  const checked = verifySignature(app.signingSecret, resource, id, expires, signature);
  if (checked.verdict !== 'valid') throw checked.verdict === 'expired' ? new HttpError(403, 'This link has expired', 'signature_expired') : new HttpError(403, 'This link is not valid', 'signature_invalid');
  const problem = await app.authenticator.deviceProblem(checked.deviceRowId);
  if (problem) throw new HttpError(403, problem, 'device_not_active');
}

/**
 * HEAD answers carry the GET answer's headers. Fastify's HEAD route sets Content-Length from the
 * body it is given unless that body is a stream, so an empty stream keeps the real length.
 */
const headBody = () => Readable.from([]);

export const mediaHandlers: HandlerFactory<'streamAudio' | 'getArtwork' | 'streamRadio'> = (app) => ({
  async streamAudio(request, reply) {
    const { fileId } = request.params;
    await assertSigned(app, 'audio', fileId, request.query.expires, request.query.signature);
    const record = await findMediaFile(app.db, idOrNotFound(fileId, 'Audio file not found'), 'audio');
    const file = record ? await statMediaFile(app.mediaStore, record) : null;
    if (!record || !file) throw notFound('Audio file not found');

    reply.header('accept-ranges', 'bytes').header('etag', file.etag).header('last-modified', file.modified.toUTCString()).header('cache-control', 'private, max-age=3600');
    const rangeHeader = request.headers.range;
    const range = rangeHeader && ifRangeMatches(typeof request.headers['if-range'] === 'string' ? request.headers['if-range'] : undefined, file.etag, file.modified) ? parseRange(rangeHeader, file.size) : { kind: 'full' as const };
    if (range.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${file.size}`);
      return reply.code(416).send({ message: 'Requested range not satisfiable', code: 'range_not_satisfiable' });
    }
    const start = range.kind === 'partial' ? range.start : 0;
    const end = range.kind === 'partial' ? range.end : file.size - 1;
    reply.type(record.mime).header('content-length', String(Math.max(0, end - start + 1)));
    if (range.kind === 'partial') reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
    if (request.method === 'HEAD') return reply.send(headBody());
    if (file.size === 0) return reply.send('');
    return reply.send(await app.mediaStore.read(file.key, { start, end }));
  },

  async getArtwork(request, reply) {
    const record = await findMediaFile(app.db, idOrNotFound(request.params.fileId, 'Artwork not found'), 'artwork');
    const file = record ? await statMediaFile(app.mediaStore, record) : null;
    if (!record || !file) throw notFound('Artwork not found');
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag).header('last-modified', file.modified.toUTCString());
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*')) return reply.code(304).send();
    reply.type(record.mime).header('content-length', String(file.size));
    if (request.method === 'HEAD') return reply.send(headBody());
    return reply.send(file.size === 0 ? '' : await app.mediaStore.read(file.key));
  },

  async streamRadio(request, reply) {
    const { id } = request.params;
    await assertSigned(app, 'radio', id, request.query.expires, request.query.signature);
    const stationId = idOrNotFound(id, 'Radio station not found');
    if (!app.radioStreams || app.radioStreams.listeners(stationId) === undefined) throw new HttpError(404, 'Radio stream not available', 'not_found');
    return app.radioStreams.serve(stationId, request, reply);
  },
});
