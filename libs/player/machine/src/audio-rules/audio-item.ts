/**
 * The plain facts the audio rules read about a queue item. The app maps its player items to this;
 * the rules know nothing else of the player, so they stay valid while the item types evolve.
 */
export type AudioItemKind = 'song' | 'podcast' | 'radio';

export interface AudioItem {
  /** The item's own id: the same id twice in a row is the same recording (repeat one). */
  id: string;
  kind: AudioItemKind;
  albumId: string | null;
  /** Disc of a multi-disc album; null or absent counts as disc 1. */
  discNumber?: number | null;
  trackNumber: number | null;
  /** Seconds; 0 for live radio (no end). */
  duration: number;
}

export const isLive = (item: AudioItem): boolean => item.kind === 'radio' || !(item.duration > 0);
