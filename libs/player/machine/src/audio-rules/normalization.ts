/**
 * Volume normalization: the gain that brings an item to the target loudness, from the track's or
 * the album's integrated loudness, never so much that its peak would pass full scale.
 */
export type NormalizationMode = 'off' | 'track' | 'album';

export const DEFAULT_TARGET_LUFS = -14;

/** What the import stored (the API track's `loudness`); every field may be missing. */
export interface LoudnessFacts {
  trackLufs?: number | null;
  trackPeak?: number | null;
  albumLufs?: number | null;
  albumPeak?: number | null;
}

export interface NormalizationGain {
  decibels: number;
  /** The factor to multiply samples by (10^(dB/20)). */
  linear: number;
  /** True when the peak, not the target, set the gain. */
  peakLimited: boolean;
}

const UNITY: NormalizationGain = { decibels: 0, linear: 1, peakLimited: false };
const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Album mode uses the album's values and falls back to the track's (a single, an album not fully
 * measured); track mode uses the track's. Without a loudness value, or with mode off, the gain is 0 dB.
 * Without a peak, the gain may lower but never raise the level, since clipping could not be ruled out.
 */
export function normalizationGain(mode: NormalizationMode, loudness: LoudnessFacts | null | undefined, targetLufs = DEFAULT_TARGET_LUFS): NormalizationGain {
  if (mode === 'off' || !loudness) return UNITY;
  const useAlbum = mode === 'album' && finite(loudness.albumLufs);
  const lufs = useAlbum ? loudness.albumLufs : loudness.trackLufs;
  if (!finite(lufs) || !finite(targetLufs)) return UNITY;
  const peak = useAlbum ? (loudness.albumPeak ?? loudness.trackPeak) : loudness.trackPeak;
  const wanted = targetLufs - lufs;
  const ceiling = finite(peak) && peak > 0 ? -20 * Math.log10(peak) : 0;
  const decibels = Math.min(wanted, ceiling);
  return { decibels, linear: 10 ** (decibels / 20), peakLimited: decibels < wanted };
}
