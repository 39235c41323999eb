import type { RepeatMode } from './constants.js';
import type { AudioSettings } from './audio-settings.js';
import type { PersistedPlayerState } from './persistence.js';
import type { PlayerTrack, TrackKind } from './player-track.js';
import type { Random } from './queue.js';
import type { PodcastSpeeds } from './playback-speed.js';

export interface PlayerInput {
  /** Random source for shuffle; defaults to Math.random. */
  random?: Random;
  /** The device id heartbeats and stop-activity are sent for; without it the heartbeat is disabled. */
  deviceId?: string | null;
  /** Saved state from a previous session (validated: anything invalid is ignored and logged). */
  restored?: PersistedPlayerState | null;
  /** The device's Playback settings (crossfade, gapless, normalization); invalid fields take the defaults. */
  audio?: Partial<AudioSettings> | null;
  /** The speed each podcast was last played at on this device (invalid entries are dropped). */
  speeds?: unknown;
}

export interface PlayerContext {
  queue: PlayerTrack[];
  /** The queue in the order it was set; the same list as `queue` while not shuffled. */
  originalQueue: PlayerTrack[];
  /** Index of the current track in `queue`, -1 when the queue is empty. */
  currentIndex: number;
  currentTime: number;
  duration: number;
  /** The listener's volume, 0 to 1; kept while muted so unmuting restores it. */
  volume: number;
  muted: boolean;
  /** A fade over the listener's volume (the sleep timer's last seconds), 0 to 1; not saved. */
  fadeGain: number;
  isShuffled: boolean;
  repeatMode: RepeatMode;
  isFullscreen: boolean;
  deviceId: string | null;
  /** Whether the current track's play has been reported; reset when the track changes. */
  playReported: boolean;
  random: Random;
  /** Problems found in the restored state, logged once at start. */
  restoreProblems: string[];
  /** Playback settings: crossfade, gapless, normalization. */
  audio: AudioSettings;
  /** Playback speed by podcast id (episodes only; music stays at 1×). */
  speeds: PodcastSpeeds;
  /** The item last asked to buffer ahead (preloadMedia); another following item is preloaded again. */
  preloadedId: string | null;
}

export type PlayerEvent =
  | { type: 'queue.set'; tracks: readonly PlayerTrack[]; startIndex?: number }
  | { type: 'track.play'; track: PlayerTrack }
  | { type: 'playback.toggle' }
  | { type: 'playback.play' }
  | { type: 'playback.pause' }
  | { type: 'playback.seek'; time: number }
  | { type: 'queue.next' }
  | { type: 'queue.previous' }
  /** `paused`: the item is loaded without playing (a room starts it itself, at its planned instant). */
  | { type: 'queue.jump'; index: number; paused?: boolean }
  | { type: 'queue.remove'; index: number }
  | { type: 'queue.clear' }
  /** Adds songs after the last item (Autoplay's songs when the queue runs out). */
  | { type: 'queue.append'; tracks: readonly PlayerTrack[] }
  | { type: 'shuffle.toggle' }
  | { type: 'repeat.cycle' }
  | { type: 'volume.set'; volume: number }
  | { type: 'mute.toggle' }
  | { type: 'volume.fade'; gain: number }
  | { type: 'speed.set'; rate: number }
  | { type: 'fullscreen.toggle' }
  | { type: 'device.set'; deviceId: string | null }
  | { type: 'media.timeUpdate'; currentTime: number }
  | { type: 'media.durationChange'; duration: number }
  | { type: 'media.ended' }
  | { type: 'media.error'; message: string }
  | { type: 'audio.configure'; settings: Partial<AudioSettings> };

/** Raised by the machine itself; not part of the public API. */
export type PlayerInternalEvent =
  | { type: 'player.trackLoaded' }
  | { type: 'player.playRequested' }
  | { type: 'player.playCountDue' }
  | { type: 'player.heartbeatDue' };

export type PlayerTag = 'idle' | 'playing' | 'paused';

export interface HeartbeatPayload {
  /** 'song', 'episode' (a podcast episode) or 'radio', as libs/api's HeartbeatActivity.activityType. */
  activityType: TrackKind;
  /** The id of the song, episode or station. */
  contentId: string;
  title: string;
  artist: string;
  album: string | null;
  artworkUrl: string | null;
}

/** Parameters of the effect actions the app provides with `playerMachine.provide({ actions })`. */
export interface LoadMediaParams {
  track: PlayerTrack;
  /** Start playing once loaded (false when a saved session is restored: it resumes paused). */
  autoplay: boolean;
  /**
   * Set when the track comes in by a crossfade: the outgoing one fades out over `seconds` while this
   * one fades in, both on the equal-power curve. Absent otherwise: whatever is audible fades out over
   * SKIP_FADE_SECONDS (a skip by hand, never a hard cut), or the preloaded item is already joined
   * (gapless, see PreloadMediaParams).
   */
  handover?: { kind: 'crossfade'; seconds: number };
  /** Normalization gain (linear, peak-limited); absent when normalization is off. */
  gain?: number;
  /** Playback speed (pitch kept) of a podcast episode; absent at 1×. */
  rate?: number;
}
export interface PreloadMediaParams {
  /** The item that follows the current one: fetch and buffer it. */
  track: PlayerTrack;
  /**
   * 'gapless': join it sample-exact at the current item's end (encoder delay and padding trimmed);
   * 'crossfade': a loadMedia with a crossfade handover follows; 'sequential': it starts after the end.
   */
  handover: 'gapless' | 'crossfade' | 'sequential';
  gain?: number;
}
export interface ApplyGainParams {
  /** Normalization gain of the current item (linear); 1 when normalization is off. */
  gain: number;
}
export interface ApplyPlaybackRateParams {
  /** The current item's speed: 0.5–3 for an episode, 1 otherwise. */
  rate: number;
}
export interface PersistSpeedsParams {
  speeds: PodcastSpeeds;
}
export interface SeekMediaParams {
  time: number;
}
export interface ApplyVolumeParams {
  /** The volume to give the media element: 0 while muted, else the listener's volume. */
  volume: number;
  muted: boolean;
}
export interface ReportPlayParams {
  track: PlayerTrack;
}
export interface SendHeartbeatParams {
  deviceId: string;
  payload: HeartbeatPayload;
}
export interface SendStopActivityParams {
  deviceId: string;
}
export interface LogErrorParams {
  message: string;
}
export interface PersistStateParams {
  state: PersistedPlayerState;
}
