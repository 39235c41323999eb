import type { ParametricFilter } from '@tangerine/player-machine';

/**
 * The curve the graph applies: the preamp (dB), and the ten filters' gains for a context's sample
 * rate. The filters' gains differ from the listener's curve (neighbouring bands overlap): the
 * equalizer's lazy chunk solves them (equalizer-response.ts), so the graph's first chunk holds no solver.
 */
export interface GraphCurve {
  preamp: number;
  filterGains(sampleRate: number): readonly number[];
  /** Parametric mode's filters (AutoEQ's list), after the ten bands; none in graphic mode. */
  parametric?: readonly ParametricFilter[];
}

/** What the curve registry needs of a chain (equalizer-chain.ts); kept apart so the equalizer's lazy chunk does not pull the chain along. */
interface CurveTarget {
  readonly closed: boolean;
  apply(curve: GraphCurve, ramp?: boolean): void;
}

/** Chains of graphs still open: a new curve glides on each of them. */
const live = new Set<CurveTarget>();

/** The curve the equalizer wants now; a graph made later starts with it. */
let wanted: GraphCurve | null = null;

export function wantedEqualizerCurve(): GraphCurve | null {
  return wanted;
}

/**
 * The output rates a graph is most likely made at (an AudioContext takes the device's): with no graph
 * open, a new curve is solved for them at once, so that the first play's graph only sets the gains
 * (a solve is a few ms of main thread, on the click's path when left to the graph).
 */
export const LIKELY_SAMPLE_RATES = [48_000, 44_100] as const;

/** The equalizer's curve from now on: glides there on every open graph, and a graph made later starts with it (solved ahead). */
export function setWantedEqualizerCurve(curve: GraphCurve): void {
  wanted = curve;
  let applied = false;
  for (const chain of live) {
    if (chain.closed) live.delete(chain);
    else {
      chain.apply(curve);
      applied = true;
    }
  }
  if (!applied) for (const rate of LIKELY_SAMPLE_RATES) curve.filterGains(rate);
}

/** A new chain: it follows every later curve. */
export function registerChain(chain: CurveTarget): void {
  live.add(chain);
}
