import { useMemo } from 'react';
import { useWhenIdle } from '../first-load/use-when-idle';
import { usePlayerService } from '@tangerine/player-web';

/**
 * A screen whose main action is Play (a track, an album, a playlist): the player's machine loads once
 * the page is idle, so the first click does not wait for it. Home does not: it stays out of its first load.
 */
export function usePreparePlayer(): void {
  const { warm } = usePlayerService();
  useWhenIdle(useMemo(() => (warm ? () => void warm() : null), [warm]));
}
