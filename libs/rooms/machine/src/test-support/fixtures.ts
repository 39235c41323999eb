import type { RoomPlayback } from '../playback-schedule.js';
import type { RoomMember, RoomView } from '../room-types.js';

export const THIS = 'dev-this';
export const KITCHEN = 'dev-kitchen';
export const GUEST_PHONE = 'dev-guest-phone';

export const member = (deviceId: string, guest = false): RoomMember => ({ deviceId, name: deviceId, guest });
export const playingSince = (startedAtServerMs: number, trackId = 't1'): RoomPlayback => ({ trackId, startedAtServerMs, pausedPositionMs: 0, playing: true });
export const pausedAt = (pausedPositionMs: number, trackId = 't1'): RoomPlayback => ({ trackId, startedAtServerMs: null, pausedPositionMs, playing: false });

export function room(members: RoomMember[], hostDeviceId = KITCHEN, playback: RoomPlayback = pausedAt(0)): RoomView {
  return { roomId: 'room-1', hostDeviceId, members, queue: ['t1', 't2'], currentIndex: 0, queueOffset: 0, queueLength: 2, version: 1, playback, joinCode: null, voting: false, proposals: [] };
}
