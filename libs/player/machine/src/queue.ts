import { MAX_VOLUME, MIN_VOLUME } from './constants.js';
import type { PlayerTrack } from './player-track.js';

/** A random number in [0, 1), like Math.random; injected so shuffles are reproducible in tests. */
export type Random = () => number;

/**
 * Shuffle on (product §4): the queue in random order with the current track at the front.
 * Fisher–Yates over the other items, O(n). The input is not modified.
 */
export function shuffleWithCurrentFirst(queue: readonly PlayerTrack[], currentIndex: number, random: Random): PlayerTrack[] {
  const shuffled = queue.slice();
  const hasCurrent = currentIndex >= 0 && currentIndex < shuffled.length;
  if (hasCurrent) {
    const current = shuffled[currentIndex] as PlayerTrack;
    shuffled[currentIndex] = shuffled[0] as PlayerTrack;
    shuffled[0] = current;
  }
  const first = hasCurrent ? 1 : 0;
  for (let i = shuffled.length - 1; i > first; i--) {
    const j = first + randomIndex(random(), i - first + 1);
    const item = shuffled[i] as PlayerTrack;
    shuffled[i] = shuffled[j] as PlayerTrack;
    shuffled[j] = item;
  }
  return shuffled;
}

/** An integer in [0, size), robust to a random source that returns 1, negatives or NaN. */
function randomIndex(value: number, size: number): number {
  const index = Math.floor(value * size);
  if (index >= 0 && index < size) return index;
  return index >= size ? size - 1 : 0; // NaN lands here too
}

/**
 * Where a track sits in a list: the same object first (tracks are shared between the queue and the
 * original order), else the first item with the same kind and id. -1 when absent.
 */
export function findTrackIndex(list: readonly PlayerTrack[], track: PlayerTrack): number {
  const sameObject = list.indexOf(track);
  if (sameObject !== -1) return sameObject;
  return list.findIndex((item) => item.id === track.id && item.kind === track.kind);
}

/** A copy of the list without the item at index, O(n). */
export function withoutIndex(list: readonly PlayerTrack[], index: number): PlayerTrack[] {
  if (index < 0 || index >= list.length) return list.slice();
  return list.toSpliced(index, 1);
}

/** The index after a removal: one lower if the removed item was before the current one (product §4). */
export function indexAfterRemoval(currentIndex: number, removedIndex: number, newLength: number): number {
  if (newLength === 0) return -1;
  const shifted = removedIndex < currentIndex ? currentIndex - 1 : currentIndex;
  return Math.min(shifted, newLength - 1);
}

export function isValidIndex(list: readonly unknown[], index: unknown): index is number {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < list.length;
}

/** Volume range 0 to 1 (product §9). */
export function clampVolume(volume: number): number {
  return Math.min(MAX_VOLUME, Math.max(MIN_VOLUME, volume));
}

/** The volume for a volume bar click: the position along the bar, clamped 0 to 1. */
export function volumeFromPosition(offset: number, width: number): number {
  if (!Number.isFinite(offset) || !Number.isFinite(width) || width <= 0) return MIN_VOLUME;
  return clampVolume(offset / width);
}
