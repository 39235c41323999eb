import type { ApplyEqualizerParams } from '@tangerine/player-machine';

/** What the curve registry needs of a chain (equalizer-chain.ts); kept apart so the equalizer's lazy chunk does not pull the chain along. */
interface CurveTarget {
  readonly closed: boolean;
  apply(curve: ApplyEqualizerParams, ramp?: boolean): void;
}

/** Chains of graphs still open: a new curve glides on each of them. */
const live = new Set<CurveTarget>();

/** The curve the equalizer wants now; a graph made later starts with it. */
let wanted: ApplyEqualizerParams | null = null;

export function wantedEqualizerCurve(): ApplyEqualizerParams | null {
  return wanted;
}

/** The equalizer's curve from now on: glides there on every open graph, and a graph made later starts with it. */
export function setWantedEqualizerCurve(curve: ApplyEqualizerParams): void {
  wanted = curve;
  for (const chain of live) {
    if (chain.closed) live.delete(chain);
    else chain.apply(curve);
  }
}

/** A new chain: it follows every later curve. */
export function registerChain(chain: CurveTarget): void {
  live.add(chain);
}
