import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { codeHint, generateCode, hashCode, isWellFormedCode, normaliseCode } from './codes.js';
import { nowIso } from '../repositories/json.js';
import { devicePresent } from '../connect/presence.js';

export const DEFAULT_DEVICE_LIMIT = 3;
export const DEFAULT_CODE_DAYS = 30;
export const PLAN = 'Premium';

export interface IssueCodesOptions {
  /** Valid for this many days from now (default 30). */
  days?: number;
  /** Or until this moment (a Date or an ISO date like 2027-01-31, meaning the end of that day UTC). */
  expires?: Date | string;
  /** Devices allowed per code (default 3). */
  devices?: number;
  /** How many codes (default 1). */
  count?: number;
  /** The administrator's note, kept with each code. */
  note?: string | null;
  now?: Date;
}

export interface IssuedCode {
  id: number;
  /** The full code, XXXX-XXXX-XXXX: shown only now, stored hashed. */
  code: string;
  plan: string;
  expiresAt: string;
  deviceLimit: number;
  note: string | null;
}

export function expiryFrom(options: IssueCodesOptions): Date {
  const now = options.now ?? new Date();
  if (options.expires !== undefined && options.days !== undefined) throw new Error('Give either days or an expiry date, not both');
  if (options.expires !== undefined) {
    const expires = typeof options.expires === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(options.expires) ? new Date(`${options.expires}T23:59:59.999Z`) : new Date(options.expires);
    if (Number.isNaN(expires.getTime())) throw new Error(`Invalid expiry date: ${String(options.expires)}`);
    if (expires <= now) throw new Error('The expiry date must be in the future');
    return expires;
  }
  const days = options.days ?? DEFAULT_CODE_DAYS;
  if (!Number.isFinite(days) || days <= 0 || days > 3650) throw new Error('Days must be between 1 and 3650');
  return new Date(now.getTime() + days * 86_400_000);
}

export async function issueCodes(db: Kysely<Database>, options: IssueCodesOptions = {}): Promise<IssuedCode[]> {
  const expiresAt = expiryFrom(options).toISOString();
  const deviceLimit = options.devices ?? DEFAULT_DEVICE_LIMIT;
  const count = options.count ?? 1;
  if (!Number.isInteger(deviceLimit) || deviceLimit < 1 || deviceLimit > 100) throw new Error('Devices must be an integer between 1 and 100');
  if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new Error('Count must be an integer between 1 and 10000');
  const note = options.note?.trim() || null;
  if (note && note.length > 200) throw new Error('The note must be at most 200 characters');
  const issued: IssuedCode[] = [];
  for (let i = 0; i < count; i++) {
    const code = generateCode();
    const row = await db
      .insertInto('activation_codes')
      .values({ code_hash: hashCode(code), code_hint: codeHint(normaliseCode(code)), plan: PLAN, expires_at: expiresAt, device_limit: deviceLimit, revoked_at: null, note, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    issued.push({ id: row.id, code, plan: PLAN, expiresAt, deviceLimit, note });
  }
  return issued;
}

export interface CodeSummary {
  id: number;
  /** First block only; the full code is never stored. */
  hint: string;
  plan: string;
  expiresAt: string;
  deviceLimit: number;
  devices: number;
  revokedAt: string | null;
  status: 'active' | 'expired' | 'revoked';
  createdAt: string;
}

export async function listCodes(db: Kysely<Database>, now: Date = new Date()): Promise<CodeSummary[]> {
  const rows = await db
    .selectFrom('activation_codes as c')
    .leftJoin('devices as d', 'd.code_id', 'c.id')
    .select((eb) => ['c.id', 'c.code_hint', 'c.plan', 'c.expires_at', 'c.device_limit', 'c.revoked_at', 'c.created_at', eb.fn.count<number>('d.id').as('devices')])
    .groupBy(['c.id', 'c.code_hint', 'c.plan', 'c.expires_at', 'c.device_limit', 'c.revoked_at', 'c.created_at'])
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    hint: r.code_hint,
    plan: r.plan,
    expiresAt: r.expires_at,
    deviceLimit: r.device_limit,
    devices: Number(r.devices),
    revokedAt: r.revoked_at,
    status: r.revoked_at ? 'revoked' : new Date(r.expires_at) <= now ? 'expired' : 'active',
    createdAt: r.created_at,
  }));
}

/** Revokes a code given in full (any case, with or without dashes). Its devices get 401 on their next call. */
export async function revokeCode(db: Kysely<Database>, code: string): Promise<boolean> {
  const normalised = normaliseCode(code);
  if (!isWellFormedCode(normalised)) return false;
  const result = await db.updateTable('activation_codes').set({ revoked_at: nowIso() }).where('code_hash', '=', hashCode(normalised)).where('revoked_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const exists = await db.selectFrom('activation_codes').select('id').where('code_hash', '=', hashCode(normalised)).executeTakeFirst();
  return exists !== undefined;
}

export interface DeviceSummary {
  /** Row id in `devices`. */
  id: number;
  codeId: number;
  codeHint: string;
  deviceId: string;
  deviceInfo: string | null;
  platform: string | null;
  activatedAt: string;
  lastSeenAt: string;
  /** The heartbeat payload while something plays on a device present now (Connect's presence), else null. */
  nowPlaying: Record<string, unknown> | null;
  nowPlayingAt: string | null;
}

export async function listDevices(db: Kysely<Database>): Promise<DeviceSummary[]> {
  const rows = await db
    .selectFrom('devices as d')
    .innerJoin('activation_codes as c', 'c.id', 'd.code_id')
    .select(['d.id', 'd.code_id', 'c.code_hint', 'd.device_id', 'd.device_info', 'd.app_platform', 'd.activated_at', 'd.last_seen_at', 'd.activity', 'd.activity_at', 'd.channel_at'])
    .orderBy('d.last_seen_at', 'desc')
    .execute();
  const now = Date.now();
  return rows.map((r) => {
    let nowPlaying: Record<string, unknown> | null = null;
    try {
      // A device that closed without saying it stopped still holds its last heartbeat.
      nowPlaying = r.activity && devicePresent(r, now) ? (JSON.parse(r.activity) as Record<string, unknown>) : null;
    } catch {
      nowPlaying = null;
    }
    return { id: r.id, codeId: r.code_id, codeHint: r.code_hint, deviceId: r.device_id, deviceInfo: r.device_info, platform: r.app_platform, activatedAt: r.activated_at, lastSeenAt: r.last_seen_at, nowPlaying, nowPlayingAt: nowPlaying ? r.activity_at : null };
  });
}
