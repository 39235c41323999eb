import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../auth/activation.js';
import { ALL_SUBSONIC_LOGINS } from '../config.js';
import { decryptPassword } from '../auth/app-passwords.js';
import { hashSecret } from '../auth/codes.js';
import { checkActivationRateLimit, recordActivationFailure } from '../auth/rate-limit.js';
import { precompiled, slot } from '../db/precompiled.js';
import { createRowCache } from '../cache/row-cache.js';
import { watchLogins } from './login-cache.js';
import { createLoginFailures, type LoginAttempt } from './login-failures.js';
import type { Params } from './params.js';
import { ErrorCode, missing, SubsonicError } from './response.js';

/** Who an authenticated Subsonic request acts for: the app password, its device and its code. */
export interface SubsonicUser {
  username: string;
  appName: string;
  codeId: number;
  deviceRowId: number;
  deviceId: string;
}

type LoginRow = { username: string; name: string; password_enc: string; key_hash: string; code_id: number; device_row_id: number; device_id: string; expires_at: string; revoked_at: string | null };
/** A login's row and its password in clear (null when it cannot be decrypted, or was not needed: API keys). */
type Login = { row: LoginRow; stored: string | null };

/** Logins kept in memory at most (a few hundred bytes each). */
const LOGIN_CACHE_ENTRIES = 1000;

const loginQuery = (app: FastifyInstance, column: 'ap.username' | 'ap.key_hash') =>
  app.db
    .selectFrom('app_passwords as ap')
    .innerJoin('devices as d', 'd.id', 'ap.device_row_id')
    .innerJoin('activation_codes as c', 'c.id', 'ap.code_id')
    .select(['ap.username', 'ap.name', 'ap.password_enc', 'ap.key_hash', 'ap.code_id', 'ap.device_row_id', 'd.device_id', 'c.expires_at', 'c.revoked_at'])
    .where(column, '=', slot<string>(0));

const equal = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `p` in clear or as `enc:` followed by the hex of its UTF-8 bytes. */
function clearPassword(raw: string): string {
  return raw.startsWith('enc:') ? Buffer.from(raw.slice(4), 'hex').toString('utf8') : raw;
}

/** Error 41 (OpenSubsonic: token authentication removed, or not possible for this user). */
const tokenNotSupported = () => new SubsonicError(ErrorCode.tokenNotSupported, 'Token authentication not supported for this user: log in with the password (p) or the API key (apiKey)');
/** Error 42: a way to log in the operator turned off (TANGERINE_SUBSONIC_LOGINS). */
const mechanismNotSupported = (which: string) => new SubsonicError(ErrorCode.authNotSupported, `Provided authentication mechanism not supported (${which} logins are turned off on this server)`);

/**
 * The three Subsonic logins (u+p, u+t+s, apiKey) against app passwords. Failures count toward the
 * activation rate limit (per app username and per address), and answer the contract's codes.
 * The operator may turn logins off: token → 41, password or API key → 42 (OpenSubsonic apiKeyAuthentication).
 */
