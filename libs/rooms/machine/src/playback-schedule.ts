/**
 * Where a member's audio should be, and what to do when it is elsewhere. The room says "track T
 * started at server time S" (or "paused at P"); a device turns that into a position for its audio
 * element, ahead by its output latency (what the element decodes now is heard that much later).
 */
import { DRIFT_MAX_RATE_NUDGE, DRIFT_NUDGE_HORIZON_MS, DRIFT_SEEK_THRESHOLD_MS, DRIFT_TOLERANCE_MS } from './constants.js';

/** The room's playback, as the server keeps it. */
export interface RoomPlayback {
  trackId: string | null;
  /** Server time at which position 0 of the track was (or will be) heard; null while paused. */
  startedAtServerMs: number | null;
  /** Position kept while paused. */
  pausedPositionMs: number;
  playing: boolean;
}

/** Where the audio element should be now, in ms of the track; negative while a scheduled start is still ahead. */
export function expectedPositionMs(playback: RoomPlayback, serverNowMs: number, outputLatencyMs: number): number {
  if (!playback.playing || playback.startedAtServerMs === null) return playback.pausedPositionMs;
  return serverNowMs + Math.max(0, outputLatencyMs) - playback.startedAtServerMs;
}

export type DriftCorrection =
  | { kind: 'hold'; rate: 1; errorMs: number }
  | { kind: 'nudge'; rate: number; errorMs: number }
  | { kind: 'seek'; positionMs: number; rate: 1; errorMs: number };

/**
 * What to do about the distance between where the audio is and where it should be: nothing within
 * the tolerance, a playback-rate nudge proportional to the error (capped) up to the seek threshold,
 * and a seek beyond it. A positive error means the audio is behind and must speed up.
 */
export function correctionFor(expectedMs: number, actualMs: number): DriftCorrection {
  const errorMs = expectedMs - actualMs;
  const size = Math.abs(errorMs);
  if (size <= DRIFT_TOLERANCE_MS) return { kind: 'hold', rate: 1, errorMs };
  if (size > DRIFT_SEEK_THRESHOLD_MS) return { kind: 'seek', positionMs: Math.max(0, expectedMs), rate: 1, errorMs };
  const nudge = Math.max(-DRIFT_MAX_RATE_NUDGE, Math.min(DRIFT_MAX_RATE_NUDGE, errorMs / DRIFT_NUDGE_HORIZON_MS));
  return { kind: 'nudge', rate: 1 + nudge, errorMs };
}

/** The room's playback once a member plays, pauses or seeks at server time `serverNowMs`. */
export function playbackAfter(playback: RoomPlayback, command: { type: 'play' } | { type: 'pause' } | { type: 'seek'; positionMs: number } | { type: 'track'; trackId: string }, serverNowMs: number, startDelayMs = 0): RoomPlayback {
  const position = Math.max(0, expectedPositionMs(playback, serverNowMs, 0));
  switch (command.type) {
    case 'pause':
      return { ...playback, playing: false, startedAtServerMs: null, pausedPositionMs: position };
    case 'play':
      return playback.playing ? playback : { ...playback, playing: true, startedAtServerMs: serverNowMs + startDelayMs - playback.pausedPositionMs };
    case 'seek':
      return playback.playing
        ? { ...playback, startedAtServerMs: serverNowMs + startDelayMs - command.positionMs, pausedPositionMs: command.positionMs }
        : { ...playback, pausedPositionMs: command.positionMs };
    case 'track':
      return { trackId: command.trackId, playing: playback.playing, pausedPositionMs: 0, startedAtServerMs: playback.playing ? serverNowMs + startDelayMs : null };
  }
}
