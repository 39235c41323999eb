import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '../i18n/i18n';
import { activateEnglish } from '../i18n/english';
import { compareNames, pluralCategory } from '../i18n/intl';
import { clamp, daysUntil, formatCount, formatDuration, formatLongDate, formatShortDate, maskCode, pluralize } from './format';

describe('formatDuration', () => {
  it('writes m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(200.9)).toBe('3:20');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('shows a dash when missing or invalid', () => {
    for (const value of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, -1]) expect(formatDuration(value)).toBe('–');
  });
});

describe('dates', () => {
  it('formats short and long US dates', () => {
    expect(formatShortDate('2026-01-05T12:00:00Z')).toBe('Jan 5, 2026');
    expect(formatLongDate('2027-03-03T12:00:00Z')).toBe('March 3, 2027');
    expect(formatShortDate('not a date')).toBe('–');
    expect(formatLongDate(null)).toBe('–');
  });

  it('counts days remaining rounded up, never below zero', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(daysUntil('2026-11-24T12:00:00Z', now)).toBe(3);
    expect(daysUntil('2026-11-24T12:00:01Z', now)).toBe(4);
    expect(daysUntil('2026-11-21T12:00:01Z', now)).toBe(1);
    expect(daysUntil('2026-11-20T12:00:00Z', now)).toBe(0);
    expect(daysUntil('garbage', now)).toBe(0);
  });
});

describe('maskCode', () => {
  it('replaces the last 6 characters with asterisks', () => {
    expect(maskCode('TNGR-7Q2K-M9XA')).toBe('TNGR-7Q2******');
    expect(maskCode('ABCDEFGH')).toBe('AB******');
    expect(maskCode('ABC')).toBe('***');
  });
});

describe('counts', () => {
  it('pluralizes and groups thousands', () => {
    expect(pluralize(1, 'song')).toBe('1 song');
    expect(pluralize(12, 'song')).toBe('12 songs');
    expect(pluralize(2, 'episode')).toBe('2 episodes');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(undefined)).toBe('–');
  });

  it('clamps', () => {
    expect(clamp(1.4, 0, 1)).toBe(1);
    expect(clamp(-3, 0, 1)).toBe(0);
    expect(clamp(0.3, 0, 1)).toBe(0.3);
  });
});

describe('in another locale', () => {
  afterEach(() => activateEnglish());

  it('uses its digits, separators and date formats', () => {
    activateCatalogue('de', {});
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatLongDate('2026-01-05T12:00:00Z')).toBe('5. Januar 2026');
    activateCatalogue('ar', {});
    expect(formatDuration(65)).toBe(`${new Intl.NumberFormat('ar').format(1)}:${new Intl.NumberFormat('ar', { minimumIntegerDigits: 2 }).format(5)}`);
    activateCatalogue('ja', {});
    expect(formatShortDate('2026-01-05T12:00:00Z')).toBe('2026年1月5日');
  });

  it('sorts names by the locale (compareNames)', () => {
    activateCatalogue('de', {});
    expect(['Zebra', 'Öl', 'ofen', 'Äther', 'Affe'].sort(compareNames)).toEqual(['Affe', 'Äther', 'ofen', 'Öl', 'Zebra']);
    expect(['Track 10', 'Track 2'].sort(compareNames)).toEqual(['Track 2', 'Track 10']);
  });

  it('picks plural categories by the locale', () => {
    activateCatalogue('ar', {});
    expect([0, 1, 2, 3, 11, 100].map(pluralCategory)).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });
});
