import type { RoomRow } from './room-store.js';
import { SKIP_START_AHEAD_MS, START_AHEAD_MS } from './room-store.js';

export type RoomCommandInput = { type: 'play' | 'pause' | 'seek' | 'next' | 'previous' | 'add' | 'vote' | 'voting'; position_ms?: number; track_id?: string; proposal_id?: string; on?: boolean };

/** Where the room's audio is at server time `now`. */
export function positionAt(room: Pick<RoomRow, 'playing' | 'started_at_ms' | 'paused_position_ms'>, now: number): number {
  return room.playing && room.started_at_ms !== null ? Math.max(0, Math.round(now - room.started_at_ms)) : room.paused_position_ms;
}

/** The columns of the room's playback after a play, pause, seek or skip at server time `now`. */
export function playbackAfter(room: RoomRow, command: RoomCommandInput, now: number, queueLength: number) {
  const startAt = now + START_AHEAD_MS;
  switch (command.type) {
    case 'play':
      return room.playing ? {} : { playing: 1, started_at_ms: startAt - room.paused_position_ms };
    case 'pause':
      return room.playing ? { playing: 0, started_at_ms: null, paused_position_ms: positionAt(room, now) } : {};
    case 'seek': {
      const position = command.position_ms ?? 0;
      return room.playing ? { started_at_ms: startAt - position, paused_position_ms: position } : { paused_position_ms: position };
    }
    case 'next':
    case 'previous': {
      const index = Math.min(Math.max(0, room.current_index + (command.type === 'next' ? 1 : -1)), Math.max(0, queueLength - 1));
      return { current_index: index, paused_position_ms: 0, started_at_ms: room.playing ? now + SKIP_START_AHEAD_MS : null };
    }
    default:
      return {};
  }
}

/**
 * The room's playback past the songs that ended on their own by server time `now`: each member's
 * player moved on to the next song as the last one ended, so the next one started where that one
 * ended (`lengthMs` of a queue place: the song's catalogue length); past the queue's last song the
 * room is paused at its end. Null when the current song still plays or a length is unknown.
 */
export function pastEndedSongs(room: Pick<RoomRow, 'playing' | 'started_at_ms' | 'current_index'>, lengthMs: (index: number) => number | undefined, queueLength: number, now: number) {
  if (!room.playing || room.started_at_ms === null) return null;
  let index = room.current_index;
  let startedAt = room.started_at_ms;
  for (;;) {
    const length = lengthMs(index);
    if (length === undefined || !(length > 0) || now < startedAt + length) break;
    if (index + 1 >= queueLength) return { current_index: index, playing: 0, started_at_ms: null, paused_position_ms: Math.round(length) };
    startedAt += length;
    index++;
  }
  return index === room.current_index ? null : { current_index: index, started_at_ms: Math.round(startedAt), paused_position_ms: 0 };
}

/** How far a member's reported start of a song may be from the start the room worked out (near its computed end). */
export const REPORTED_START_WINDOW_MS = 500;

/**
 * The room's start of its current song as a member reports its player started it (it moved on by
 * itself as the last song ended): taken only for the same song, playing, in the room's `version`
 * the member saw (nothing changed since, not even an earlier report: the first one wins) and within
 * REPORTED_START_WINDOW_MS of the computed start. Null when not plausible.
 */
export function reportedStart(room: Pick<RoomRow, 'playing' | 'started_at_ms' | 'current_index' | 'version'>, trackIds: number[], report: { trackId: number; startedAtMs: number; version: number }) {
  if (!room.playing || room.started_at_ms === null || room.version !== report.version || trackIds[room.current_index] !== report.trackId) return null;
  if (Math.abs(report.startedAtMs - room.started_at_ms) > REPORTED_START_WINDOW_MS) return null;
  return { started_at_ms: Math.round(report.startedAtMs) };
}

/** A track's length and gapless fields as the catalogue keeps them (seconds; samples). */
export interface TrackLengthRow {
  duration: number | string;
  encoder_delay?: number | null;
  encoder_padding?: number | null;
  sample_rate?: number | null;
}

/**
 * How long a song plays in a member's player, in ms: its catalogue length counts every frame of an
 * MP3, while players drop the encoder's delay and padding that the gapless fields name (about 0.1 s at
 * 22 kHz); a room that counted them would start the next song after the members had.
 */
export function playedLengthMs(row: TrackLengthRow): number {
  const full = Number(row.duration) * 1000;
  const { encoder_delay: delay, encoder_padding: padding, sample_rate: rate } = row;
  if (delay == null || padding == null || !rate || !(rate > 0)) return full;
  const trimmed = full - ((delay + padding) / rate) * 1000;
  return trimmed > 0 ? trimmed : full;
}
