import type { RoomRow } from './room-store.js';
import { START_AHEAD_MS } from './room-store.js';

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
      return { current_index: index, paused_position_ms: 0, started_at_ms: room.playing ? startAt : null };
    }
    default:
      return {};
  }
}
