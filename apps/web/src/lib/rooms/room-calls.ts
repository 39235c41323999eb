import { type ApiClient, type components, type Track } from '@tangerine/api';
import type { RoomCommand, RoomJoinFailure, RoomRole, RoomView } from '@tangerine/rooms-machine';

type Schemas = components['schemas'];
export type RoomAnswer = Schemas['Room'];

/** A room call the server refused: its status and machine-readable code. */
export class RoomRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`Room call refused: ${status} ${code}`);
  }
}

export const toRoomView = (room: RoomAnswer): RoomView => ({
  roomId: room.room_id,
  hostDeviceId: room.host_device_id,
  members: room.members.map((m) => ({ deviceId: m.device_id, name: m.name, guest: m.guest })),
  queue: room.queue,
  currentIndex: room.current_index,
  playback: { trackId: room.playback.track_id, startedAtServerMs: room.playback.started_at_ms, pausedPositionMs: room.playback.paused_position_ms, playing: room.playback.playing },
  joinCode: room.join_code,
});

export const roleOf = (room: RoomAnswer): RoomRole => room.role;

/** Why joining failed, as the room machine names it. */
export function joinFailureOf(error: unknown): RoomJoinFailure {
  if (error instanceof RoomRefused) {
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
    default:
      return { type: command.type };
  }
};

async function answered<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) throw new RoomRefused(response.status, (error as { code?: string } | undefined)?.code ?? 'other');
  return data as D;
}

/** The rooms calls of the contract, on the quiet client (the room machine says what failed). */
export function createRoomCalls(api: () => ApiClient) {
  return {
    playInSync: (deviceId: string) => answered(api().quiet.POST('/api/v1/rooms', { body: { device_id: deviceId } })),
    /** The room this device is in, or null when it is in none. */
    async current(): Promise<RoomAnswer | null> {
      // 204: no room (the contract's answer, so a page load in no room logs no error).
      return (await answered(api().quiet.GET('/api/v1/rooms/current'))) ?? null;
    },
    leave: () => answered(api().quiet.POST('/api/v1/rooms/current/leave')),
    invite: () => answered(api().quiet.POST('/api/v1/rooms/current/join-code')),
    join: (code: string) => answered(api().quiet.POST('/api/v1/rooms/join', { body: { code } })),
    command: (command: RoomCommand) => answered(api().quiet.POST('/api/v1/rooms/current/commands', { body: wireCommand(command) })),
    askClock: (sentAt: number) => answered(api().quiet.POST('/api/v1/connect/clock', { body: { sent_at: sentAt } })),
    track: (id: string): Promise<Track> => answered(api().quiet.GET('/api/v1/browse/tracks/{id}', { params: { path: { id } } })),
  };
}

export type RoomCalls = ReturnType<typeof createRoomCalls>;
