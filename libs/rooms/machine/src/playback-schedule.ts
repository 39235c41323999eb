/**
 * Where a member's audio should be, and what to do when it is elsewhere. The room says "track T
 * started at server time S" (or "paused at P"); a device turns that into a position for its audio
 * element, ahead by its output latency (what the element decodes now is heard that much later).
 */
import { DRIFT_MAX_RATE_NUDGE, DRIFT_NUDGE_HORIZON_MS, DRIFT_READING_STEP_MS, DRIFT_READING_WEIGHT, DRIFT_SEEK_LEAD_MAX_MS, DRIFT_SEEK_LEAD_MIN_MS, DRIFT_SEEK_THRESHOLD_MS, DRIFT_TOLERANCE_MS, DRIFT_TRIM_ERROR_CAP_MS, DRIFT_TRIM_WEIGHT, TRACK_JOIN_LEAD_MS } from './constants.js';

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

/**
 * Where and when this device starts a new start of the room (a skip, a song that ended on its own,
 * a seek or Play: "at server time S the room is at position P", S = startedAt + P): cued paused at P
 * and played `inMs` from now, once the room is there less the output latency. Null when the start is
 * not ahead (the device is late for it: it joins in place, see `correctionFor`) or the room is paused.
 */
export function plannedStart(playback: RoomPlayback, serverNowMs: number, outputLatencyMs: number): { positionMs: number; inMs: number } | null {
  if (!playback.playing || playback.startedAtServerMs === null) return null;
  const inMs = playback.pausedPositionMs - expectedPositionMs(playback, serverNowMs, outputLatencyMs);
  return inMs > DRIFT_TOLERANCE_MS ? { positionMs: playback.pausedPositionMs, inMs } : null;
}

/** Cued where a playing room will be `leadMs` from now and played then, when the device is more than `behindMs` behind its place. */
function cueAhead(playback: RoomPlayback, serverNowMs: number, outputLatencyMs: number, behindMs: number, leadMs: number): { positionMs: number; inMs: number } | null {
  if (!playback.playing || playback.startedAtServerMs === null) return null;
  const expected = expectedPositionMs(playback, serverNowMs, outputLatencyMs);
  return expected - playback.pausedPositionMs > behindMs ? { positionMs: expected + leadMs, inMs: leadMs } : null;
}

/**
 * Where and when a device that comes to a playing room far behind its place (a reload, a late join:
 * more than the seek threshold) starts: cued where the room will be `seekLeadMs` from now and played
 * then, like a seek, without first playing from the song's start. Null when it is not that far behind
 * (a planned start still ahead, or a start just missed: the nudges close that).
 */
export const joinInPlace = (playback: RoomPlayback, serverNowMs: number, outputLatencyMs: number, seekLeadMs: number) =>
  cueAhead(playback, serverNowMs, outputLatencyMs, DRIFT_SEEK_THRESHOLD_MS, seekLeadMs);

/**
 * Where and when a device late for a new song's planned start (a skip that reached it after its
 * instant) starts that song: cued where the room will be TRACK_JOIN_LEAD_MS from now and played then,
 * rather than from the song's start (behind by its lateness) or after a seek's longer lead.
 */
export const trackJoin = (playback: RoomPlayback, serverNowMs: number, outputLatencyMs: number) =>
  cueAhead(playback, serverNowMs, outputLatencyMs, DRIFT_TOLERANCE_MS, TRACK_JOIN_LEAD_MS);

/** Whether two readings of the room's playback are the same (a room read after the channel's event that already gave it). */
export const samePlayback = (a: RoomPlayback, b: RoomPlayback) =>
  a.trackId === b.trackId && a.playing === b.playing && a.startedAtServerMs === b.startedAtServerMs && a.pausedPositionMs === b.pausedPositionMs;

/** Whether `next` starts the room anew against `previous` (another song, another start time, Play after a pause). */
export function isNewStart(previous: RoomPlayback | null, next: RoomPlayback): boolean {
  return next.playing && (!previous?.playing || previous.trackId !== next.trackId || previous.startedAtServerMs !== next.startedAtServerMs);
}

