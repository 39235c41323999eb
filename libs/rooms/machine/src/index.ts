export * from './constants.js';
export * from './clock-offset.js';
export * from './playback-schedule.js';
export type * from './room-types.js';
export { roomMachine, type RoomMachine } from './room-machine.js';
export { syncMachine, type SyncContext, type SyncEvent, type SyncMachine } from './sync-machine.js';
