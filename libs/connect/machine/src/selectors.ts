import type { SnapshotFrom } from 'xstate';
import type { RemoteControlMachine } from './remote-machine.js';
import type { RemoteDevice, RemotePlayerState } from './remote-types.js';

export type RemoteSnapshot = SnapshotFrom<RemoteControlMachine>;

/** Where a device's track is at `now` (epoch ms): its reported position, moved on while it plays. */
export function positionAt(state: Pick<RemotePlayerState, 'positionMs' | 'playing' | 'durationMs'>, at: number, now: number): number {
  const moved = state.playing ? Math.max(0, now - at) : 0;
  const position = state.positionMs + moved;
  return state.durationMs > 0 ? Math.min(position, state.durationMs) : position;
}

export const selectIsRemote = (snapshot: RemoteSnapshot) => snapshot.hasTag('remote');
export const selectTargetLost = (snapshot: RemoteSnapshot) => snapshot.hasTag('targetLost');

/** The device this one controls, while it is a remote. */
export function selectTarget(snapshot: RemoteSnapshot): RemoteDevice | null {
  const { targetId, devices } = snapshot.context;
  return targetId === null ? null : (devices.find((d) => d.deviceId === targetId) ?? null);
}

/** The name of the device this one controls, also once it went away ("<name> is no longer available"). */
export const selectTargetName = (snapshot: RemoteSnapshot): string | null => selectTarget(snapshot)?.name ?? snapshot.context.targetName;

/** Whether the controlled device plays now as far as this one knows: a lost one is not heard playing. */
export const selectTargetPlaying = (snapshot: RemoteSnapshot): boolean => !snapshot.hasTag('targetLost') && (snapshot.context.remoteState?.playing ?? false);
