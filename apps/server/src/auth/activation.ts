import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { generateToken, hashCode, hashSecret, isWellFormedCode, normaliseCode } from './codes.js';
import { precompiled, slot } from '../db/precompiled.js';
import { checkActivationRateLimit, recordActivationFailure } from './rate-limit.js';

export interface ActivationRequest {
  code: string;
  deviceId: string;
  deviceInfo?: string | null | undefined;
  appPlatform?: string | null | undefined;
  appVersion?: string | null | undefined;
  ip: string;
}

export interface ActivationResult {
  activated: true;
  expiryDate: string;
  plan: string;
  accessToken: string;
  refreshToken: string;
  deviceLimit: number;
}

export const MESSAGES = {
  invalid: 'Invalid activation code',
  expired: 'This activation code has expired',
  revoked: 'This activation code has been revoked',
  deviceLimit: (limit: number) => `This activation code is already active on the maximum number of devices (${limit})`,
  tooMany: 'Too many failed activation attempts. Please try again later.',
} as const;

async function fail(db: Kysely<Database>, request: ActivationRequest, error: HttpError): Promise<never> {
  await recordActivationFailure(db, { deviceId: request.deviceId, ip: request.ip });
  throw error;
}

async function assertNotRateLimited(db: Kysely<Database>, who: { deviceId: string; ip: string }) {
  const verdict = await checkActivationRateLimit(db, who);
  if (verdict.limited) throw new HttpError(429, MESSAGES.tooMany, 'rate_limited', { 'retry-after': String(verdict.retryAfterSeconds) });
}

/** Looks a code up and reports why it cannot be used; failures count toward the rate limit. */
async function usableCode(db: Kysely<Database>, request: ActivationRequest, now: Date) {
  const normalised = normaliseCode(request.code);
  const row = isWellFormedCode(normalised) ? await db.selectFrom('activation_codes').selectAll().where('code_hash', '=', hashCode(normalised)).executeTakeFirst() : undefined;
  if (!row) return fail(db, request, new HttpError(404, MESSAGES.invalid, 'invalid_code'));
  if (row.revoked_at) return fail(db, request, new HttpError(403, MESSAGES.revoked, 'revoked_code'));
  if (new Date(row.expires_at) <= now) return fail(db, request, new HttpError(410, MESSAGES.expired, 'expired_code'));
  return row;
}

/** Binds the device to the code (re-activating a bound device replaces its tokens) and issues tokens. */
export async function activate(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', request: ActivationRequest, now: Date = new Date()): Promise<ActivationResult> {
  const who = { deviceId: request.deviceId, ip: request.ip };
  await assertNotRateLimited(db, who);
  const code = await usableCode(db, request, now);
  const accessToken = generateToken();
  const refreshToken = generateToken();
  const stamp = now.toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    // Serialise activations of one code so two devices cannot both take the last slot.
    if (dialect === 'postgres') await trx.selectFrom('activation_codes').select('id').where('id', '=', code.id).forUpdate().execute();
    const bound = await trx.selectFrom('devices').select('id').where('code_id', '=', code.id).where('device_id', '=', request.deviceId).executeTakeFirst();
    const values = { device_info: request.deviceInfo ?? null, app_platform: request.appPlatform ?? null, app_version: request.appVersion ?? null, token_hash: hashSecret(accessToken), refresh_token_hash: hashSecret(refreshToken), last_seen_at: stamp };
    if (bound) {
      await trx.updateTable('devices').set({ ...values, activated_at: stamp }).where('id', '=', bound.id).execute();
      return 'ok' as const;
    }
    const { count } = await trx.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('count')).where('code_id', '=', code.id).executeTakeFirstOrThrow();
    if (Number(count) >= code.device_limit) return 'full' as const;
    await trx.insertInto('devices').values({ ...values, code_id: code.id, device_id: request.deviceId, activated_at: stamp, activity: null, activity_at: null }).execute();
    return 'ok' as const;
  });
  if (outcome === 'full') return fail(db, request, new HttpError(409, MESSAGES.deviceLimit(code.device_limit), 'device_limit'));
  return { activated: true, expiryDate: code.expires_at, plan: code.plan, accessToken, refreshToken, deviceLimit: code.device_limit };
}

