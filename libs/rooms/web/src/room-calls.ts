import { isApiError, unwrapData, unwrapOptional, type ApiClient, type components, type Track } from '@tangerine/api';
import type { RoomCommand, RoomJoinFailure, RoomRole, RoomView } from '@tangerine/rooms-machine';

type Schemas = components['schemas'];
export type RoomAnswer = Schemas['Room'];

export const toRoomView = (room: RoomAnswer): RoomView => ({
  roomId: room.room_id,
  hostDeviceId: room.host_device_id,
  members: room.members.map((m) => ({ deviceId: m.device_id, name: m.name, guest: m.guest })),
  // The room carries a page of its queue around the current track (a queue may be 10,000 long): the device follows that page.
  queue: room.queue,
  currentIndex: Math.max(0, room.current_index - room.queue_offset),
  queueOffset: room.queue_offset,
  queueLength: room.queue_length,
  version: room.version,
  playback: { trackId: room.playback.track_id, startedAtServerMs: room.playback.started_at_ms, pausedPositionMs: room.playback.paused_position_ms, playing: room.playback.playing },
  joinCode: room.join_code,
  voting: room.voting,
  proposals: room.proposals.map((p) => ({ id: p.id, trackId: p.track_id, votes: p.votes, voted: p.voted })),
});

export const roleOf = (room: RoomAnswer): RoomRole => room.role;

/**
 * The room as a `room` event of the channel changes it (`playback` with `current_index`: a play,
 * pause, seek or skip), or null when the event does not say enough: no playback, not newer than
 * `room`, or a current track outside the page of the queue this device holds (the read tells then).
 */
export function roomAfterEvent(room: RoomView, data: Record<string, unknown>): RoomView | null {
  const version = data['version'];
  const wire = data['playback'] as Partial<RoomAnswer['playback'] & { current_index: number }> | undefined;
  if (typeof version !== 'number' || version <= room.version || data['room_id'] !== room.roomId || !wire || typeof wire !== 'object') return null;
  const { track_id: trackId, started_at_ms: startedAt, paused_position_ms: pausedAt, playing, current_index: index } = wire;
  if (typeof playing !== 'boolean' || typeof pausedAt !== 'number' || typeof index !== 'number' || !(typeof startedAt === 'number' || startedAt === null)) return null;
  const currentIndex = index - room.queueOffset;
  if (typeof trackId !== 'string' || room.queue[currentIndex] !== trackId) return null;
  return { ...room, version, currentIndex, playback: { trackId, startedAtServerMs: startedAt, pausedPositionMs: pausedAt, playing } };
}

/** Why joining failed, as the room machine names it. */
export function joinFailureOf(error: unknown): RoomJoinFailure {
  // A refusal is the call's ApiError (unwrap); no answer at all (status 0) is offline.
  if (isApiError(error)) {
    if (error.status === 429) return 'rate_limited';
    if (error.code === 'invalid_join_code') return 'wrong_code';
    return error.status === 404 ? 'not_found' : 'offline';
  }
  return 'offline';
}

const wireCommand = (command: RoomCommand): Schemas['RoomCommand'] => {
  switch (command.type) {
    case 'seek':
      return { type: 'seek', position_ms: Math.max(0, Math.round(command.positionMs)) };
    case 'add':
      return { type: 'add', track_id: command.trackId };
    case 'vote':
      return { type: 'vote', proposal_id: command.proposalId };
    case 'voting':
      return { type: 'voting', on: command.on };
    default:
      return { type: command.type };
  }
};

/** The rooms calls of the contract, on the quiet client (the room machine says what failed). */
export function createRoomCalls(api: () => ApiClient) {
  return {
    playInSync: async (deviceId: string) => unwrapData(await api().quiet.POST('/api/v1/rooms', { body: { device_id: deviceId } })),
    /** The room this device is in, or null when it is in none. */
    async current(): Promise<RoomAnswer | null> {
      // 204: no room (the contract's answer, so a page load in no room logs no error).
      return unwrapOptional(await api().quiet.GET('/api/v1/rooms/current')) ?? null;
    },
    leave: async () => unwrapOptional(await api().quiet.POST('/api/v1/rooms/current/leave')),
    removeGuest: async (deviceId: string) => unwrapData(await api().quiet.DELETE('/api/v1/rooms/current/guests/{deviceId}', { params: { path: { deviceId } } })),
    invite: async () => unwrapData(await api().quiet.POST('/api/v1/rooms/current/join-code')),
    join: async (code: string) => unwrapData(await api().quiet.POST('/api/v1/rooms/join', { body: { code } })),
    command: async (command: RoomCommand) => unwrapData(await api().quiet.POST('/api/v1/rooms/current/commands', { body: wireCommand(command) })),
    /** This member's player started the room's current song by itself at server time `startedAtMs` (room `version`). */
    songStarted: async (trackId: string, startedAtMs: number, version: number) =>
      unwrapData(await api().quiet.POST('/api/v1/rooms/current/song-started', { body: { track_id: trackId, started_at_ms: Math.max(0, Math.round(startedAtMs)), version } })),
    askClock: async (sentAt: number) => unwrapOptional(await api().quiet.POST('/api/v1/connect/clock', { body: { sent_at: sentAt } })),
    track: async (id: string): Promise<Track> => unwrapData(await api().quiet.GET('/api/v1/browse/tracks/{id}', { params: { path: { id } } })),
  };
}

export type RoomCalls = ReturnType<typeof createRoomCalls>;
