import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlayerProvider, type WhenIdle } from './player-context';
import type { PlayerHandle } from './player-service';
import { usePreparePlayer } from './use-prepare-player';

function withPlayer(player: Partial<PlayerHandle>, whenIdle?: WhenIdle) {
  return ({ children }: { children: ReactNode }) => (
    <PlayerProvider player={player as PlayerHandle} {...(whenIdle ? { whenIdle } : {})}>
      {children}
    </PlayerProvider>
  );
}

/** The app's idle scheduler, run by hand: `idle` holds the tasks waiting, `cancelled` how many were called off. */
function manualIdle() {
  const idle: Array<() => void> = [];
  let cancelled = 0;
  const whenIdle: WhenIdle = (task) => {
    idle.push(task);
    return () => void cancelled++;
  };
  return { whenIdle, idle, cancelled: () => cancelled };
}

describe('usePreparePlayer', () => {
  it("loads the player's machine once the page is idle, and not if the screen left first", () => {
    const { whenIdle, idle, cancelled } = manualIdle();
    const warm = vi.fn();
    const { unmount } = renderHook(() => usePreparePlayer(), { wrapper: withPlayer({ warm }, whenIdle) });
    expect(warm).not.toHaveBeenCalled();
    idle[0]?.();
    expect(warm).toHaveBeenCalledTimes(1);
    unmount();
    expect(cancelled()).toBe(1);
  });

  it('does nothing for a player that is always loaded (no warm) or without an idle scheduler', () => {
    const { whenIdle, idle } = manualIdle();
    renderHook(() => usePreparePlayer(), { wrapper: withPlayer({}, whenIdle) });
    expect(idle).toHaveLength(0);
    const warm = vi.fn();
    renderHook(() => usePreparePlayer(), { wrapper: withPlayer({ warm }) });
    expect(warm).not.toHaveBeenCalled();
  });
});
