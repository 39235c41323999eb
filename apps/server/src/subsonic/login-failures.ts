import { FAILURE_WINDOW_MS, MAX_FAILURES_PER_DEVICE, MAX_FAILURES_PER_IP, type RateLimitVerdict } from '../auth/rate-limit.js';

/** Who a login attempt counts against: the (app username or key, address) pair, and the address. */
export interface LoginAttempt {
  deviceId: string;
  ip: string;
}

/** Keys tracked at most (a few timestamps each); past it the oldest-touched go. */
const MAX_TRACKED = 10_000;

/**
 * This process's recent failed logins, read and written synchronously: the limit is checked and a
 * failure counted in the same turn of the event loop as the credential check, so parallel guesses
 * cannot all pass a count that none of them has added to yet. The database keeps the shared count
 * (other processes, restarts); these also say which keys are worth its look-up.
 */
export function createLoginFailures(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const recent = (key: string, at: number) => (failures.get(key) ?? []).filter((stamp) => stamp > at - FAILURE_WINDOW_MS);

  function verdictOf(key: string, max: number, at: number): RateLimitVerdict {
    const stamps = recent(key, at);
    if (stamps.length < max) return { limited: false, retryAfterSeconds: 0 };
    const oldestCounted = stamps[stamps.length - max] as number;
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((oldestCounted + FAILURE_WINDOW_MS - at) / 1000)) };
  }

  function add(key: string, at: number, max: number) {
    const stamps = [...recent(key, at), at].slice(-max);
    failures.delete(key);
    failures.set(key, stamps);
    if (failures.size > MAX_TRACKED) failures.delete(failures.keys().next().value as string);
  }

  return {
    /** Whether this process saw failures of the pair or the address within the window. */
    suspected(who: LoginAttempt, at = now()): boolean {
      return recent(who.deviceId, at).length > 0 || recent(who.ip, at).length > 0;
    },
    /** The limit as this process counts it (5 per pair, 20 per address). */
    verdict(who: LoginAttempt, at = now()): RateLimitVerdict {
      const verdicts = [verdictOf(who.deviceId, MAX_FAILURES_PER_DEVICE, at), verdictOf(who.ip, MAX_FAILURES_PER_IP, at)].filter((v) => v.limited);
      return verdicts.length ? { limited: true, retryAfterSeconds: Math.max(...verdicts.map((v) => v.retryAfterSeconds)) } : { limited: false, retryAfterSeconds: 0 };
    },
    add(who: LoginAttempt, at = now()): void {
      add(who.deviceId, at, MAX_FAILURES_PER_DEVICE);
      add(who.ip, at, MAX_FAILURES_PER_IP);
    },
  };
}
