import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { MESSAGES } from './activation.js';
import { generateToken, hashCode, hashSecret, isWellFormedCode, normaliseCode } from './codes.js';
import { recordAudit } from '../admin/audit-log.js';

/** Readable, typeable on a phone: lower-case letters and digits without 0/o, 1/l/i. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const randomWord = (length: number) => Array.from({ length }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');

/** 24 symbols of 31 carry 118 bits; dashes every 6 for reading aloud. */
export const generateAppPassword = () => randomWord(24).replace(/(.{6})(?=.)/g, '$1-');

export const APP_PLATFORM = 'subsonic';
export const MAX_APP_NAME = 60;

/** Derived once per secret: every token login decrypts a password. */
const keys = new WeakMap<Buffer, Buffer>();
function keyOf(secret: Buffer): Buffer {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = Buffer.from(crypto.hkdfSync('sha256', secret, 'tangerine', 'app-passwords', 32))));
  return key;
}

/** AES-256-GCM: iv.tag.ciphertext, base64url. */
export function encryptPassword(secret: Buffer, password: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

/** The clear password, or null when it cannot be read (another secret, damaged value). */
export function decryptPassword(secret: Buffer, stored: string): string | null {
  try {
    const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !data) return null;
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function usernameFor(name: string): string {
  const slug = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 16) || 'app';
  return `${slug}-${randomWord(5)}`;
}

export interface CreatedAppPassword {
  username: string;
  password: string;
  name: string;
  createdAt: string;
}

export interface AppPasswordSummary {
  username: string;
  name: string;
  createdAt: string;
  lastSeenAt: string;
  /** The web device that created it (null when the admin CLI did). */
  createdBy: string | null;
}

async function usableCodeRow(db: Kysely<Database>, codeId: number, now: Date) {
  const code = await db.selectFrom('activation_codes').selectAll().where('id', '=', codeId).executeTakeFirst();
  if (!code) throw new HttpError(404, MESSAGES.invalid, 'invalid_code');
  if (code.revoked_at) throw new HttpError(403, MESSAGES.revoked, 'revoked_code');
  if (new Date(code.expires_at) <= now) throw new HttpError(410, MESSAGES.expired, 'expired_code');
  return code;
}

/**
 * Creates an app password for a code: a `devices` row (it takes a slot of the device limit, shows in
 * device listings and goes with the code) plus the encrypted password. The clear password is only returned.
 */
export async function createAppPassword(
  db: Kysely<Database>,
  dialect: DialectName,
  secret: Buffer,
  input: { codeId: number; name: string; createdBy?: string | null; actor: string },
  now: Date = new Date(),
): Promise<CreatedAppPassword> {
  const name = input.name.trim().slice(0, MAX_APP_NAME);
  if (!name) throw new HttpError(400, 'Give the app a name', 'bad_request');
  const code = await usableCodeRow(db, input.codeId, now);
  const password = generateAppPassword();
  const username = usernameFor(name);
  const stamp = now.toISOString();
  const created = await db.transaction().execute(async (trx) => {
    // The same serialisation as activation, so an app cannot take the last slot beside a browser.
    if (dialect === 'postgres') await trx.selectFrom('activation_codes').select('id').where('id', '=', code.id).forUpdate().execute();
    const { count } = await trx.selectFrom('devices').select((eb) => eb.fn.countAll<number>().as('count')).where('code_id', '=', code.id).executeTakeFirstOrThrow();
    if (Number(count) >= code.device_limit) return false;
    const device = await trx
      .insertInto('devices')
      .values({ code_id: code.id, device_id: `app-${username}`, device_info: name, app_platform: APP_PLATFORM, app_version: null, token_hash: hashSecret(generateToken()), refresh_token_hash: hashSecret(generateToken()), activated_at: stamp, last_seen_at: stamp, activity: null, activity_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('app_passwords')
      .values({ device_row_id: device.id, code_id: code.id, username, name, password_enc: encryptPassword(secret, password), key_hash: hashSecret(password), created_by: input.createdBy ?? null, created_at: stamp })
      .execute();
    return true;
  });
  if (!created) throw new HttpError(409, MESSAGES.deviceLimit(code.device_limit), 'device_limit');
  // A password that outlives its maker's session: whoever made it, from where, is in the audit log.
  await recordAudit(db, { actor: input.actor, action: 'apps.create', target: username, detail: `"${name}"${input.createdBy ? `, made by device ${input.createdBy}` : ''}` });
  return { username, password, name, createdAt: stamp };
}

/** The code id of a code given in full, or an error that says why it cannot get an app password. */
export async function codeIdOf(db: Kysely<Database>, code: string): Promise<number> {
  const normalised = normaliseCode(code);
  const row = isWellFormedCode(normalised) ? await db.selectFrom('activation_codes').select('id').where('code_hash', '=', hashCode(normalised)).executeTakeFirst() : undefined;
  if (!row) throw new HttpError(404, MESSAGES.invalid, 'invalid_code');
  return row.id;
}

export async function listAppPasswords(db: Kysely<Database>, codeId: number): Promise<AppPasswordSummary[]> {
  const rows = await db
    .selectFrom('app_passwords as ap')
    .innerJoin('devices as d', 'd.id', 'ap.device_row_id')
    .select(['ap.username', 'ap.name', 'ap.created_at', 'ap.created_by', 'd.last_seen_at'])
    .where('ap.code_id', '=', codeId)
    .orderBy('ap.created_at', 'desc')
    .orderBy('ap.id', 'desc')
    .execute();
  return rows.map((r) => ({ username: r.username, name: r.name, createdAt: r.created_at, lastSeenAt: r.last_seen_at, createdBy: r.created_by }));
}

/** Removes an app password (and its device slot); scoped to a code when one is given. False if none matched. */
export async function revokeAppPassword(db: Kysely<Database>, username: string, codeId?: number, actor = 'system'): Promise<boolean> {
  let query = db.selectFrom('app_passwords').select('device_row_id').where('username', '=', username);
  if (codeId !== undefined) query = query.where('code_id', '=', codeId);
  const row = await query.executeTakeFirst();
  if (!row) return false;
  await db.deleteFrom('devices').where('id', '=', row.device_row_id).execute();
  await recordAudit(db, { actor, action: 'apps.revoke', target: username });
  return true;
}

/** Removes the app passwords a web device created (the listener's choice at logout); answers how many. */
export async function revokeAppPasswordsCreatedBy(db: Kysely<Database>, codeId: number, deviceId: string, actor: string): Promise<number> {
  const rows = await db.selectFrom('app_passwords').select(['device_row_id', 'username']).where('code_id', '=', codeId).where('created_by', '=', deviceId).execute();
  if (!rows.length) return 0;
  await db.deleteFrom('devices').where('id', 'in', rows.map((r) => r.device_row_id)).execute();
  await recordAudit(db, { actor, action: 'apps.revoke', target: rows.map((r) => r.username).join(', '), detail: `the ${rows.length} made by device ${deviceId}, at its logout` });
  return rows.length;
}
