import { describe, expect, it } from 'vitest';
import { NOMINAL_ROW_HEIGHT, rowWindow } from './row-window';

describe('rowWindow', () => {
  const base = { count: 10_000, rowHeight: 50, viewportHeight: 800, overscan: 5 };

  it('renders the rows of the viewport and the overscan below when the table starts at the top', () => {
    expect(rowWindow({ ...base, bodyTop: 0 })).toEqual({ start: 0, end: 16 + 5 });
  });

  it('follows a scroll: rows above the viewport are dropped, overscan kept either side', () => {
    expect(rowWindow({ ...base, bodyTop: -50 * 1000 })).toEqual({ start: 995, end: 1021 });
  });

  it('reaches the last row at the end of the list', () => {
    expect(rowWindow({ ...base, bodyTop: -50 * 10_000 + 800 })).toEqual({ start: 9979, end: 10_000 });
  });

  it('renders only the overscan while the table is still below the viewport', () => {
    expect(rowWindow({ ...base, bodyTop: 2000 })).toEqual({ start: 0, end: 5 });
  });

  it('renders nothing once the table is scrolled far past', () => {
    expect(rowWindow({ ...base, count: 10, bodyTop: -5000 })).toEqual({ start: 10, end: 10 });
  });

  it('uses the nominal height when none was measured (no layout)', () => {
    expect(rowWindow({ ...base, rowHeight: 0, bodyTop: -NOMINAL_ROW_HEIGHT * 100 })).toEqual({ start: 95, end: 100 + Math.ceil(800 / NOMINAL_ROW_HEIGHT) + 5 });
  });
});
