import type { MediaEvent, MemberCapture } from './room-capture.js';

/**
 * The offset between two room members' captured outputs (room-capture.ts), per 0.5 s window, by
 * cross-correlation: at a quarter of the capture rate within ±MAX_LAG_MS, then at the full rate
 * around the best lag.
 * - A side the sync nudges (its element's playbackRate set to 1 ± a few %, resampled, so its time
 *   scale and pitch both move) is read at its rate: sampling it `rate` times as often undoes both. The
 *   rates tried are 1 and those its `ratechange` stamps give around the window; the best one counts.
 * - Repetitive music correlates almost as well a beat away: when another peak more than RIVAL_MIN_MS
 *   away comes within RIVAL_RATIO of the best, a longer window centred on the same middle decides
 *   between them (the lag is still the 0.5 s window's), cut short of a song change, pause or seek of
 *   either side; if it cannot decide (DECIDED_RATIO) or less than DECIDING_MIN_MS is left, the window
 *   says nothing.
 */
export const WINDOW_MS = 500;
export const MAX_LAG_MS = 300;
/** Below this peak correlation (or under −50 dBFS) a window says nothing: a pause, a track boundary, silence. */
export const MIN_CORRELATION = 0.6;
const MIN_RMS = 10 ** (-50 / 20);
/** Peaks closer than this to the best are its own shoulders, not another alignment. */
export const RIVAL_MIN_MS = 4;
/** A rival peak at this fraction of the best or more makes the 0.5 s window ambiguous: the longer window decides. */
export const RIVAL_RATIO = 0.9;
/** The window that decides between close peaks (centred on the same middle). */
export const DECIDING_WINDOW_MS = 2000;
/** The shortest deciding window left once cut short of a song change, pause or seek. */
const DECIDING_MIN_MS = 1000;
/** A song change, pause or seek is heard a little after its stamp (the output's latency): the deciding window starts this long after one. */
const HEARD_AFTER_MS = 200;
/** In the deciding window, a runner-up at this fraction of the winner or more leaves the window ambiguous. */
export const DECIDED_RATIO = 0.97;
/** A ratechange is heard a little after its stamp (the output's latency): rates stamped this long before a window count for it. */
const RATE_LEAD_MS = 200;
const COARSE = 4;

export interface WindowMatch {
  /** How late the second side's output is (ms; negative: early), at the window's middle. */
  offsetMs: number;
  correlation: number;
  /** The best other peak (more than RIVAL_MIN_MS away) as a fraction of the best. */
  rival: number;
  /** The playback rates each side was read at. */
  rates: [number, number];
  /** How the peak was chosen: the only one near the top, by the deciding window, or not at all (the window says nothing). */
  decided: 'clear' | 'deciding window' | 'ambiguous';
  /** The offset the 0.5 s window's own best peak gives (ms). */
  aloneMs: number;
}

const rms = (values: Float32Array) => Math.sqrt(values.reduce((sum, x) => sum + x * x, 0) / Math.max(1, values.length));

/** Correlation of `a` against `b` shifted by `lag` samples (b holds `margin` extra samples before and after), normalised by b's energy. */
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

/** The rates a side played at in the window (1, the one in force before it, those stamped during it). */
export function ratesAround(events: MediaEvent[], fromMs: number, toMs: number): number[] {
  let before: { at: number; rate: number } | null = null;
  const rates = new Set([1]);
  for (const event of events) {
    if (event.kind !== 'rate') continue;
    if (event.at <= fromMs - RATE_LEAD_MS) {
      if (!before || event.at >= before.at) before = event;
    } else if (event.at < toMs) rates.add(event.rate);
  }
  if (before) rates.add(before.rate);
  return [...rates];
}

