/**
 * The bridge between the player's queue and the pure audio rules (src/audio-rules): which item
 * follows the current one, how the handover goes, what gain applies. Used by the machine's actions
 * and guards; no effects here.
 */
import type { AudioItem } from './audio-rules/audio-item.js';
import { normalizationGain } from './audio-rules/normalization.js';
import { planTransition, type Transition } from './audio-rules/transition.js';
import type { AudioSettings } from './audio-settings.js';
import type { PlayerContext } from './player-types.js';
import type { PlayerTrack } from './player-track.js';

/** The rules' view of a queue item: an episode is a 'podcast' item there. */
export function toAudioItem(track: PlayerTrack): AudioItem {
  return {
    id: track.id,
    kind: track.kind === 'episode' ? 'podcast' : track.kind,
    albumId: track.albumId,
    trackNumber: track.trackNumber,
    duration: track.duration,
  };
}

/** The queue index that plays after the current one when it ends: itself under repeat one, the first under repeat all; -1 at the end. */
export function followingIndex(context: PlayerContext): number {
  const { queue, currentIndex, repeatMode } = context;
  if (currentIndex < 0 || currentIndex >= queue.length) return -1;
  if (repeatMode === 'one') return currentIndex;
  if (currentIndex < queue.length - 1) return currentIndex + 1;
  return repeatMode === 'all' ? 0 : -1;
}

/** How the current item hands over to the following one, by the listener's settings. */
export function currentTransition(context: PlayerContext): Transition {
  const current = context.queue[context.currentIndex];
  if (!current) return { kind: 'end', startsAt: null, preloadAt: null };
  const next = context.queue[followingIndex(context)];
  // The element's duration is the truth once known (the catalogue's may be rounded).
  const item = { ...toAudioItem(current), duration: context.duration > 0 ? context.duration : current.duration };
  return planTransition(item, next ? toAudioItem(next) : null, context.audio);
}

/** The linear gain for `track` by the normalization setting, or undefined when normalization is off. */
export function gainOf(track: PlayerTrack, settings: AudioSettings): number | undefined {
  if (settings.normalization === 'off') return undefined;
  return normalizationGain(settings.normalization, track.loudness ?? null).linear;
}
