/** The remote-control machine's setup: every action, guard and delay by name; the chart is remote-machine.ts. */
import { assign, cancel, raise, setup } from 'xstate';
import { CLAIM_TIMEOUT_MS, HANDOVER_TIMEOUT_MS, RECONNECT_DELAYS_MS } from './constants.js';
import type { ApplyCommandParams, RemoteCommand, RemoteContext, RemoteDevice, RemoteEvent, RemoteInput, RemoteNotice, RemotePlayerState, RemoteTag, RemoteTimerEvent, ResumeHereParams, SendCommandParams } from './remote-types.js';

/** An effect the app provides with `remoteControlMachine.provide({ actions })`; does nothing until then. */
function effect<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => undefined;
}

const NEXT_REPEAT = { off: 'all', all: 'one', one: 'off' } as const;

/** The target's state as this device's command will leave it, until the target reports its own. */
export function optimistic(state: RemotePlayerState | null, command: RemoteCommand): RemotePlayerState | null {
  if (!state) return state;
  switch (command.type) {
    case 'play':
    case 'pause':
      return { ...state, playing: command.type === 'play' };
    case 'seek':
      return { ...state, positionMs: command.positionMs };
    case 'volume':
      return { ...state, volume: command.volume };
    case 'shuffle':
      return { ...state, shuffle: command.shuffle };
    case 'repeat':
      return { ...state, repeat: command.repeat };
    default:
      return state;
  }
}

/** The command a control event of the player bar stands for, on the target's current state. */
export function commandFor(event: RemoteEvent, state: RemotePlayerState | null): RemoteCommand | null {
  switch (event.type) {
    case 'control.togglePlay':
      return { type: state?.playing ? 'pause' : 'play' };
    case 'control.next':
      return { type: 'next' };
    case 'control.previous':
      return { type: 'previous' };
    case 'control.seek':
      return { type: 'seek', positionMs: Math.max(0, Math.round(event.positionMs)) };
    case 'control.volume':
      return { type: 'volume', volume: Math.min(1, Math.max(0, event.volume)) };
    case 'control.shuffle':
      return { type: 'shuffle', shuffle: !(state?.shuffle ?? false) };
    case 'control.repeat':
      return { type: 'repeat', repeat: NEXT_REPEAT[state?.repeat ?? 'off'] };
    case 'control.queue':
      return { type: 'queue', trackIds: event.trackIds, currentIndex: event.currentIndex, queueVersion: event.queueVersion ?? state?.queueVersion ?? 0 };
    default:
      return null;
  }
}

const deviceIn = (devices: readonly RemoteDevice[], id: string | null) => (id === null ? undefined : devices.find((d) => d.deviceId === id));

export const remoteSetup = setup({
  types: {
    context: {} as RemoteContext,
    events: {} as RemoteEvent | RemoteTimerEvent,
    input: {} as RemoteInput,
    tags: {} as RemoteTag,
  },
  actions: {
    // Effects: no-ops here; the app provides them.
    /** Send `command` to `deviceId` through the server. */
    sendCommand: effect<SendCommandParams>(),
    /** Give a command received from another device to this device's player. */
    applyCommand: effect<ApplyCommandParams>(),
    /** Move this device's playback to `deviceId`: save the queue now, send it `resume` at this position, stop here. */
    handOver: effect<{ deviceId: string }>(),
    /** Play the saved queue here from `positionMs` (a `resume` command, or the last state of a lost device). */
    resumeHere: effect<ResumeHereParams>(),
    /** Play again here after a handover that did not happen. */
    takeBack: effect(),
    /** Open the channel again. */
    reconnect: effect(),
    /** Read the code's devices again (after a reconnection). */
    refreshDevices: effect(),
    /** Read the play queue again (a queue edit lost to another). */
    reloadQueue: effect(),
    /** The device or its code was revoked: log out. */
    logOut: effect(),

    // Context updates.
    setDevices: assign(({ context }, { devices }: { devices: RemoteDevice[] }) => {
      const target = deviceIn(devices, context.targetId);
      return { devices, remoteState: target ? (target.state ?? context.remoteState) : context.remoteState, targetName: target?.name ?? context.targetName };
    }),
    storeState: assign(({ context }, { deviceId, state }: { deviceId: string; state: RemotePlayerState | null }) => ({
      devices: context.devices.map((d) => (d.deviceId === deviceId ? { ...d, state } : d)),
      remoteState: deviceId === context.targetId ? state : context.remoteState,
    })),
    setTarget: assign(({ context }, { deviceId }: { deviceId: string }) => {
      const target = deviceIn(context.devices, deviceId);
      return { targetId: deviceId, targetName: target?.name ?? null, remoteState: target?.state ?? null, notice: null };
    }),
    clearTarget: assign({ targetId: null, targetName: null, remoteState: null }),
    applyOptimistic: assign(({ context }, { command }: { command: RemoteCommand }) => ({ remoteState: optimistic(context.remoteState, command) })),
    /** A newer queue version than the target reported: the edit this device just made. */
    storeQueueVersion: assign(({ context }, { queueVersion }: { queueVersion: number }) => ({
      remoteState: context.remoteState && queueVersion > context.remoteState.queueVersion ? { ...context.remoteState, queueVersion } : context.remoteState,
    })),
    setNotice: assign((_, { notice }: { notice: RemoteNotice | null }) => ({ notice })),
    // Timers: delayed internal events on the named delays, cancelled when their state is left.
    scheduleReconnect: raise({ type: 'timer.reconnect' }, { id: 'reconnect', delay: 'reconnectDelay' }),
    cancelReconnect: cancel('reconnect'),
    scheduleHandoverTimeout: raise({ type: 'timer.handover' }, { id: 'handover', delay: 'handoverTimeout' }),
    cancelHandoverTimeout: cancel('handover'),
    scheduleClaimTimeout: raise({ type: 'timer.claim' }, { id: 'claim', delay: 'claimTimeout' }),
    cancelClaimTimeout: cancel('claim'),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    resetAttempts: assign({ attempts: 0 }),
  },
  guards: {
    isOtherOnlineDevice: ({ context }, { deviceId }: { deviceId: string }) => deviceId !== context.thisDeviceId && deviceIn(context.devices, deviceId) !== undefined,
    isSelf: ({ context }, { deviceId }: { deviceId: string }) => deviceId === context.thisDeviceId,
    isTarget: ({ context }, { deviceId }: { deviceId: string }) => deviceId === context.targetId,
    targetOnline: ({ context }, { devices }: { devices: readonly RemoteDevice[] }) => deviceIn(devices, context.targetId) !== undefined,
    /** Another device started playing while the target stopped being the player: follow the one that plays. */
    playsInsteadOfTarget: ({ context }, { deviceId, state }: { deviceId: string; state: RemotePlayerState | null }) =>
      deviceId !== context.thisDeviceId && deviceId !== context.targetId && state?.playing === true && !context.remoteState?.playing,
    isStaleQueue: (_, { reason }: { reason: string }) => reason === 'stale_queue',
  },
  delays: {
    reconnectDelay: ({ context }) => RECONNECT_DELAYS_MS[Math.min(context.attempts, RECONNECT_DELAYS_MS.length - 1)] as number,
    handoverTimeout: HANDOVER_TIMEOUT_MS,
    claimTimeout: CLAIM_TIMEOUT_MS,
  },
});

export const initialRemoteContext = (input: RemoteInput): RemoteContext => ({ thisDeviceId: input.thisDeviceId, devices: [], targetId: null, targetName: null, remoteState: null, attempts: 0, notice: null });
