import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerProvider } from '@tangerine/player-web';
import type { PlayerHandle } from '@tangerine/player-web';
import { usePreparePlayer } from './use-prepare-player';

function withPlayer(player: Partial<PlayerHandle>) {
  return ({ children }: { children: ReactNode }) => <PlayerProvider player={player as PlayerHandle}>{children}</PlayerProvider>;
}

describe('usePreparePlayer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the player\'s machine once the page is idle, and not if the screen left first', () => {
    const idle: Array<() => void> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const warm = vi.fn();
    const { unmount } = renderHook(() => usePreparePlayer(), { wrapper: withPlayer({ warm }) });
    expect(warm).not.toHaveBeenCalled();
    idle[0]?.();
    expect(warm).toHaveBeenCalledTimes(1);
    unmount();
    expect(cancelled).toEqual([1]);
  });

  it('does nothing for a player that is always loaded (no warm) or without idle callbacks', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    renderHook(() => usePreparePlayer(), { wrapper: withPlayer({}) });
    expect(idle).not.toHaveBeenCalled();
    vi.stubGlobal('requestIdleCallback', undefined);
    const warm = vi.fn();
    renderHook(() => usePreparePlayer(), { wrapper: withPlayer({ warm }) });
    expect(warm).not.toHaveBeenCalled();
  });
});
