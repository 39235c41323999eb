import type { MemberCapture } from './room-capture.js';

/**
 * The offset between two room members' captured outputs (room-capture.ts), per 0.5 s window, by
 * cross-correlation: at a quarter of the capture rate within ±MAX_LAG_MS, then at the full rate
 * around the best lag.
 */
const rms = (values: Float32Array) => Math.sqrt(values.reduce((sum, x) => sum + x * x, 0) / Math.max(1, values.length));

/** Normalised correlation of `a` against `b` shifted by `lag` samples (b holds `margin` extra samples before and after). */
function correlation(a: Float32Array, b: Float32Array, margin: number, lag: number): number {
  let dot = 0;
  let energy = 0;
  for (let k = 0; k < a.length; k++) {
    const y = b[k + margin + lag] as number;
    dot += (a[k] as number) * y;
    energy += y * y;
  }
  return energy > 0 ? dot / Math.sqrt(energy) : 0;
}

const decimate = (values: Float32Array, factor: number) => Float32Array.from({ length: Math.floor(values.length / factor) }, (_, i) => values.subarray(i * factor, (i + 1) * factor).reduce((s, x) => s + x, 0) / factor);

export const WINDOW_MS = 500;
export const MAX_LAG_MS = 300;
/** Below this peak correlation (or under −50 dBFS) a window says nothing: a pause, a track boundary, silence. */
const MIN_CORRELATION = 0.6;
const MIN_RMS = 10 ** (-50 / 20);

/**
 * How late `b`'s output is against `a`'s in the window from machine time `fromMs` (ms; negative:
 * `b` is early), found at a quarter of the capture rate within ±MAX_LAG_MS, then at the full rate
 * around it; null when the window is silent, has a hole or does not correlate.
 */
export function offsetAt(a: MemberCapture, b: MemberCapture, fromMs: number): { offsetMs: number; correlation: number } | null {
  const rate = a.rate;
  if (!rate || !b.rate) return null;
  const count = Math.round((WINDOW_MS * rate) / 1000);
  const margin = Math.round((MAX_LAG_MS * rate) / 1000);
  const x = a.span(fromMs, count, rate);
  const y = b.span(fromMs - (margin * 1000) / rate, count + 2 * margin, rate);
  if (!x || !y || rms(x) < MIN_RMS) return null;
  const coarse = 4;
  const [xc, yc] = [decimate(x, coarse), decimate(y, coarse)];
  const marginC = Math.floor(margin / coarse);
  let bestLag = 0;
  let best = -Infinity;
  for (let lag = -marginC; lag <= marginC; lag++) {
    const c = correlation(xc, yc, marginC, lag);
    if (c > best) [best, bestLag] = [c, lag];
  }
  let fineLag = bestLag * coarse;
  best = -Infinity;
  for (let lag = Math.max(-margin, bestLag * coarse - coarse); lag <= Math.min(margin, bestLag * coarse + coarse); lag++) {
    const c = correlation(x, y, margin, lag);
    if (c > best) [best, fineLag] = [c, lag];
  }
  const normalised = best / Math.sqrt(x.reduce((s, v) => s + v * v, 0));
  if (normalised < MIN_CORRELATION) return null;
  return { offsetMs: (fineLag * 1000) / rate, correlation: normalised };
}

/** The offsets of every window (one every `stepMs`) between `fromMs` and `toMs`. */
export function offsetsBetween(a: MemberCapture, b: MemberCapture, fromMs: number, toMs: number, stepMs = 1000): { windows: number; offsets: number[] } {
  const offsets: number[] = [];
  let windows = 0;
  for (let t = fromMs; t + WINDOW_MS <= toMs; t += stepMs) {
    windows++;
    const found = offsetAt(a, b, t);
    if (found) offsets.push(Math.abs(found.offsetMs));
  }
  return { windows, offsets };
}