/** The window matched with `a` read at `rateA` and `b` at `rateB` (null: silent, a hole, or no correlation at all). */
function matchAtRates(a: MemberCapture, b: MemberCapture, fromMs: number, rateA: number, rateB: number): WindowMatch | null {
  const rate = a.rate;
  const count = Math.round((WINDOW_MS * rate) / 1000);
  const margin = Math.round((MAX_LAG_MS * rate) / 1000);
  const middle = fromMs + WINDOW_MS / 2;
  // Both spans are centred on the window's middle, so a lag there is the offset there whatever the rates.
  const x = a.span(middle - ((count / 2) * 1000) / (rate * rateA), count, rate * rateA);
  const y = b.span(middle - ((count / 2 + margin) * 1000) / (rate * rateB), count + 2 * margin, rate * rateB);
  if (!x || !y || rms(x) < MIN_RMS) return null;
  const [xc, yc] = [decimate(x, COARSE), decimate(y, COARSE)];
  const marginC = Math.floor(margin / COARSE);
  const curve = Array.from({ length: 2 * marginC + 1 }, (_, i) => correlation(xc, yc, marginC, i - marginC));
  let bestAt = 0;
  curve.forEach((c, i) => {
    if (c > (curve[bestAt] as number)) bestAt = i;
  });
  const best = curve[bestAt] as number;
  const apart = (RIVAL_MIN_MS * rate) / 1000 / COARSE;
  const far = curve.map((_, i) => i).filter((i) => i > 0 && i < curve.length - 1 && Math.abs(i - bestAt) > apart && (curve[i] as number) >= (curve[i - 1] as number) && (curve[i] as number) >= (curve[i + 1] as number));
  const rival = far.reduce((most, i) => Math.max(most, curve[i] as number), 0);
  const refine = (at: number) => {
    const coarseLag = (at - marginC) * COARSE;
    let found = { lag: coarseLag, c: -Infinity };
    for (let lag = Math.max(-margin, coarseLag - COARSE); lag <= Math.min(margin, coarseLag + COARSE); lag++) {
      const c = correlation(x, y, margin, lag);
      if (c > found.c) found = { lag, c };
    }
    return found;
  };
  let chosen = refine(bestAt);
  const aloneMs = (chosen.lag * 1000) / (rate * rateB);
  let decided: WindowMatch['decided'] = 'clear';
  const close = far.filter((i) => (curve[i] as number) >= RIVAL_RATIO * best);
  const deciding = close.length ? decidingSpan([...a.mediaEvents, ...b.mediaEvents], fromMs) : null;
  if (close.length && !deciding) decided = 'ambiguous';
  else if (close.length && deciding) {
    const candidates = [chosen, ...close.map(refine)];
    const scores = candidates.map((candidate) => decidingCorrelation(a, b, middle, deciding, rate * rateA, rate * rateB, candidate.lag));
    const order = scores.map((_, i) => i).sort((i, j) => (scores[j] as number) - (scores[i] as number));
    const [winner, runnerUp] = [scores[order[0] as number] as number, scores[order[1] as number] as number];
    if (winner >= MIN_CORRELATION && runnerUp < DECIDED_RATIO * winner) [chosen, decided] = [candidates[order[0] as number] as typeof chosen, 'deciding window'];
    else decided = 'ambiguous';
  }
  const normalised = chosen.c / Math.sqrt(x.reduce((s, v) => s + v * v, 0));
  return { offsetMs: (chosen.lag * 1000) / (rate * rateB), correlation: normalised, rival: best > 0 ? Math.max(0, rival / best) : 1, rates: [rateA, rateB], decided, aloneMs };
}

/**
 * The deciding window for the 0.5 s window from `fromMs`: DECIDING_WINDOW_MS centred on its middle,
 * cut short of any song change, pause or seek of either side (there it would mix two alignments);
 * null when one falls in the 0.5 s window itself or less than DECIDING_MIN_MS is left.
 */
function decidingSpan(events: MediaEvent[], fromMs: number): [number, number] | null {
  const middle = fromMs + WINDOW_MS / 2;
  let [from, to] = [middle - DECIDING_WINDOW_MS / 2, middle + DECIDING_WINDOW_MS / 2];
  for (const event of events) {
    if (event.kind === 'rate' || event.at + HEARD_AFTER_MS < from || event.at > to) continue;
    if (event.at + HEARD_AFTER_MS <= fromMs) from = Math.max(from, event.at + HEARD_AFTER_MS);
    else if (event.at >= fromMs + WINDOW_MS) to = Math.min(to, event.at);
    else return null;
  }
  return to - from >= DECIDING_MIN_MS ? [from, to] : null;
}

/** Normalised correlation over the deciding span, with `b` shifted by `lag` samples of its reading (−Infinity where a side has a hole). */
function decidingCorrelation(a: MemberCapture, b: MemberCapture, middle: number, [from, to]: [number, number], readA: number, readB: number, lag: number): number {
  // Sample j of each side is j readings from the window's middle (as in the 0.5 s window), over the span.
  const first = Math.ceil(((from - middle) * readA) / 1000);
  const count = Math.floor(((to - middle) * readA) / 1000) - first;
  const x = a.span(middle + (first * 1000) / readA, count, readA);
  const y = b.span(middle + ((first + lag) * 1000) / readB, count, readB);
  if (!x || !y) return -Infinity;
  let [dot, ex, ey] = [0, 0, 0];
  for (let k = 0; k < count; k++) {
    const [u, v] = [x[k] as number, y[k] as number];
    [dot, ex, ey] = [dot + u * v, ex + u * u, ey + v * v];
  }
  return ex > 0 && ey > 0 ? dot / Math.sqrt(ex * ey) : 0;
}

/** The best match of the window over the rates each side played at (null: silent, a hole, or no correlation at all). */
export function matchAt(a: MemberCapture, b: MemberCapture, fromMs: number): WindowMatch | null {
  if (!a.rate || !b.rate) return null;
  let best: WindowMatch | null = null;
  for (const rateA of ratesAround(a.mediaEvents, fromMs, fromMs + WINDOW_MS)) {
    for (const rateB of ratesAround(b.mediaEvents, fromMs, fromMs + WINDOW_MS)) {
      const match = matchAtRates(a, b, fromMs, rateA, rateB);
      if (match && (!best || match.correlation > best.correlation)) best = match;
    }
  }
  return best;
}

/** Whether a match says where `b` is: it correlates and no other alignment as good competes. */
export const isClear = (match: WindowMatch) => match.correlation >= MIN_CORRELATION && match.decided !== 'ambiguous';

/**
 * How late `b`'s output is against `a`'s in the window from machine time `fromMs` (ms; negative:
 * `b` is early); null when the window is silent, has a hole, does not correlate or is ambiguous.
 */
export function offsetAt(a: MemberCapture, b: MemberCapture, fromMs: number): { offsetMs: number; correlation: number } | null {
  const match = matchAt(a, b, fromMs);
  return match && isClear(match) ? { offsetMs: match.offsetMs, correlation: match.correlation } : null;
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
