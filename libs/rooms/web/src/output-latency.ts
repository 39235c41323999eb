/** The parts of an AudioContext that say how late what is decoded now is heard; each browser has some of them. */
export interface LatencySource {
  outputLatency?: number;
  baseLatency?: number;
  getOutputTimestamp?: () => { contextTime?: number; performanceTime?: number };
  currentTime?: number;
}

/**
 * How long after decoding a sample is heard, in ms: `outputLatency` where the browser has it (Chrome,
 * Firefox), else the gap `getOutputTimestamp` shows between the context's clock and what reaches the
 * output, else `baseLatency`, else 0.
 */
export function outputLatencyMs(source: LatencySource | null | undefined): number {
  if (!source) return 0;
  if (typeof source.outputLatency === 'number' && Number.isFinite(source.outputLatency) && source.outputLatency > 0) return source.outputLatency * 1000;
  const stamp = source.getOutputTimestamp?.();
  if (stamp && typeof stamp.contextTime === 'number' && typeof source.currentTime === 'number') {
    const gap = source.currentTime - stamp.contextTime;
    if (Number.isFinite(gap) && gap > 0 && gap < 1) return gap * 1000;
  }
  return typeof source.baseLatency === 'number' && source.baseLatency > 0 ? source.baseLatency * 1000 : 0;
}
