/** The sleep timer's choices, its saved form and its fade: pure, so the machine and the UI share them. */

/** The minute choices the "Sleep timer" menu offers, in its order. */
export const SLEEP_MINUTES = [5, 15, 30, 45, 60] as const;
export type SleepMinutes = (typeof SLEEP_MINUTES)[number];

/** The last stretch over which the sound fades out before playback stops. */
export const SLEEP_FADE_MS = 10_000;

/**
 * An item that changes this close to its end ended (a crossfade hands over up to 12 s early); further
 * from it, the listener skipped, and "end of this track" follows the new item.
 */
export const SLEEP_END_WINDOW_MS = 13_000;

/** What the listener chose: off, a number of minutes, or the end of the item playing now (track or episode). */
export type SleepChoice = { kind: 'off' } | { kind: 'minutes'; minutes: SleepMinutes } | { kind: 'endOfItem' };

/** The timer as saved on the device, so a reload keeps it. */
export type SavedSleepTimer = { kind: 'minutes'; minutes: SleepMinutes; endsAt: number } | { kind: 'endOfItem'; itemId: string };

export function isSleepMinutes(value: unknown): value is SleepMinutes {
  return (SLEEP_MINUTES as readonly unknown[]).includes(value);
}

/** A saved timer read back (anything else is null: no timer). A minutes timer already past its end is null too. */
export function readSavedSleepTimer(raw: unknown, now: number): SavedSleepTimer | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const saved = raw as Record<string, unknown>;
  if (saved['kind'] === 'minutes' && isSleepMinutes(saved['minutes']) && typeof saved['endsAt'] === 'number' && Number.isFinite(saved['endsAt'])) {
    // A clock set back by hours must not make a 5-minute timer last hours.
    const endsAt = Math.min(saved['endsAt'], now + saved['minutes'] * 60_000);
    return endsAt > now ? { kind: 'minutes', minutes: saved['minutes'], endsAt } : null;
  }
  if (saved['kind'] === 'endOfItem' && typeof saved['itemId'] === 'string' && saved['itemId'] !== '') return { kind: 'endOfItem', itemId: saved['itemId'] };
  return null;
}

/** The gain the sound plays at with `remainingMs` left: 1, then linearly to 0 over the last SLEEP_FADE_MS. */
export function sleepFadeGain(remainingMs: number): number {
  if (!(remainingMs > 0)) return 0;
  return Math.min(1, remainingMs / SLEEP_FADE_MS);
}

/** The time left as the player shows it: `m:ss`, rounded up so 0:00 is never shown while running. */
export function formatSleepLeft(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
