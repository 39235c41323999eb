import type { PlayerTrack } from '../player-track.js';
import type { RepeatMode } from '../constants.js';

/** The queue's last songs the server resembles, and how many of the queue's songs it leaves out. */
export const AUTOPLAY_SEEDS = 5;
export const AUTOPLAY_EXCLUDED = 500;
/** Songs asked for each time the queue runs out. */
export const AUTOPLAY_BATCH = 20;
/** A pause this close to the item's end is the end of the queue (the player stopped there). */
const END_MARGIN_SECONDS = 1;

/** What Autoplay needs to know of the player, taken from its snapshot by the app on every change. */
export interface AutoplayView {
  /** The current item's id; null with nothing loaded. */
  itemId: string | null;
  /** The current item is the queue's last one and a song, and repeat is off: only then does Autoplay continue. */
  atLastSong: boolean;
  /** The player paused at the very end of its last item (the queue ran out before the songs came). */
  stoppedAtEnd: boolean;
  /** The queue's last songs (ids, oldest first) and the queue's songs to leave out. */
  seedIds: string[];
  excludeIds: string[];
}

export const NO_AUTOPLAY_VIEW: AutoplayView = { itemId: null, atLastSong: false, stoppedAtEnd: false, seedIds: [], excludeIds: [] };

export interface PlayerFacts {
  queue: readonly PlayerTrack[];
  currentIndex: number;
  repeatMode: RepeatMode;
  playing: boolean;
  currentTime: number;
  duration: number;
}

/** The view of a player (its context and whether it plays): pure, so the rule is tested without one. */
export function autoplayView({ queue, currentIndex, repeatMode, playing, currentTime, duration }: PlayerFacts): AutoplayView {
  const current = queue[currentIndex];
  if (!current) return NO_AUTOPLAY_VIEW;
  const atLastSong = currentIndex === queue.length - 1 && current.kind === 'song' && repeatMode === 'off';
  const songs = queue.filter((track) => track.kind === 'song').map((track) => track.id);
  const length = duration > 0 ? duration : current.duration;
  return {
    itemId: current.id,
    atLastSong,
    stoppedAtEnd: atLastSong && !playing && length > 0 && currentTime >= length - END_MARGIN_SECONDS,
    seedIds: songs.slice(-AUTOPLAY_SEEDS),
    excludeIds: songs.slice(-AUTOPLAY_EXCLUDED),
  };
}
