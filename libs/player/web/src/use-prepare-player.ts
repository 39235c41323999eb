import { useEffect } from 'react';
import { usePlayerService, usePlayerWhenIdle } from './player-context';

/**
 * A screen whose main action is Play (a track, an album, a playlist): the player's machine loads once
 * the page is idle, so the first click does not wait for it. Home does not: it stays out of its first load.
 * The idle scheduler is the app's (`PlayerProvider`'s `whenIdle`); without one, the click loads it.
 */
export function usePreparePlayer(): void {
  const { warm } = usePlayerService();
  const whenIdle = usePlayerWhenIdle();
  useEffect(() => (warm && whenIdle ? whenIdle(() => void warm()) : undefined), [warm, whenIdle]);
}
