/**
 * Equal-power crossfade: the outgoing gain follows cos, the incoming sin, over a quarter turn, so
 * the summed power of two uncorrelated signals stays constant (out² + in² = 1) and the mix neither
 * dips nor swells in the middle.
 */
export interface CrossfadeGains {
  outgoing: number;
  incoming: number;
}

/** Gains at `progress` (0 = start of the fade, 1 = its end), clamped outside that range. */
export function equalPowerGains(progress: number): CrossfadeGains {
  const p = Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 0;
  return { outgoing: Math.cos((p * Math.PI) / 2), incoming: Math.sin((p * Math.PI) / 2) };
}

/**
 * A fade-out's gain curve as `points` values (for the engine's setValueCurveAtTime), starting from
 * `from` (a fade already under way, e.g. a skip during a crossfade) down to silence, equal-power shaped.
 */
export function fadeOutCurve(points: number, from = 1): Float32Array {
  const count = Math.max(2, Math.floor(points));
  const start = Math.min(1, Math.max(0, from));
  return Float32Array.from({ length: count }, (_, i) => start * equalPowerGains(i / (count - 1)).outgoing);
}

/** The incoming side of a crossfade as a curve of `points` values, from silence to full. */
export function fadeInCurve(points: number): Float32Array {
  const count = Math.max(2, Math.floor(points));
  return Float32Array.from({ length: count }, (_, i) => equalPowerGains(i / (count - 1)).incoming);
}
