/** The admin key: 256 random bits shown once (first start or rotation), stored as a SHA-256 hash. */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashSecret } from '../auth/codes.js';
import { nowIso } from '../repositories/json.js';

const PREFIX = 'tgadm_';
const ROW_ID = 1;

export const generateAdminKey = (): string => `${PREFIX}${crypto.randomBytes(32).toString('base64url')}`;

/** Creates the key when there is none and answers it (to print once); null when one exists already. */
export async function ensureAdminKey(db: Kysely<Database>): Promise<string | null> {
  const existing = await db.selectFrom('admin_keys').select('id').where('id', '=', ROW_ID).executeTakeFirst();
  if (existing) return null;
  const key = generateAdminKey();
  // Two instances starting together: the second insert conflicts and that instance prints nothing.
  const inserted = await db.insertInto('admin_keys').values({ id: ROW_ID, key_hash: hashSecret(key), created_at: nowIso() }).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? key : null;
}

/** Replaces the key; the old one stops working at once. */
export async function rotateAdminKey(db: Kysely<Database>): Promise<string> {
  const key = generateAdminKey();
  const values = { key_hash: hashSecret(key), created_at: nowIso() };
  await db.insertInto('admin_keys').values({ id: ROW_ID, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
  return key;
}

/** Whether `candidate` is the admin key (constant-time comparison of the hashes). */
export async function isAdminKey(db: Kysely<Database>, candidate: string): Promise<boolean> {
  const row = await db.selectFrom('admin_keys').select('key_hash').where('id', '=', ROW_ID).executeTakeFirst();
  if (!row || !candidate) return false;
  const given = Buffer.from(hashSecret(candidate), 'hex');
  const stored = Buffer.from(row.key_hash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
