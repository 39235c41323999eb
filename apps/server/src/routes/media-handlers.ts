import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../http-error.js';
import { findMediaFile, statMediaFile } from '../media/files.js';
import { headBody, sendAudioFile } from '../media/serve-file.js';
import { verifySignature, type SignedResource } from '../media/signing.js';
import type { HandlerFactory } from './operation.js';
import { sendTranscoded } from '../transcode/send-transcoded.js';
import { transcodeChoice } from '../transcode/quality.js';
import { idOrNotFound } from './operation.js';

/** A valid, unexpired signature whose device may still stream (one indexed look-up); else 403 with why. */
async function assertSigned(app: FastifyInstance, resource: SignedResource, id: string, expires: number, signature: string) {
  const checked = verifySignature(app.signingSecret, resource, id, expires, signature);
  if (checked.verdict !== 'valid') throw checked.verdict === 'expired' ? new HttpError(403, 'This link has expired', 'signature_expired') : new HttpError(403, 'This link is not valid', 'signature_invalid');
  const problem = await app.authenticator.deviceProblem(checked.deviceRowId);
  if (problem) throw new HttpError(403, problem, 'device_not_active');
}

export const mediaHandlers: HandlerFactory<'streamAudio' | 'getArtwork' | 'streamRadio'> = (app) => ({
  async streamAudio(request, reply) {
    const { fileId } = request.params;
    await assertSigned(app, 'audio', fileId, request.query.expires, request.query.signature);
    const record = await findMediaFile(app.db, idOrNotFound(fileId, 'Audio file not found'), 'audio');
    const file = record ? await statMediaFile(app.mediaStore, record) : null;
    if (!record || !file) throw notFound('Audio file not found');
    const choice = await transcodeChoice(app, record, request.query);
    if (choice) return sendTranscoded(request, reply, record, file, choice);
    return sendAudioFile(request, reply, record, file, () => ({ message: 'Requested range not satisfiable', code: 'range_not_satisfiable' }));
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
