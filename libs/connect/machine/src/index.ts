export * from './constants.js';
export type * from './remote-types.js';
export { remoteControlMachine, type RemoteControlMachine } from './remote-machine.js';
export { commandFor, optimistic } from './remote-setup.js';
export { positionAt, selectIsRemote, selectTargetLost, selectTarget, selectTargetName, selectTargetPlaying, type RemoteSnapshot } from './selectors.js';