export function createSubsonicAuth(app: FastifyInstance) {
  const logins = app.config.subsonicLogins ?? ALL_SUBSONIC_LOGINS;
  const byUsername = precompiled<LoginRow>(app.db, loginQuery(app, 'ap.username'));
  const byKeyHash = precompiled<LoginRow>(app.db, loginQuery(app, 'ap.key_hash'));
  // A working app's calls reuse its verified row (and decrypted password) for the cache TTL;
  // revocations drop it at once (login-cache.ts), and a row with a problem is always read again.
  const cache = watchLogins(app, (fresh) => createRowCache<Login>({ ttlMs: app.config.cacheTtlMs, maxEntries: LOGIN_CACHE_ENTRIES, fresh }));
  async function loginOf(key: string, lookup: () => Promise<Login | undefined>, now: Date): Promise<Login | undefined> {
    const kept = await cache.get(key);
    return kept && !accessProblem(kept.row, now) ? kept : cache.load(key, lookup);
  }

  // Failures seen here lately: the limit is counted with the credential check (login-failures.ts),
  // and only keys that failed here pay for the database's look-up, so a working app's calls cost
  // no query while its login is kept. Failures also go to the database (every process, restarts).
  const failures = createLoginFailures();
  const tooMany = (retryAfterSeconds: number) => new SubsonicError(ErrorCode.generic, MESSAGES.tooMany, 429, { 'retry-after': String(retryAfterSeconds) });

  /**
   * Decides a login once its row is read: the limit, the credential's check and the failure's count
   * in one synchronous step, so parallel guesses are checked at most up to the limit.
   */
  async function decide(who: LoginAttempt, now: Date, problem: () => SubsonicError | null): Promise<void> {
    const verdict = failures.verdict(who, now.getTime());
    if (verdict.limited) throw tooMany(verdict.retryAfterSeconds);
    const error = problem();
    if (!error) return;
    failures.add(who, now.getTime());
    await recordActivationFailure(app.db, who, now);
    throw error;
  }

  function accessProblem(row: LoginRow, now: Date): SubsonicError | null {
    if (row.revoked_at) return new SubsonicError(ErrorCode.wrongCredentials, MESSAGES.revoked);
    if (new Date(row.expires_at) <= now) return new SubsonicError(ErrorCode.wrongCredentials, MESSAGES.expired);
    return null;
  }

  const withoutPassword = (row: LoginRow | undefined): Login | undefined => row && { row, stored: null };
  const withPassword = (row: LoginRow | undefined): Login | undefined => row && { row, stored: decryptPassword(app.signingSecret, row.password_enc) };

  const userOf = (row: LoginRow): SubsonicUser => ({ username: row.username, appName: row.name, codeId: row.code_id, deviceRowId: row.device_row_id, deviceId: row.device_id });

  return async function authenticate(params: Params, ip: string, now: Date = new Date()): Promise<SubsonicUser> {
    const apiKey = params.one('apiKey');
    const username = params.one('u');
    const hasPassword = params.has('p') || params.has('t') || params.has('s');
    if (apiKey !== undefined && (username !== undefined || hasPassword)) throw new SubsonicError(ErrorCode.conflictingAuth, 'Multiple conflicting authentication mechanisms provided');
    const keyHash = apiKey !== undefined ? hashSecret(apiKey) : '';
    // The lock is per (name or key, address) and per address: guesses from elsewhere never lock the owner out.
    const who: LoginAttempt = { deviceId: `subsonic:${apiKey !== undefined ? keyHash.slice(0, 16) : (username ?? '')}@${ip}`, ip };
    const verdict = failures.suspected(who, now.getTime()) ? await checkActivationRateLimit(app.db, who, now) : { limited: false, retryAfterSeconds: 0 };
    if (verdict.limited) throw tooMany(verdict.retryAfterSeconds);

    if (apiKey !== undefined) {
      if (!logins.apiKey) throw mechanismNotSupported('API key');
      const row = apiKey ? (await loginOf(`key:${keyHash}`, async () => withoutPassword((await byKeyHash(keyHash))[0]), now))?.row : undefined;
      await decide(who, now, () => (row ? accessProblem(row, now) : new SubsonicError(ErrorCode.invalidApiKey, 'Invalid API key')));
      return userOf(row as LoginRow);
    }
    if (username === undefined) throw missing('u');
    const token = params.one('t');
    const salt = params.one('s');
    const password = params.one('p');
    if (password === undefined && (token === undefined || salt === undefined)) throw missing(token === undefined ? 'p' : 's');
    if (password !== undefined && !logins.password) throw mechanismNotSupported('password');
    if (password === undefined && !logins.token) throw tokenNotSupported();
    const login = await loginOf(`user:${username}`, async () => withPassword((await byUsername(username))[0]), now);
    const row = login?.row;
    // Null when the signing secret changed since: only the password's hash is left, as for an LDAP
    // user, so the password and the API key still log in and a token cannot be checked (41).
    const stored = login?.stored ?? null;
    if (row && stored === null && password === undefined) throw tokenNotSupported();
    await decide(who, now, () => {
      const matches = row !== undefined && (password !== undefined ? equal(hashSecret(clearPassword(password)), row.key_hash) : equal((token as string).toLowerCase(), crypto.createHash('md5').update((stored as string) + (salt as string)).digest('hex')));
      return row && matches ? accessProblem(row, now) : new SubsonicError(ErrorCode.wrongCredentials, 'Wrong username or password');
    });
    return userOf(row as LoginRow);
  };
}
