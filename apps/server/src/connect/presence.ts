/**
 * Who is here now, one rule for Connect's device list and the admin console's "Playing now": a web
 * device is present while its Connect channel was marked within ONLINE_WINDOW_MS (the hub marks open
 * channels at every sweep and clears the mark when a channel closes). A Subsonic app holds no channel,
 * so it is present while its last now-playing report is recent.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { APP_PLATFORM } from '../auth/app-passwords.js';
import { ONLINE_WINDOW_MS } from './hub.js';

/** How long a Subsonic app's "now playing" report stands (Subsonic's own getNowPlaying window). */
export const APP_NOW_PLAYING_MS = 10 * 60_000;

const ago = (ms: number, now: number) => new Date(now - ms).toISOString();

/** Whether a channel marked at `channelAt` still counts as online. */
export function channelOnline(channelAt: string | null, now = Date.now()): boolean {
  return channelAt !== null && channelAt > ago(ONLINE_WINDOW_MS, now);
}

/** The devices row fields presence reads. */
export interface PresenceFields {
  channel_at: string | null;
  app_platform: string | null;
  activity_at: string | null;
}

export function devicePresent(device: PresenceFields, now = Date.now()): boolean {
  if (device.app_platform === APP_PLATFORM) return device.activity_at !== null && device.activity_at >= ago(APP_NOW_PLAYING_MS, now);
  return channelOnline(device.channel_at, now);
}

/** The same rule as a condition on `devices` (no alias), for counts. */
export function presentDevices(eb: ExpressionBuilder<Database, 'devices'>, now = Date.now()) {
  return eb.or([
    eb.and([eb('app_platform', '=', APP_PLATFORM), eb('activity_at', '>=', ago(APP_NOW_PLAYING_MS, now))]),
    eb.and([eb.or([eb('app_platform', 'is', null), eb('app_platform', '!=', APP_PLATFORM)]), eb('channel_at', '>', ago(ONLINE_WINDOW_MS, now))]),
  ]);
}
