/**
 * Per-device write rate limit (token bucket): a burst of `burst` writes, refilled at `perSecond`.
 * Beyond it a write answers 429 with Retry-After. SQLite (one process): in this process's memory.
 * PostgreSQL: one row per device (migration 015), so every server process takes from one bucket.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http-error.js';

export interface WriteRate {
  burst: number;
  perSecond: number;
}

export const DEFAULT_WRITE_RATE: WriteRate = { burst: 300, perSecond: 5 };

/** Buckets are dropped once full again; this many devices at most are tracked at once. */
const MAX_TRACKED = 100_000;

export interface WriteLimiter {
  /** Takes one write for `device`, or throws 429 with the seconds until one is available. */
  take(device: number): void | Promise<void>;
}

function limited(tokens: number, rate: WriteRate): HttpError {
  const seconds = Math.max(1, Math.ceil((1 - tokens) / rate.perSecond));
  return new HttpError(429, `Too many changes from this device: try again in ${seconds} s`, 'rate_limited', { 'retry-after': String(seconds) });
}

export function createWriteLimiter(rate: WriteRate, now: () => number = Date.now): WriteLimiter {
  const buckets = new Map<number, { tokens: number; at: number }>();
  return {
    /** Takes one write for `device`, or throws 429 with the seconds until one is available. */
    take(device: number): void {
      const t = now();
      const bucket = buckets.get(device) ?? { tokens: rate.burst, at: t };
      bucket.tokens = Math.min(rate.burst, bucket.tokens + ((t - bucket.at) / 1000) * rate.perSecond);
      bucket.at = t;
      if (bucket.tokens < 1) throw limited(bucket.tokens, rate);
      bucket.tokens -= 1;
      buckets.delete(device);
      buckets.set(device, bucket);
      // Oldest-touched first: the least recently active devices leave when the map is full.
      if (buckets.size > MAX_TRACKED) buckets.delete(buckets.keys().next().value as number);
    },
  };
}

/**
 * The same bucket in PostgreSQL: one upsert refills and takes atomically (the row is locked while
 * it runs), timed by the database's clock so processes on several hosts agree.
 */
export function createSharedWriteLimiter(db: Kysely<Database>, rate: WriteRate): WriteLimiter {
  return {
    async take(device: number): Promise<void> {
      const refilled = sql`LEAST(${rate.burst}::float8, b.tokens + GREATEST(0, EXCLUDED.at_ms - b.at_ms) / 1000.0 * ${rate.perSecond}::float8)`;
      const { rows } = await sql<{ tokens: number; allowed: boolean }>`
        INSERT INTO device_write_buckets AS b (device_row_id, tokens, at_ms, allowed)
        VALUES (${device}, ${rate.burst - 1}, (extract(epoch FROM clock_timestamp()) * 1000)::bigint, true)
        ON CONFLICT (device_row_id) DO UPDATE SET
          tokens = ${refilled} - CASE WHEN ${refilled} >= 1 THEN 1 ELSE 0 END,
          at_ms = EXCLUDED.at_ms,
          allowed = ${refilled} >= 1
        RETURNING tokens, allowed`.execute(db);
      const bucket = rows[0];
      if (bucket && !bucket.allowed) throw limited(bucket.tokens, rate);
    },
  };
}
