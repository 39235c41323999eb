import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import { unknownFieldsMessage } from './validation.js';
import { isDatabaseUnavailable, storageRefusal, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.js';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // styled-components injects its styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https: http:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * The headers of a reply taken over (`reply.hijack()`: event streams, radio), whose onSend hook does
 * not run: the security headers and those set by earlier hooks, then the route's own.
 */
export function hijackedHeaders(reply: FastifyReply, own: Record<string, string>): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = { ...SECURITY_HEADERS };
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string | number | string[];
  return { ...headers, ...own };
}

const CLIENT_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large', code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type: send application/json', code: 'unsupported_media_type' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty: send a JSON object', code: 'bad_request' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON', code: 'bad_request' },
};

/** Router errors raised before any route or hook runs (Fastify's `frameworkErrors`): our error shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send({ error: 'URI Too Long', message: 'A path parameter is too long (at most 100 characters)', code: 'uri_too_long' });
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ error: 'Bad Request', message: 'The URL is not valid', code: 'bad_request' });
  return reply.code(400).send({ error: 'Bad Request', message: error.message || 'Bad request', code: 'bad_request' });
}

function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || 'value' : null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = nulField(inner, path ? `${path}/${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** Security headers on every response; every error as `{ message, code }`; 5xx without internals. */
export default fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
      return payload;
    });

    // NUL is never meaningful in our text and PostgreSQL refuses it: answer 400 before any handler runs.
    app.addHook('preValidation', async (request) => {
      const field = nulField({ body: request.body, querystring: request.query, params: request.params });
      if (field) throw new HttpError(400, `${field} must not contain NUL characters`, 'bad_request');
    });

    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      // Every answer below is JSON, also where a handler had set a media type before it failed.
      reply.type('application/json; charset=utf-8');
      if (error instanceof HttpError) {
        reply.headers(error.headers);
        return reply.code(error.statusCode).send({ message: error.message, ...(error.code ? { code: error.code } : {}) });
      }
      if ('validation' in error && error.validation) {
        const message = unknownFieldsMessage(error.validationContext, error.validation) ?? error.message;
        return reply.code(400).send({ message, code: 'bad_request' });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        return reply.code(503).send({ message: 'The service is unavailable. Please try again later.', code: 'unavailable' });
      }
      const refusal = storageRefusal(error);
      if (refusal) {
        request.log.error({ err: error }, 'storage refused a write');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        return reply.code(503).send(refusal);
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.code(known.status).send({ message: known.message, code: known.code });
      if (error instanceof SyntaxError && request.headers['content-type']?.includes('json')) {
        return reply.code(400).send({ message: 'Request body is not valid JSON', code: 'bad_request' });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message || 'Bad request', code: 'bad_request' });
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'An internal error occurred. Please try again.', code: 'internal_error' });
    });
  },
  { name: 'hardening' },
);
