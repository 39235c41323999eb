/**
 * Access to /api/v1/admin: the admin key in the `x-admin-key` header, never a listener's token.
 *
 * CSRF: the console keeps the key in session storage and sends it as a header, so a browser never
 * attaches it on its own (no cookie); a page of another site cannot set that header without a CORS
 * preflight this server never grants. As a second fence, a request whose Origin is another site's,
 * or that the browser marks `Sec-Fetch-Site: cross-site`, is refused with 403 before the key is read.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import { isAdminKey } from '../admin/admin-key.js';
import { recordAudit } from '../admin/audit-log.js';
import { checkActivationRateLimit, recordActivationFailure } from '../auth/rate-limit.js';

export const ADMIN_KEY_HEADER = 'x-admin-key';

export const ADMIN_MESSAGES = {
  missing: 'Sign in with the admin key',
  wrong: 'Wrong admin key',
  listener: "A listener's session cannot use the admin console: sign in with the admin key",
  crossSite: 'Cross-site requests to the admin console are refused',
  tooMany: 'Too many wrong admin keys. Please try again later.',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of every admin operation. */
    authenticateAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Who acts, for the audit log: "console (IP)". */
    adminActor?: string;
  }
}

function crossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

// Wrong keys are counted in the activation failure table (shared by every instance), under an
// address of their own so they neither use up nor borrow a listener's activation attempts.
const failureKey = (request: FastifyRequest) => ({ deviceId: '', ip: `admin:${request.ip}` });

/** A refused address is written to the audit log once a minute at most: a flood is one line, not a million. */
const REFUSAL_LOG_MS = 60_000;

export default fp(
  async (app) => {
    const lastRefusalLogged = new Map<string, number>();
    const logRefused = async (request: FastifyRequest) => {
      const now = Date.now();
      if (now - (lastRefusalLogged.get(request.ip) ?? 0) < REFUSAL_LOG_MS) return;
      lastRefusalLogged.set(request.ip, now);
      if (lastRefusalLogged.size > 10_000) lastRefusalLogged.delete(lastRefusalLogged.keys().next().value as string);
      request.log.warn({ ip: request.ip }, 'admin key refused: too many wrong keys from this address');
      await recordAudit(app.db, { actor: `console (${request.ip})`, action: 'admin-key.rate-limited', detail: request.url.slice(0, 200) });
    };
    app.decorate('authenticateAdmin', async (request: FastifyRequest) => {
      if (crossSite(request)) throw new HttpError(403, ADMIN_MESSAGES.crossSite, 'csrf');
      const key = request.headers[ADMIN_KEY_HEADER];
      if (typeof key !== 'string' || key === '') {
        const bearer = /^Bearer\s+\S+$/i.test(request.headers.authorization ?? '');
        throw bearer ? new HttpError(403, ADMIN_MESSAGES.listener, 'forbidden') : new HttpError(401, ADMIN_MESSAGES.missing, 'unauthorized');
      }
      // The lock holds back wrong keys only: behind a proxy every admin shares one address, and the
      // key (256 random bits) cannot be guessed, so the right key passes a lock others set off.
      if (!(await isAdminKey(app.db, key))) {
        const verdict = await checkActivationRateLimit(app.db, failureKey(request));
        if (verdict.limited) {
          await logRefused(request);
          throw new HttpError(429, ADMIN_MESSAGES.tooMany, 'rate_limited', { 'retry-after': String(verdict.retryAfterSeconds) });
        }
        await recordActivationFailure(app.db, failureKey(request));
        // Bounded by the lockout above: at most its limit of lines per address and window.
        request.log.warn({ ip: request.ip }, 'wrong admin key');
        await recordAudit(app.db, { actor: `console (${request.ip})`, action: 'admin-key.wrong', detail: request.url.slice(0, 200) });
        throw new HttpError(401, ADMIN_MESSAGES.wrong, 'unauthorized');
      }
      request.adminActor = `console (${request.ip})`;
    });
  },
  { name: 'admin-auth', dependencies: ['database'] },
);
