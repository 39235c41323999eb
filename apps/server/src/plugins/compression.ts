import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compressing saves less than a packet and costs a little CPU. */
export const MIN_COMPRESSED_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding to send to this client: brotli when it takes it, else gzip, else none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * An `onSend` hook for API routes: JSON answers of 1 KB or more go out brotli- or gzip-compressed
 * when the client takes it. A route hook, placed after the
 * hook that binds media URLs to the device: that one edits the text, so it must come first. The
 * answers are a few KB: the fastest settings (brotli 1, gzip 1) in the request's
 * own turn cost tens of microseconds, less than a trip to the thread pool. Media and the web app's
 * files have their own handling.
 */
export async function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  // A string of n UTF-16 units is at least n bytes in UTF-8: only a short one needs measuring.
  if (payload.length < MIN_COMPRESSED_BYTES && Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES) return payload;
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? zlib.brotliCompressSync(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload) } })
    : zlib.gzipSync(payload, { level: 1 });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Best for files compressed once and kept; quick for a page compressed on every answer. */
const LEVELS = { best: { brotli: 11, gzip: 9 }, quick: { brotli: 5, gzip: 6 } } as const;

/** Text compressed off the event loop (zlib's thread pool). */
export function encode(source: Buffer, encoding: Encoding, effort: keyof typeof LEVELS): Promise<Buffer> {
  const level = LEVELS[effort];
  return encoding === 'br'
    ? brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })
    : gzip(source, { level: level.gzip });
}
