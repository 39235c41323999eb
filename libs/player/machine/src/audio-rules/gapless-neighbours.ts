import type { AudioItem } from './audio-item.js';

/**
 * Whether `next` continues `current` on the same album in order: the next track of the same disc,
 * or track 1 of the next disc when the album has discs. Such neighbours join without a gap and are
 * never crossfaded (a live album or a continuous mix runs through its boundaries). The same item
 * again (repeat one) or a jump on the album (shuffle) is not a neighbour.
 */
export function areGaplessNeighbours(current: AudioItem, next: AudioItem): boolean {
  if (current.kind !== 'song' || next.kind !== 'song') return false;
  if (current.albumId === null || current.albumId !== next.albumId || current.id === next.id) return false;
  if (current.trackNumber === null || next.trackNumber === null) return false;
  const disc = current.discNumber ?? 1;
  const nextDisc = next.discNumber ?? 1;
  if (nextDisc === disc) return next.trackNumber === current.trackNumber + 1;
  return nextDisc === disc + 1 && next.trackNumber === 1;
}
