/**
 * The stream answer for a file that is transcoded: from the cache when a finished transcode is there
 * (with Range, like any file), else ffmpeg's output as it comes, written to the cache beside it when
 * it starts at 0. `X-Content-Duration` gives the true length, so a player shows it before the end.
 */
import fs from 'node:fs';
import { PassThrough, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaFile } from '../db/schema.js';
import type { OpenedFile } from '../media/files.js';
import { parseRange } from '../media/range.js';
import { headBody } from '../media/serve-file.js';
import { HttpError, notFound } from '../http-error.js';
import { TRANSCODE_TYPES, type TranscodeFormat } from './transcoder.js';

export interface TranscodeChoice {
  format: TranscodeFormat;
  bitrateKbps: number;
  offsetSeconds: number;
}

export interface TranscodeSendOptions {
  /**
   * Subsonic's `estimateContentLength`: a Content-Length from the duration and bit rate, the body cut
   * or padded (with zero bytes, which decoders skip) to exactly that, so apps that need a length get one.
   */
  estimateLength?: boolean;
}

/** The estimated size in bytes of `seconds` of audio at `kbps`. */
export const estimatedBytes = (seconds: number, kbps: number) => Math.max(1, Math.ceil(seconds * kbps * 125));

/** Passes exactly `length` bytes: cuts what comes after, pads what is missing at the end. */
function fittedTo(length: number): Transform {
  let sent = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = length - sent;
      if (room <= 0) return done();
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      sent += part.length;
      done(null, part);
    },
    flush(done) {
      if (sent < length) this.push(Buffer.alloc(length - sent));
      done();
    },
  });
}

/** ffmpeg ended without a byte: the file cannot be decoded (a damaged or mislabelled file). */
export const undecodableMedia = () => new HttpError(415, "This track's file could not be decoded", 'undecodable_media');

export const transcoderMissing = () => new HttpError(415, "This track's format needs ffmpeg on the server to play", 'transcoder_unavailable');

export async function sendTranscoded(request: FastifyRequest, reply: FastifyReply, record: MediaFile, file: OpenedFile, choice: TranscodeChoice, options: TranscodeSendOptions = {}) {
  const { transcoder, transcodeCache: cache, mediaStore, db } = request.server;
  if (!transcoder.ffmpeg) throw transcoderMissing();
  const track = await db.selectFrom('tracks').select('duration').where('audio_file_id', '=', record.id).executeTakeFirst();
  const duration = Math.max(0, Number(track?.duration ?? 0) - choice.offsetSeconds);
  reply.type(TRANSCODE_TYPES[choice.format]).header('x-content-duration', duration.toFixed(1)).header('cache-control', 'private, max-age=3600');
  const key = cache.keyOf({ fileId: record.id, size: file.size, modified: file.modified }, choice.format, choice.bitrateKbps);
  const cached = choice.offsetSeconds === 0 && cache.capBytes > 0 ? await cache.get(key) : null;
  if (cached) return sendCachedFile(request, reply, cached);
  const input = await mediaStore.localCopy(record.path);
  if (!input) throw notFound('Audio file not found');
  reply.header('accept-ranges', 'none');
  const length = options.estimateLength ? estimatedBytes(duration, choice.bitrateKbps) : null;
  if (length !== null) reply.header('content-length', String(length));
  if (request.method === 'HEAD') return reply.send(headBody());
  const job = transcoder.start({ input, format: choice.format, bitrateKbps: choice.bitrateKbps, offsetSeconds: choice.offsetSeconds });
  const body = length !== null ? fittedTo(length) : new PassThrough();
  const writer = choice.offsetSeconds === 0 && cache.capBytes > 0 ? cache.writer(key) : null;
  job.output.pipe(body);
  // The cache copy is written beside the listener's stream, not piped: a piped file stream that
  // fails (a full disk) stays in the source's wait for 'drain' and would stall the listener too.
  let cacheFailed = false;
  if (writer) job.output.on('data', (chunk: Buffer) => cacheFailed || writer.stream.write(chunk));
  // A full disk or a failed write loses the cache entry, never the listener's stream.
  writer?.stream.on('error', (error) => {
    cacheFailed = true;
    request.log.warn({ err: error }, 'transcode cache write failed');
  });
  // Nothing is sent before ffmpeg's first byte, so a file it cannot decode is a clear error, not a broken stream.
  const firstByte = new Promise<boolean>((resolve) => job.output.once('data', () => resolve(true)));
  const failedFirst = await Promise.race([firstByte.then(() => false), job.done.then(() => false, () => true)]);
  if (failedFirst) {
    await writer?.discard();
    throw undecodableMedia();
  }
  let abandoned = false;
  // The listener went away (the body is destroyed before its end): ffmpeg stops, the partial goes.
  body.on('close', () => {
    if (body.readableEnded) return;
    abandoned = true;
    job.stop();
  });
  job.done.then(
    () => (abandoned ? writer?.discard() : writer?.commit()),
    (error: unknown) => {
      request.log.warn({ err: error, file: record.id }, 'transcode failed');
      body.destroy(error as Error);
      return writer?.discard();
    },
  ).catch((error: unknown) => request.log.warn({ err: error }, 'transcode cache entry dropped'));
  return reply.send(body);
}

async function sendCachedFile(request: FastifyRequest, reply: FastifyReply, cached: string) {
  const stat = await fs.promises.stat(cached);
  const range = parseRange(request.headers.range, stat.size);
  reply.header('accept-ranges', 'bytes');
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${stat.size}`);
    return reply.code(416).type('application/json').send({ message: 'Requested range not satisfiable', code: 'range_not_satisfiable' });
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : stat.size - 1;
  reply.header('content-length', String(end - start + 1));
  if (range.kind === 'partial') reply.code(206).header('content-range', `bytes ${start}-${end}/${stat.size}`);
  if (request.method === 'HEAD') return reply.send(headBody());
  return reply.send(fs.createReadStream(cached, { start, end }));
}
