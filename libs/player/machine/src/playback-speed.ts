import type { PlayerTrack } from './player-track.js';

/** Podcast episodes play from 0.5× to 3× in steps of 0.1 (pitch kept); music and radio stay at 1×. */
export const PLAYBACK_SPEED_MIN = 0.5;
export const PLAYBACK_SPEED_MAX = 3;
export const PLAYBACK_SPEED_STEP = 0.1;

/** The speed each podcast was last listened at on this device, by podcast id. */
export type PodcastSpeeds = Readonly<Record<string, number>>;

/** `rate` on the 0.1 grid within 0.5–3, or null when it is not a number. */
export function clampSpeed(rate: unknown): number | null {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return null;
  const stepped = Math.round(rate / PLAYBACK_SPEED_STEP) / 10;
  return Math.min(PLAYBACK_SPEED_MAX, Math.max(PLAYBACK_SPEED_MIN, stepped));
}

/** The podcast whose speed an item plays at, or null (songs, radio, an episode without its podcast). */
export function speedKeyOf(track: PlayerTrack | undefined): string | null {
  return track?.kind === 'episode' && track.podcastId ? track.podcastId : null;
}

/** The speed `track` plays at. */
export function speedFor(track: PlayerTrack | undefined, speeds: PodcastSpeeds): number {
  const key = speedKeyOf(track);
  return key === null ? 1 : (speeds[key] ?? 1);
}

/** Saved speeds read back: each valid entry kept (on the grid), anything else dropped. */
export function readPodcastSpeeds(raw: unknown): PodcastSpeeds {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const speeds: Record<string, number> = {};
  for (const [podcastId, rate] of Object.entries(raw)) {
    const speed = clampSpeed(rate);
    if (speed !== null && speed !== 1) speeds[podcastId] = speed;
  }
  return speeds;
}
