import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestCallback } from './use-latest-callback';

describe('useLatestCallback', () => {
  it('keeps one identity across renders and runs the callback of the latest render', () => {
    const { result, rerender } = renderHook(({ word }) => useLatestCallback((name: string) => `${word} ${name}`), { initialProps: { word: 'Play' } });
    const first = result.current;
    expect(first('First')).toBe('Play First');
    rerender({ word: 'Pause' });
    expect(result.current).toBe(first);
    expect(first('First')).toBe('Pause First');
  });
});
