export { bindSync, type SyncBinding, type SyncPorts } from './sync-binding.js';
export { outputLatencyMs, type LatencySource } from './output-latency.js';
export { setRoomService, useInRoom, useRoomEnded, useRoomService, useRoomSnapshot } from './room-store.js';
export type { RoomService, RoomSnapshot } from './room-service.js';
export type { RoomPlayer, ToPlayerTrack } from './room-player.js';
