/**
 * NTP-style estimate of the offset between this device's clock and the server's (the room's clock).
 * Each exchange gives an offset whose error is at most half its round-trip delay, so the estimate is
 * the offset of the lowest-delay exchange among the last few (CLOCK_BEST_SAMPLES): slow exchanges (a
 * busy network) do not count, and old ones drop out as new ones arrive.
 */
import { CLOCK_BEST_SAMPLES, CLOCK_WINDOW_SAMPLES } from './constants.js';

/**
 * One exchange: sent at `sentAt` and answered at `receivedAt` on this device's clock; the server read
 * `serverAt` as it answered and, when it says so, `serverReceivedAt` as the question arrived.
 */
export interface ClockExchange {
  sentAt: number;
  serverAt: number;
  receivedAt: number;
  serverReceivedAt?: number;
}

/** What one exchange says: server time minus local time, and the round trip it took. */
export interface ClockSample {
  offsetMs: number;
  delayMs: number;
}

export interface ClockEstimate {
  /** Remembered samples, oldest first. */
  samples: readonly ClockSample[];
  /** Server time minus local time; null until the first sample. */
  offsetMs: number | null;
  /** The largest round trip among the samples the estimate stands on: its error is at most half of it. */
  errorBoundMs: number | null;
}

export const emptyClockEstimate: ClockEstimate = { samples: [], offsetMs: null, errorBoundMs: null };

/**
 * The sample one exchange gives. With the question's arrival on the server too (NTP's four stamps),
 * the server's own time between arrival and answer (its handler, a bus between processes) counts in
 * neither leg: counted on the way up only, it would put the estimate half of it early.
 */
export function sampleOf({ sentAt, serverAt, receivedAt, serverReceivedAt = serverAt }: ClockExchange): ClockSample | null {
  const held = serverAt - serverReceivedAt;
  const delayMs = receivedAt - sentAt - held;
  if (!Number.isFinite(delayMs) || !Number.isFinite(held) || delayMs < 0 || held < 0) return null;
  return { offsetMs: (serverReceivedAt - sentAt + (serverAt - receivedAt)) / 2, delayMs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The estimate after one more exchange; an impossible exchange (negative round trip) changes nothing. */
export function addExchange(estimate: ClockEstimate, exchange: ClockExchange): ClockEstimate {
  const sample = sampleOf(exchange);
  if (!sample) return estimate;
  const samples = [...estimate.samples, sample].slice(-CLOCK_WINDOW_SAMPLES);
  const best = [...samples].sort((a, b) => a.delayMs - b.delayMs).slice(0, CLOCK_BEST_SAMPLES);
  return { samples, offsetMs: median(best.map((s) => s.offsetMs)), errorBoundMs: Math.max(...best.map((s) => s.delayMs)) / 2 };
}

/** The server's time now, from this device's time now. */
export function serverTimeAt(localNowMs: number, estimate: ClockEstimate): number | null {
  return estimate.offsetMs === null ? null : localNowMs + estimate.offsetMs;
}