export interface CodeCheck {
  valid: boolean;
  expiryDate: string | null;
  plan: string | null;
  message: string | null;
  status: 'active' | 'expired' | 'revoked' | 'invalid';
}

/** Whether a code is valid and until when. Unknown codes count toward the rate limit like activations. */
export async function checkCode(db: Kysely<Database>, who: { code: string; deviceId: string; ip: string }, now: Date = new Date()): Promise<CodeCheck> {
  await assertNotRateLimited(db, who);
  const normalised = normaliseCode(who.code);
  const row = isWellFormedCode(normalised) ? await db.selectFrom('activation_codes').selectAll().where('code_hash', '=', hashCode(normalised)).executeTakeFirst() : undefined;
  if (!row) {
    await recordActivationFailure(db, who);
    return { valid: false, expiryDate: null, plan: null, message: MESSAGES.invalid, status: 'invalid' };
  }
  if (row.revoked_at) return { valid: false, expiryDate: row.expires_at, plan: row.plan, message: MESSAGES.revoked, status: 'revoked' };
  if (new Date(row.expires_at) <= now) return { valid: false, expiryDate: row.expires_at, plan: row.plan, message: MESSAGES.expired, status: 'expired' };
  return { valid: true, expiryDate: row.expires_at, plan: row.plan, message: null, status: 'active' };
}

export interface Account {
  codeId: number;
  /** Row id in `devices`. */
  deviceRowId: number;
  deviceId: string;
  expiresAt: string;
}

const sessionQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('devices as d')
    .innerJoin('activation_codes as c', 'c.id', 'd.code_id')
    .select(['d.id', 'd.device_id', 'd.code_id', 'c.expires_at', 'c.revoked_at'])
    .where('d.token_hash', '=', slot<string>(0));

const deviceQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('devices as d')
    .innerJoin('activation_codes as c', 'c.id', 'd.code_id')
    .select(['d.id', 'd.device_id', 'd.code_id', 'c.expires_at', 'c.revoked_at'])
    .where('d.id', '=', slot<number>(0));

type SessionRow = { id: number; device_id: string; code_id: number; expires_at: string; revoked_at: string | null };

/** Why a device's code no longer grants access, or null while it does. */
function accessProblem(row: SessionRow, now: Date): string | null {
  if (row.revoked_at) return MESSAGES.revoked;
  if (new Date(row.expires_at) <= now) return MESSAGES.expired;
  return null;
}

/**
 * The per-request look-ups (one indexed statement each), compiled once per database: bearer token →
 * session (every secured call), device row → still valid (every signed media request).
 */
export function createAuthenticator(db: Kysely<Database>) {
  const byToken = precompiled<SessionRow>(db, sessionQuery(db));
  const byDeviceRow = precompiled<SessionRow>(db, deviceQuery(db));
  return {
    /** Resolves a bearer token for the device named in x-device-id; every failure is a 401. */
    async authenticate(token: string | undefined, deviceId: string | undefined, now: Date = new Date()): Promise<Account> {
      if (!token) throw new HttpError(401, 'Missing access token. Please activate this device.', 'unauthorized');
      if (!deviceId) throw new HttpError(401, 'Missing x-device-id header', 'unauthorized');
      const [row] = await byToken(hashSecret(token));
      if (!row || row.device_id !== deviceId) throw new HttpError(401, 'Invalid or expired session. Please activate again.', 'unauthorized');
      const problem = accessProblem(row, now);
      if (problem) throw new HttpError(401, problem, 'unauthorized');
      return { codeId: row.code_id, deviceRowId: row.id, deviceId: row.device_id, expiresAt: row.expires_at };
    },

    /** Why a signed media URL's device may no longer stream (removed device, revoked or expired code), or null. */
    async deviceProblem(deviceRowId: number, now: Date = new Date()): Promise<string | null> {
      const [row] = await byDeviceRow(deviceRowId);
      if (!row) return 'This device is no longer activated';
      return accessProblem(row, now);
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

