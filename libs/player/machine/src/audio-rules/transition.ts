/**
 * How one queue item hands over to the next: crossfade, gapless join or plain sequence, when that
 * starts, and when the next item should be fetched and buffered. Decided from plain inputs; the
 * app's engine carries it out at the positions given (seconds into the current item).
 */
import { isLive, type AudioItem } from './audio-item.js';
import { equalPowerGains, type CrossfadeGains } from './crossfade-curve.js';
import { areGaplessNeighbours } from './gapless-neighbours.js';

import { clampCrossfade, MAX_CROSSFADE_SECONDS } from './crossfade-setting.js';

export { clampCrossfade, MAX_CROSSFADE_SECONDS };
/** A skip by hand fades the outgoing audio this fast: quick, but no click. */
export const SKIP_FADE_SECONDS = 0.25;
/** The next item is buffered this long before the handover, enough for a slow connection. */
export const PRELOAD_LEAD_SECONDS = 20;

export interface TransitionSettings {
  /** 0 (off) to 12 seconds. */
  crossfadeSeconds: number;
  /** Join consecutive tracks without a gap (encoder delay and padding trimmed). */
  gapless: boolean;
}

interface Handover {
  /** Position in the current item where the handover begins; null: only when it ends or is skipped (live radio). */
  startsAt: number | null;
  /** Position in the current item from which the next should be buffered; null: do not buffer ahead. */
  preloadAt: number | null;
}

export type Transition =
  | { kind: 'end'; startsAt: null; preloadAt: null }
  | ({ kind: 'crossfade'; seconds: number } & Handover)
  | ({ kind: 'gapless' } & Handover)
  | ({ kind: 'sequential' } & Handover);

/** `next` is what the queue plays after `current` (the same item under repeat one); null at the end of the queue. */
export function planTransition(current: AudioItem, next: AudioItem | null, settings: TransitionSettings): Transition {
  if (!next) return { kind: 'end', startsAt: null, preloadAt: null };
  // A live stream buffered ahead falls behind live; radio starts when it is reached.
  const preload = (startsAt: number | null) => (startsAt === null || isLive(next) ? null : Math.max(0, startsAt - PRELOAD_LEAD_SECONDS));
  if (isLive(current)) return { kind: 'sequential', startsAt: null, preloadAt: null };
  const end = current.duration;
  const songs = current.kind === 'song' && next.kind === 'song';
  if (!songs) return { kind: 'sequential', startsAt: end, preloadAt: preload(end) };
  const neighbours = areGaplessNeighbours(current, next);
  const fade = Math.min(clampCrossfade(settings.crossfadeSeconds), current.duration / 2, next.duration / 2);
  if (!neighbours && fade > 0) {
    const startsAt = end - fade;
    return { kind: 'crossfade', seconds: fade, startsAt, preloadAt: preload(startsAt) };
  }
  return { kind: settings.gapless ? 'gapless' : 'sequential', startsAt: end, preloadAt: preload(end) };
}

/** Whether the next item should be buffering at `position` seconds into the current one. */
export function shouldPreload(transition: Transition, position: number): boolean {
  return transition.preloadAt !== null && position >= transition.preloadAt;
}

/**
 * The two gains at `position` in the current item: full outgoing before a crossfade, the
 * equal-power curve during it, full incoming after it. Other handovers do not overlap.
 */
export function gainsAt(transition: Transition, position: number): CrossfadeGains {
  if (transition.kind !== 'crossfade' || transition.startsAt === null) return { outgoing: 1, incoming: 0 };
  return equalPowerGains((position - transition.startsAt) / transition.seconds);
}

/**
 * A skip by hand: whatever is playing (one item, or both sides of a crossfade under way) fades out
 * from its present gain over SKIP_FADE_SECONDS while the chosen item starts at full volume.
 */
export function planSkip(presentGains: readonly number[]): { seconds: number; from: number[] } {
  return { seconds: SKIP_FADE_SECONDS, from: presentGains.map((g) => (Number.isFinite(g) ? Math.min(1, Math.max(0, g)) : 0)) };
}
