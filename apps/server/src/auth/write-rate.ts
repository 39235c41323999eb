/**
 * Per-device write rate limit (token bucket, in this process's memory): a burst of `burst` writes,
 * refilled at `perSecond`. Beyond it a write answers 429 with Retry-After.
 */
import { HttpError } from '../http-error.js';

export interface WriteRate {
  burst: number;
  perSecond: number;
}

export const DEFAULT_WRITE_RATE: WriteRate = { burst: 300, perSecond: 5 };

/** Buckets are dropped once full again; this many devices at most are tracked at once. */
const MAX_TRACKED = 100_000;

export function createWriteLimiter(rate: WriteRate, now: () => number = Date.now) {
  const buckets = new Map<number, { tokens: number; at: number }>();
  return {
    /** Takes one write for `device`, or throws 429 with the seconds until one is available. */
    take(device: number): void {
      const t = now();
      const bucket = buckets.get(device) ?? { tokens: rate.burst, at: t };
      bucket.tokens = Math.min(rate.burst, bucket.tokens + ((t - bucket.at) / 1000) * rate.perSecond);
      bucket.at = t;
      if (bucket.tokens < 1) {
        const seconds = Math.max(1, Math.ceil((1 - bucket.tokens) / rate.perSecond));
        throw new HttpError(429, `Too many changes from this device: try again in ${seconds} s`, 'rate_limited', { 'retry-after': String(seconds) });
      }
      bucket.tokens -= 1;
      buckets.delete(device);
      buckets.set(device, bucket);
      // Oldest-touched first: the least recently active devices leave when the map is full.
      if (buckets.size > MAX_TRACKED) buckets.delete(buckets.keys().next().value as number);
    },
  };
}
