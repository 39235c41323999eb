import type { SnapshotFrom } from 'xstate';
import type { PlayerMachine } from './player-machine.js';
import type { PlayerTrack } from './player-track.js';

export type PlayerSnapshot = SnapshotFrom<PlayerMachine>;

/** The track at the current index, or null when nothing is loaded. */
export function selectCurrentTrack(snapshot: PlayerSnapshot): PlayerTrack | null {
  return snapshot.context.queue[snapshot.context.currentIndex] ?? null;
}

export function selectIsPlaying(snapshot: PlayerSnapshot): boolean {
  return snapshot.hasTag('playing');
}

/** product §2: previous is disabled at the first queue position. */
export function selectCanGoPrevious(snapshot: PlayerSnapshot): boolean {
  return snapshot.context.currentIndex > 0;
}

/** product §2: next is disabled at the last queue position. */
export function selectCanGoNext(snapshot: PlayerSnapshot): boolean {
  const { currentIndex, queue } = snapshot.context;
  return currentIndex >= 0 && currentIndex < queue.length - 1;
}

/**
 * The items after the current one ("Up Next"); item i sits at queue index currentIndex + 1 + i.
 * Memoised on the queue and index, so React selectors get the same array until they change.
 */
export const selectUpNext = memoOnQueue((queue, index) => queue.slice(index + 1));

/** The items before the current one ("Previously Played"); item i sits at queue index i. */
export const selectPreviouslyPlayed = memoOnQueue((queue, index) => queue.slice(0, Math.max(0, index)));

function memoOnQueue(
  compute: (queue: PlayerTrack[], currentIndex: number) => PlayerTrack[],
): (snapshot: PlayerSnapshot) => PlayerTrack[] {
  let lastQueue: PlayerTrack[] | null = null;
  let lastIndex = Number.NaN;
  let lastResult: PlayerTrack[] = [];
  return (snapshot) => {
    const { queue, currentIndex } = snapshot.context;
    if (queue !== lastQueue || currentIndex !== lastIndex) {
      lastQueue = queue;
      lastIndex = currentIndex;
      lastResult = queue.length === 0 ? [] : compute(queue, currentIndex);
    }
    return lastResult;
  };
}
