/** The crossfade setting's range: 0 (off) to 12 seconds. */
export const MAX_CROSSFADE_SECONDS = 12;

/** The setting as a usable number of seconds: 0 to 12, anything else (NaN, negative) is off. */
export function clampCrossfade(seconds: number): number {
  return Number.isFinite(seconds) ? Math.min(MAX_CROSSFADE_SECONDS, Math.max(0, seconds)) : 0;
}
