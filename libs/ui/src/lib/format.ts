/** Display helpers shared by the components (the app may use them too), in the active locale's digits and formats. */
import { dateFormat, numberFormat } from '../i18n/intl';

const DASH = '–';

/** Seconds as h:mm:ss or m:ss; a dash when missing or invalid. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return DASH;
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const plain = numberFormat({ useGrouping: false });
  const twoDigits = numberFormat({ useGrouping: false, minimumIntegerDigits: 2 });
  const secs = twoDigits.format(whole % 60);
  return hours > 0 ? `${plain.format(hours)}:${twoDigits.format(minutes)}:${secs}` : `${plain.format(minutes)}:${secs}`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Jan 5, 2026" (5 janv. 2026 in French...); a dash when missing or invalid. */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(date) : DASH;
}

/** "January 5, 2026" (long US format in English, the locale's long format otherwise); a dash when missing or invalid. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat({ month: 'long', day: 'numeric', year: 'numeric' }).format(date) : DASH;
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
  return `${numberFormat().format(count)} ${count === 1 ? singular : plural}`;
}

/** Play counts: 1234 → "1,234". */
export function formatCount(count: number | null | undefined): string {
  return typeof count === 'number' && Number.isFinite(count) ? numberFormat().format(count) : DASH;
}

/** Clamp a value into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
