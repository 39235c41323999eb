/**
 * What the equalizer's filters do to the sound, computed: neighbouring peaking bands overlap, so the
 * response at a band's centre is the sum of every band's share there, not that band's gain alone.
 * `filterGains` solves for the filter gains that put the combined response on the listener's curve
 * at the ten centres (the graph sets these; the panel shows the curve). Pure: no Web Audio here.
 */
import { EQ_BANDS } from './equalizer-bands.js';

/** One octave per band: Q = √2 puts neighbouring peaks' −3 dB points on each other's centres. */
export const EQ_BAND_Q = Math.SQRT2;

/** A biquad's coefficients (a0 normalised out later). */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a0: number;
  a1: number;
  a2: number;
}

/** The Web Audio 'peaking' filter (Audio EQ Cookbook, as the Web Audio specification defines it). */
export function peakingBiquad(centre: number, q: number, gainDb: number, sampleRate: number): Biquad {
  const a = 10 ** (gainDb / 40);
  const w0 = (2 * Math.PI * centre) / sampleRate;
  const alpha = Math.sin(w0) / (2 * q);
  const cos = Math.cos(w0);
  return { b0: 1 + alpha * a, b1: -2 * cos, b2: 1 - alpha * a, a0: 1 + alpha / a, a1: -2 * cos, a2: 1 - alpha / a };
}

/** |H(e^jω)| of a biquad at `frequency`, in dB. */
export function biquadResponseDb({ b0, b1, b2, a0, a1, a2 }: Biquad, frequency: number, sampleRate: number): number {
  const w = (2 * Math.PI * frequency) / sampleRate;
  const [c1, s1, c2, s2] = [Math.cos(w), Math.sin(w), Math.cos(2 * w), Math.sin(2 * w)];
  const numerator = Math.hypot(b0 + b1 * c1 + b2 * c2, b1 * s1 + b2 * s2);
  const denominator = Math.hypot(a0 + a1 * c1 + a2 * c2, a1 * s1 + a2 * s2);
  return 20 * Math.log10(numerator / denominator);
}

/** The ten filters in a row with these gains: their response at `frequency` in dB (the preamp aside). */
export function chainResponseDb(filterGains: readonly number[], frequency: number, sampleRate: number): number {
  return EQ_BANDS.reduce((sum, centre, i) => sum + biquadResponseDb(peakingBiquad(centre, EQ_BAND_Q, filterGains[i] ?? 0, sampleRate), frequency, sampleRate), 0);
}

/** Solves `matrix · x = vector` (Gaussian elimination with partial pivoting); the inputs are left as they were. */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const m = matrix.map((row, i) => [...row, vector[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]?.[col] as number) > Math.abs(m[pivot]?.[col] as number)) pivot = row;
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const lead = m[col] as number[];
    for (let row = col + 1; row < n; row++) {
      const current = m[row] as number[];
      const factor = (current[col] as number) / (lead[col] as number);
      for (let k = col; k <= n; k++) current[k] = (current[k] as number) - factor * (lead[k] as number);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    const current = m[row] as number[];
    let sum = current[n] as number;
    for (let k = row + 1; k < n; k++) sum -= (current[k] as number) * (x[k] as number);
    x[row] = sum / (current[row] as number);
  }
  return x;
}

const MAX_ITERATIONS = 30;
/** Close enough: far below what anyone hears, and far inside the 1 dB the equalizer promises. */
const TOLERANCE_DB = 0.01;
const STEP_DB = 0.01;

/**
 * The filter gains whose combined response at each band centre is `curve` (dB per band), by Newton's
 * method over the ten centres. Flat stays flat; a band's own filter moves most, its neighbours pay back
 * their overlap. The result is not on the 0.5 dB grid: it is what the filters are set to, not a setting.
 */
export function filterGains(curve: readonly number[], sampleRate: number): number[] {
  if (curve.every((gain) => gain === 0)) return curve.map(() => 0);
  const target = EQ_BANDS.map((_, i) => curve[i] ?? 0);
  let gains = [...target];
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const response = EQ_BANDS.map((centre) => chainResponseDb(gains, centre, sampleRate));
    const error = target.map((want, j) => want - (response[j] as number));
    if (Math.max(...error.map(Math.abs)) < TOLERANCE_DB) break;
    // Filter i alone moves the response at centre j: the Jacobian's column i, by a small step of its gain.
    const jacobian = EQ_BANDS.map((centre) =>
      EQ_BANDS.map((own, i) => {
        const g = gains[i] as number;
        const at = (gain: number) => biquadResponseDb(peakingBiquad(own, EQ_BAND_Q, gain, sampleRate), centre, sampleRate);
        return (at(g + STEP_DB) - at(g - STEP_DB)) / (2 * STEP_DB);
      }),
    );
    const step = solve(jacobian, error);
    gains = gains.map((g, i) => g + (step[i] as number));
  }
  return gains;
}
