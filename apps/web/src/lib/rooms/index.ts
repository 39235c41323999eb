export { setRoomService, useInRoom, useRoomService, useRoomSnapshot } from './room-store';
export type { RoomService, RoomSnapshot } from './room-service';
