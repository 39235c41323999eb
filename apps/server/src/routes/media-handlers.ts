import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../http-error.js';
import { findMediaFile, statMediaFile } from '../media/files.js';
import { headBody, sendAudioFile } from '../media/serve-file.js';
import { coverImage, CoverRefused, type CoverImage } from '../media/sized-artwork.js';
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

const IMMUTABLE = 'public, max-age=31536000, immutable';

const matchesEtag = (request: FastifyRequest, etag: string) => request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*') ?? false;

/**
 * The copy of the artwork made for `size`, WebP when the browser takes it; null when there is no
 * such artwork, or it cannot be resized (the original is sent instead: an image either way).
 */
async function sizedArtwork(app: FastifyInstance, fileId: number, size: number, accept: string | undefined): Promise<CoverImage | null> {
  const format = accept?.includes('image/webp') ? 'webp' : 'jpeg';
  return coverImage(app, fileId, size, { format, originalWhenSmaller: format === 'jpeg' }).catch((error: unknown) => {
    if (!(error instanceof CoverRefused)) throw error;
    app.log.warn({ fileId, err: error }, 'artwork not resized; sending the original');
    return null;
  });
}

async function sendSizedArtwork(request: FastifyRequest, reply: FastifyReply, image: CoverImage) {
  // The format follows Accept: a shared cache must keep one copy per kind of browser.
  reply.header('cache-control', IMMUTABLE).header('etag', image.etag).header('vary', 'accept');
  if (matchesEtag(request, image.etag)) return reply.code(304).send();
  const length = image.data ? image.data.length : (await fs.promises.stat(image.absolute as string)).size;
  reply.type(image.mime).header('content-length', String(length));
  if (request.method === 'HEAD') return reply.send(headBody());
  return reply.send(image.data ?? fs.createReadStream(image.absolute as string));
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
    const fileId = idOrNotFound(request.params.fileId, 'Artwork not found');
    if (request.query.size !== undefined) {
      const sized = await sizedArtwork(app, fileId, request.query.size, request.headers.accept);
      if (sized) return sendSizedArtwork(request, reply, sized);
    }
    const record = await findMediaFile(app.db, fileId, 'artwork');
    const file = record ? await statMediaFile(app.mediaStore, record) : null;
    if (!record || !file) throw notFound('Artwork not found');
    reply.header('cache-control', IMMUTABLE).header('etag', file.etag).header('last-modified', file.modified.toUTCString());
    if (matchesEtag(request, file.etag)) return reply.code(304).send();
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
