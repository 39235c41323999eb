import { useEffect } from 'react';
import { usePlayerService } from './player-context';

/**
 * A screen whose main action is Play (a track, an album, a playlist): the player's machine loads once
 * the page is idle, so the first click does not wait for it. Home does not: it stays out of its first load.
 */
export function usePreparePlayer(): void {
  const player = usePlayerService();
  useEffect(() => {
    if (!player.warm || typeof window.requestIdleCallback !== 'function') return;
    const warm = player.warm;
    const handle = window.requestIdleCallback(() => void warm(), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [player]);
}
