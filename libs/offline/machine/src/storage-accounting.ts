/** One track stored on this device: its audio and artwork, in bytes. */
export interface StoredTrackSize {
  trackId: string;
  bytes: number;
}

export interface StorageSummary {
  tracks: number;
  bytes: number;
}

/** Counts each track once (its latest size wins) and ignores sizes that are not whole, positive numbers. */
export function summarizeStorage(items: readonly StoredTrackSize[]): StorageSummary {
  const sizes = new Map<string, number>();
  for (const item of items) {
    const bytes = Number.isFinite(item.bytes) && item.bytes > 0 ? Math.round(item.bytes) : 0;
    sizes.set(item.trackId, bytes);
  }
  let bytes = 0;
  for (const size of sizes.values()) bytes += size;
  return { tracks: sizes.size, bytes };
}

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Decimal units as the browser's storage settings show them: "0 KB", "820 KB", "48 MB", "1.2 GB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB';
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // One decimal below 10 (1.2 GB), whole numbers above (48 MB); never "0 KB" for a stored byte.
  const rounded = value < 10 ? Math.max(0.1, Math.round(value * 10) / 10) : Math.round(value);
  return `${rounded} ${UNITS[unit]}`;
}

/** "12 tracks · 48 MB on this device", the Downloads screen's storage line (product Downloads screen). */
export function formatStorageSummary({ tracks, bytes }: StorageSummary): string {
  return `${tracks} ${tracks === 1 ? 'track' : 'tracks'} · ${formatBytes(bytes)} on this device`;
}

/** From `navigator.storage.estimate()`: whether `needed` more bytes fit, when the browser says. */
export function fitsInQuota(estimate: { usage?: number; quota?: number } | null, needed: number): boolean {
  if (!estimate || typeof estimate.quota !== 'number' || typeof estimate.usage !== 'number') return true;
  return estimate.usage + Math.max(0, needed) <= estimate.quota;
}

export type StorageEstimateAnswer = { usage?: number; quota?: number } | null;

/**
 * The quota check of transfers that start together: one `estimate()` answer serves them all while it
 * is younger than `maxAgeMs` (the browser's answer costs a round trip to its storage service), each
 * transfer let through counted as used on top of it. Bytes let through before a fresh answer and not
 * yet written are not counted in it: a write the disk then refuses fails as "quota", nothing half-stored.
 */
export function createQuotaGate(estimate: () => Promise<StorageEstimateAnswer>, now: () => number, maxAgeMs = 1000) {
  let answer: { estimate: StorageEstimateAnswer; at: number; letThrough: number } | null = null;
  let asking: Promise<void> | null = null;
  const ask = () =>
    (asking ??= estimate()
      .catch(() => null)
      .then((fresh) => {
        answer = { estimate: fresh, at: now(), letThrough: 0 };
        asking = null;
      }));
  return async function fits(needed: number): Promise<boolean> {
    if (!answer || now() - answer.at > maxAgeMs) await ask();
    const current = answer;
    if (!current) return true;
    const usage = current.estimate?.usage === undefined ? undefined : current.estimate.usage + current.letThrough;
    if (!fitsInQuota(current.estimate && { ...current.estimate, usage }, needed)) return false;
    current.letThrough += Math.max(0, needed);
    return true;
  };
}
