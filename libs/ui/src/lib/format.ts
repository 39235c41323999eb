/** Display helpers shared by the components (pure; the app may use them too). */

const DASH = '–';

/** Seconds as h:mm:ss or m:ss; a dash when missing or invalid. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return DASH;
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** "Jan 5, 2026"; a dash when missing or invalid. */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : DASH;
}

/** "January 5, 2026" (long US format); a dash when missing or invalid. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? longDate.format(date) : DASH;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until `expiry`, rounded up (0 once it has passed). */
export function daysUntil(expiry: string | number | Date, now: Date): number {
  const date = toDate(expiry);
  if (!date) return 0;
  return Math.max(0, Math.ceil((date.getTime() - now.getTime()) / DAY_MS));
}

/** The activation code with its last 6 characters replaced by asterisks. */
export function maskCode(code: string, hidden = 6): string {
  if (code.length <= hidden) return '*'.repeat(code.length);
  return code.slice(0, code.length - hidden) + '*'.repeat(hidden);
}

/** "1 song", "12 songs". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/** Play counts: 1234 → "1,234". */
export function formatCount(count: number | null | undefined): string {
  return typeof count === 'number' && Number.isFinite(count) ? count.toLocaleString('en-US') : DASH;
}

/** Clamp a value into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
