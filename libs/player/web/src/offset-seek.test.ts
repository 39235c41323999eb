import { describe, expect, it } from 'vitest';
import { canSeekWithin } from './offset-seek';

const ranges = (...spans: [number, number][]) => ({ length: spans.length, start: (i: number) => spans[i]?.[0] ?? 0, end: (i: number) => spans[i]?.[1] ?? 0 }) as TimeRanges;
const element = (seekable: TimeRanges, buffered: TimeRanges) => ({ seekable, buffered }) as HTMLMediaElement;

describe('canSeekWithin', () => {
  it('takes a file sent with byte ranges as seekable over its whole length', () => {
    expect(canSeekWithin(element(ranges([0, 240]), ranges([0, 8])), 120)).toBe(true);
    expect(canSeekWithin(element(ranges([0, 240]), ranges([0, 8])), 241)).toBe(false);
  });

  it('takes a stream without byte ranges, which says seekable up to Infinity, as seekable only where buffered', () => {
    const live = element(ranges([0, Infinity]), ranges([0, 8]));
    expect(canSeekWithin(live, 4)).toBe(true);
    expect(canSeekWithin(live, 120)).toBe(false);
  });
});
