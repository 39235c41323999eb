import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Failed activation attempts live in the database so every instance sees the same counts. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_DEVICE = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface RateLimitVerdict {
  limited: boolean;
  /** Seconds until the oldest counted failure leaves the window. */
  retryAfterSeconds: number;
}

async function verdictFor(db: Kysely<Database>, column: 'device_id' | 'ip', value: string, max: number, now: Date): Promise<RateLimitVerdict> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('activation_failures')
    .select('attempted_at')
    .where(column, '=', value)
    .where('attempted_at', '>', since)
    .orderBy('attempted_at', 'desc')
    .limit(max)
    .execute();
  if (rows.length < max) return { limited: false, retryAfterSeconds: 0 };
  const oldestCounted = new Date((rows[rows.length - 1] as { attempted_at: string }).attempted_at).getTime();
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((oldestCounted + FAILURE_WINDOW_MS - now.getTime()) / 1000)) };
}

export async function checkActivationRateLimit(db: Kysely<Database>, who: { deviceId: string; ip: string }, now: Date = new Date()): Promise<RateLimitVerdict> {
  const verdicts = await Promise.all([
    who.deviceId ? verdictFor(db, 'device_id', who.deviceId, MAX_FAILURES_PER_DEVICE, now) : Promise.resolve({ limited: false, retryAfterSeconds: 0 }),
    verdictFor(db, 'ip', who.ip, MAX_FAILURES_PER_IP, now),
  ]);
  const limited = verdicts.filter((v) => v.limited);
  return limited.length ? { limited: true, retryAfterSeconds: Math.max(...limited.map((v) => v.retryAfterSeconds)) } : { limited: false, retryAfterSeconds: 0 };
}

export async function recordActivationFailure(db: Kysely<Database>, who: { deviceId: string; ip: string }, now: Date = new Date()): Promise<void> {
  await db.insertInto('activation_failures').values({ device_id: who.deviceId, ip: who.ip, attempted_at: now.toISOString() }).execute();
  // Old attempts no longer count; trimming here keeps the table small without a scheduler.
  await db.deleteFrom('activation_failures').where('attempted_at', '<', new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString()).execute();
}
