import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodePageSession, PAGE_SESSION_COOKIE } from '@tangerine/api';
import { revokeAppPasswordsCreatedBy } from '../auth/app-passwords.js';
import type { HandlerFactory } from './operation.js';
import { accountOf, bearer, listenerActor } from './operation.js';

/**
 * HttpOnly so a page script (or an injected one) never reads the token from it. Path=/ because the
 * only page rendered from it is `/` itself, and a cookie path cannot name one page without its subpaths.
 */
function setPageCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${PAGE_SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`);
}

/** The page session cookie, set and cleared by the server only, and the device's logout. */
export const pageSessionHandlers: HandlerFactory<'setPageSession' | 'logout'> = (app) => ({
  async setPageSession(request, reply) {
    const { deviceId } = accountOf(request);
    const accessToken = bearer(request) ?? '';
    const timeZone = request.body.time_zone ?? undefined;
    setPageCookie(request, reply, encodePageSession({ deviceId, accessToken, ...(timeZone ? { timeZone } : {}) }), 31_536_000);
    return reply.code(204).send();
  },

  // Logging out disconnects the apps this device connected: a token stolen from it cannot leave one behind.
  async logout(request, reply) {
    const account = accountOf(request);
    const revoked = await revokeAppPasswordsCreatedBy(app.db, account.codeId, account.deviceId, listenerActor(request));
    setPageCookie(request, reply, '', 0);
    return { revoked_apps: revoked };
  },
});
