import { describe, expect, it } from 'vitest';
import { formatDuration, formatExpiryDate, greetingForHour } from './format.js';

describe('formatExpiryDate', () => {
  it('shows the expiry date in long US format', () => {
    expect(formatExpiryDate('2027-01-05T12:00:00.000Z', 'UTC')).toBe('January 5, 2027');
    expect(formatExpiryDate('2026-12-31T23:30:00.000Z', 'Asia/Tokyo')).toBe('January 1, 2027');
  });

  it('shows a dash for a missing or unreadable expiry date', () => {
    expect(formatExpiryDate(null)).toBe('-');
    expect(formatExpiryDate('soon')).toBe('-');
  });
});

describe('formatDuration', () => {
  it('shows m:ss under an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(185.9)).toBe('3:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows h:mm:ss from an hour on', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(36_000 + 61)).toBe('10:01:01');
  });

  it('shows a dash when the duration is missing or invalid', () => {
    for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect(formatDuration(value)).toBe('-');
    }
    expect(formatDuration('90' as unknown as number)).toBe('-');
  });
});

describe('greetingForHour', () => {
  it('greets by local hour: morning before 12, afternoon before 18, evening after', () => {
    expect(greetingForHour(0)).toBe('Good morning');
    expect(greetingForHour(11)).toBe('Good morning');
    expect(greetingForHour(12)).toBe('Good afternoon');
    expect(greetingForHour(17)).toBe('Good afternoon');
    expect(greetingForHour(18)).toBe('Good evening');
    expect(greetingForHour(23)).toBe('Good evening');
  });
});
