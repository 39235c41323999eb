import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const inSuspense = (element: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{element}</Suspense>;

describe('preloadableLazy', () => {
  it('renders a preloaded module at once, without its fallback', async () => {
    const load = vi.fn(async () => Counter);
    const { Component, preload } = preloadableLazy(load);
    await preload();
    render(inSuspense(<Component label="Ready" />));
    // No fallback in the first commit: the module is there.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ready 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends when not preloaded, and loads the module once for the render and a later preload', async () => {
    const load = vi.fn(async () => Counter);
    const { Component, preload } = preloadableLazy(load);
    render(inSuspense(<Component label="Late" />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Late 0' })).toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a screen mounted through the lazy wrapper when its module arrives later (no remount, state kept)', async () => {
    const { Component } = preloadableLazy(async () => Counter);
    const { rerender } = render(inSuspense(<Component label="Kept" />));
    const button = await screen.findByRole('button', { name: 'Kept 0' });
    act(() => button.click());
    rerender(inSuspense(<Component label="Kept" />));
    expect(screen.getByRole('button', { name: 'Kept 1' })).toBe(button);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Counter);
    const { preload } = preloadableLazy(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Counter);
  });
});
