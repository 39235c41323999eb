import { describe, expect, it } from 'vitest';
import { daysRemaining, isExpiringSoon, isSubscriptionActive, maskActivationCode } from './subscription.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const inMs = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('isSubscriptionActive', () => {
  it('is active while the expiry date is later than now', () => {
    expect(isSubscriptionActive(inMs(1), now)).toBe(true);
    expect(isSubscriptionActive(inMs(0), now)).toBe(false);
    expect(isSubscriptionActive(inMs(-DAY), now)).toBe(false);
  });

  it('is not active without a readable expiry date', () => {
    expect(isSubscriptionActive(null, now)).toBe(false);
    expect(isSubscriptionActive('not a date', now)).toBe(false);
  });
});

describe('daysRemaining', () => {
  it('rounds the days remaining up', () => {
    expect(daysRemaining(inMs(1), now)).toBe(1);
    expect(daysRemaining(inMs(DAY), now)).toBe(1);
    expect(daysRemaining(inMs(DAY + 1), now)).toBe(2);
    expect(daysRemaining(inMs(30 * DAY - 1000), now)).toBe(30);
  });

  it('is 0 once expired or when the date is missing', () => {
    expect(daysRemaining(inMs(-3 * DAY), now)).toBe(0);
    expect(daysRemaining(undefined, now)).toBe(0);
  });
});

describe('isExpiringSoon', () => {
  it('is expiring soon under 7 days remaining', () => {
    expect(isExpiringSoon(inMs(6 * DAY), now)).toBe(true);
    expect(isExpiringSoon(inMs(6 * DAY + 1), now)).toBe(false);
    expect(isExpiringSoon(inMs(7 * DAY), now)).toBe(false);
    expect(isExpiringSoon(inMs(60 * DAY), now)).toBe(false);
  });

  it('is not expiring soon without a readable expiry date', () => {
    expect(isExpiringSoon(null, now)).toBe(false);
    expect(isExpiringSoon('', now)).toBe(false);
  });
});

describe('maskActivationCode', () => {
  it('replaces the last 6 characters of the code with asterisks', () => {
    expect(maskActivationCode('ABCD-EFGH-IJKL')).toBe('ABCD-EFG******');
  });

  it('masks every character of a code of 6 or fewer, and shows nothing for no code', () => {
    expect(maskActivationCode('ABC')).toBe('***');
    expect(maskActivationCode(null)).toBe('');
  });
});
