const MISSING = '-';

/** Long US date ("January 5, 2027"); "-" when missing or unreadable. */
export function formatExpiryDate(expiry: string | null | undefined, timeZone?: string): string {
  if (typeof expiry !== 'string' || expiry.trim() === '') return MISSING;
  const date = new Date(expiry);
  if (Number.isNaN(date.getTime())) return MISSING;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** h:mm:ss from one hour on, m:ss below; "-" when missing or invalid. */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return MISSING;
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** Greeting for a local hour (0-23): morning before 12, afternoon before 18, evening after. */
export function greetingForHour(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
