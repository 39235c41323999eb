import type { RepeatMode } from './constants.js';
import { restorePlayerState } from './persistence.js';
import type { HeartbeatPayload, PlayerContext, PlayerInput } from './player-types.js';
import type { PlayerTrack } from './player-track.js';

export const NEXT_REPEAT_MODE: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' };

export function currentTrackOf(context: PlayerContext): PlayerTrack | undefined {
  return context.queue[context.currentIndex];
}

/** Context changes shared by everything that makes another queue item current. */
export function startOf(track: PlayerTrack | undefined): Pick<PlayerContext, 'currentTime' | 'duration' | 'playReported'> {
  return { currentTime: 0, duration: track?.duration ?? 0, playReported: false };
}

export function heartbeatPayload(track: PlayerTrack): HeartbeatPayload {
  return {
    activityType: track.kind,
    contentId: track.id,
    title: track.title,
    artist: track.artistName,
    album: track.albumTitle,
    artworkUrl: track.artworkUrl,
  };
}

export function initialContext(input: PlayerInput | undefined): PlayerContext {
  const { state, problems } = restorePlayerState(input?.restored);
  const deviceId = typeof input?.deviceId === 'string' && input.deviceId.trim() !== '' ? input.deviceId : null;
  return {
    ...state,
    duration: state.queue[state.currentIndex]?.duration ?? 0,
    isFullscreen: false,
    fadeGain: 1,
    speeds: {},
    deviceId,
    playReported: false,
    random: typeof input?.random === 'function' ? input.random : Math.random,
    restoreProblems: problems,
    // The defaults; the machine reads input.audio itself (player-machine.ts), so the settings' code stays off the first load.
    audio: { crossfadeSeconds: 0, gapless: true, normalization: 'off', streamingQuality: 'original', autoplay: false, waveform: false },
    preloadedId: null,
  };
}
