import type { FastifyRequest } from 'fastify';
import { activate, checkCode } from '../auth/activation.js';
import { generateToken, hashSecret } from '../auth/codes.js';
import { HttpError, unauthorized } from '../http-error.js';
import type { HandlerFactory } from './operation.js';

const secondsUntil = (iso: string): number => Math.max(1, Math.floor((new Date(iso).getTime() - Date.now()) / 1000));
const deviceHeader = (request: FastifyRequest): string => {
  const value = request.headers['x-device-id'];
  return typeof value === 'string' ? value.slice(0, 128) : '';
};

export const authHandlers: HandlerFactory<'activate' | 'checkActivation' | 'refreshTokens' | 'getHealth'> = (app) => ({
  async getHealth(_request, reply) {
    try {
      await app.db.selectFrom('activation_codes').select('id').limit(1).execute();
      return { status: 'ok' as const };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ message: 'The service is unavailable. Please try again later.', code: 'unavailable' });
    }
  },

  async activate(request) {
    const body = request.body;
    const result = await activate(app.db, app.dialect, {
      code: body.code,
      deviceId: body.device_id,
      deviceInfo: body.device_info,
      appPlatform: body.app_platform,
      appVersion: body.app_version,
      ip: request.ip,
    });
    // Access tokens live as long as the code; revocation takes effect on the next call.
    return { activated: true, expiry_date: result.expiryDate, plan: 'Premium' as const, access_token: result.accessToken, refresh_token: result.refreshToken, expires_in: secondsUntil(result.expiryDate) };
  },

  async checkActivation(request) {
    const check = await checkCode(app.db, { code: request.body.code, deviceId: deviceHeader(request), ip: request.ip });
    return { valid: check.valid, expiry_date: check.expiryDate, plan: check.plan === 'Premium' ? ('Premium' as const) : null };
  },

  async refreshTokens(request) {
    const { refresh_token, device_id } = request.body;
    const row = await app.db
      .selectFrom('devices as d')
      .innerJoin('activation_codes as c', 'c.id', 'd.code_id')
      .select(['d.id', 'd.device_id', 'c.expires_at', 'c.revoked_at'])
      .where('d.refresh_token_hash', '=', hashSecret(refresh_token))
      .executeTakeFirst();
    if (!row || row.device_id !== device_id) throw unauthorized('Session expired. Please activate again.');
    if (row.revoked_at) throw new HttpError(401, 'This activation code has been revoked', 'unauthorized');
    if (new Date(row.expires_at) <= new Date()) throw new HttpError(401, 'This activation code has expired', 'unauthorized');
    const accessToken = generateToken();
    const refreshToken = generateToken();
    // Single use: the update only succeeds while the presented refresh token is still current.
    const result = await app.db
      .updateTable('devices')
      .set({ token_hash: hashSecret(accessToken), refresh_token_hash: hashSecret(refreshToken), last_seen_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .where('refresh_token_hash', '=', hashSecret(refresh_token))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw unauthorized('Session expired. Please activate again.');
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: secondsUntil(row.expires_at), expiry_date: row.expires_at };
  },
});
