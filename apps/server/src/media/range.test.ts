import { describe, expect, it } from 'vitest';
import { ifRangeMatches, parseRange } from './range.js';

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'partial', start: 100, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=50-10', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
  ])('%s', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('ifRangeMatches', () => {
  const modified = new Date('2026-01-01T00:00:00Z');
  it('compares etags and dates', () => {
    expect(ifRangeMatches('"abc"', '"abc"', modified)).toBe(true);
    expect(ifRangeMatches('"old"', '"abc"', modified)).toBe(false);
    expect(ifRangeMatches(modified.toUTCString(), '"abc"', modified)).toBe(true);
    expect(ifRangeMatches(new Date('2025-01-01').toUTCString(), '"abc"', modified)).toBe(false);
    expect(ifRangeMatches(undefined, '"abc"', modified)).toBe(true);
  });
});