export type DriftCorrection =
  | { kind: 'hold'; rate: number; errorMs: number }
  | { kind: 'nudge'; rate: number; errorMs: number }
  | { kind: 'seek'; positionMs: number; rate: number; errorMs: number };

/**
 * What to do about the distance between where the audio is and where it should be: a playback-rate
 * nudge proportional to the error (capped; within the tolerance it holds, in sync) up to the seek threshold,
 * and a seek beyond it, `seekLeadMs` ahead of the room: the audio is cued there paused and played
 * when the room gets there, `seekLeadMs` later (a stream asked for again is ready by then). Every rate is on top of `rateTrim`, the rate that holds this device's audio on the room's
 * clock (see `heldAfter`). A positive error means the audio is behind and must speed up.
 */
export function correctionFor(expectedMs: number, actualMs: number, seekLeadMs = 0, rateTrim = 1): DriftCorrection {
  const errorMs = expectedMs - actualMs;
  const size = Math.abs(errorMs);
  if (size > DRIFT_SEEK_THRESHOLD_MS) return { kind: 'seek', positionMs: Math.max(0, expectedMs + seekLeadMs), rate: rateTrim, errorMs };
  const nudge = Math.max(-DRIFT_MAX_RATE_NUDGE, Math.min(DRIFT_MAX_RATE_NUDGE, errorMs / DRIFT_NUDGE_HORIZON_MS));
  // Within the tolerance the device is in sync, and the (smoothed) error is still closed: left alone, it would sit at the tolerance.
  return { kind: size <= DRIFT_TOLERANCE_MS ? 'hold' : 'nudge', rate: rateTrim + nudge, errorMs };
}

/** The error the controller holds after a reading, with when it was read and the nudge (rate less trim) set since. */
export interface HeldError {
  errorMs: number;
  atMs: number;
  nudge: number;
}

/**
 * The error to correct and the rate trim after a reading of `readErrorMs` at local time `atMs` (an
 * alpha-beta filter): the last reading foretells this one (its error, less what the nudge set since
 * closed); the error moves `DRIFT_READING_WEIGHT` of the way to the reading, so one reading's jitter
 * is not answered whole, and what the reading still finds beyond the foretold error moves the trim
 * (the rate that holds this device's audio clock on the room's: one running slow keeps falling behind
 * the foretold error). Nothing held, or a reading a step away from the foretold, counts whole and
 * leaves the trim.
 */
export function heldAfter(held: HeldError | null, rateTrim: number, readErrorMs: number, atMs: number): { errorMs: number; rateTrim: number } {
  const elapsed = held ? atMs - held.atMs : 0;
  if (!held || elapsed <= 0) return { errorMs: readErrorMs, rateTrim };
  const foretold = held.errorMs - held.nudge * elapsed;
  const surprise = readErrorMs - foretold;
  if (Math.abs(surprise) > DRIFT_READING_STEP_MS) return { errorMs: readErrorMs, rateTrim };
  const counted = Math.max(-DRIFT_TRIM_ERROR_CAP_MS, Math.min(DRIFT_TRIM_ERROR_CAP_MS, surprise));
  const trim = rateTrim + (DRIFT_TRIM_WEIGHT * counted) / elapsed;
  return { errorMs: foretold + DRIFT_READING_WEIGHT * surprise, rateTrim: Math.max(1 - DRIFT_MAX_RATE_NUDGE, Math.min(1 + DRIFT_MAX_RATE_NUDGE, trim)) };
}

/**
 * The seek lead after the first reading that follows a seek: what that reading still finds behind
 * (positive) or ahead is what the seek took, so the lead moves by it (within 0 and the maximum).
 */
export function seekLeadAfter(seekLeadMs: number, errorAfterSeekMs: number): number {
  return Math.max(DRIFT_SEEK_LEAD_MIN_MS, Math.min(DRIFT_SEEK_LEAD_MAX_MS, seekLeadMs + errorAfterSeekMs));
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
