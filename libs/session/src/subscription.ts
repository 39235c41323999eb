const DAY_MS = 24 * 60 * 60 * 1000;
export const EXPIRY_WARNING_DAYS = 7;
export const MASKED_CODE_CHARACTERS = 6;

export type ExpiryDate = string | null | undefined;

function expiryTime(expiry: ExpiryDate): number | null {
  if (typeof expiry !== 'string' || expiry.trim() === '') return null;
  const time = Date.parse(expiry);
  return Number.isNaN(time) ? null : time;
}

/** Active while the expiry date is later than now; a missing or unreadable date is not active. */
export function isSubscriptionActive(expiry: ExpiryDate, now: Date): boolean {
  const time = expiryTime(expiry);
  return time !== null && time > now.getTime();
}

/** Whole days left, rounded up; 0 once expired or when the date is missing or unreadable. */
export function daysRemaining(expiry: ExpiryDate, now: Date): number {
  const time = expiryTime(expiry);
  if (time === null) return 0;
  return Math.max(0, Math.ceil((time - now.getTime()) / DAY_MS));
}

/** Under 7 days remaining (the count shown to the user, rounded up). */
export function isExpiringSoon(expiry: ExpiryDate, now: Date): boolean {
  return expiryTime(expiry) !== null && daysRemaining(expiry, now) < EXPIRY_WARNING_DAYS;
}

/** The code with its last 6 characters replaced by asterisks. */
export function maskActivationCode(code: string | null | undefined): string {
  if (!code) return '';
  const hidden = Math.min(MASKED_CODE_CHARACTERS, code.length);
  return code.slice(0, code.length - hidden) + '*'.repeat(hidden);
}
