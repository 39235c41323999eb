import { commandFor, initialRemoteContext, remoteSetup } from './remote-setup.js';
import type { RemoteContext, RemoteEvent, RemotePlayerState } from './remote-types.js';

const fromResume = ({ event }: { event: RemoteEvent }) => (event.type === 'command.received' && event.command.type === 'resume' ? { positionMs: event.command.positionMs, playing: event.command.playing } : { positionMs: 0, playing: false });
/** The target's last known place, for taking playback back without it. */
const fromLastState = (playing?: boolean) => ({ context }: { context: RemoteContext }) => ({
  positionMs: context.remoteState?.positionMs ?? 0,
  playing: playing ?? context.remoteState?.playing ?? false,
  ...(context.remoteState ? { at: context.remoteState.at } : {}),
});
const byDevice = ({ event }: { event: { deviceId: string } }) => ({ deviceId: event.deviceId });
const stateParams = ({ event }: { event: { deviceId: string; state: RemotePlayerState | null } }) => ({ deviceId: event.deviceId, state: event.state });

/** Every control of the player bar, while this device is a remote: the command goes to the target. */
const CONTROLS = ['control.togglePlay', 'control.next', 'control.previous', 'control.seek', 'control.volume', 'control.shuffle', 'control.repeat', 'control.queue'] as const;
const controlTransitions = Object.fromEntries(
  CONTROLS.map((type) => [
    type,
    {
      actions: [
        {
          type: 'sendCommand' as const,
          params: ({ context, event }: { context: RemoteContext; event: RemoteEvent }) => ({ deviceId: context.targetId as string, command: commandFor(event, context.remoteState) ?? { type: 'play' as const } }),
        },
        { type: 'applyOptimistic' as const, params: ({ context, event }: { context: RemoteContext; event: RemoteEvent }) => ({ command: commandFor(event, context.remoteState) ?? { type: 'play' as const } }) },
      ],
    },
  ]),
);

/**
 * Which device of a code plays and which ones remote-control it (Connect). The player machine stays
 * the authority on the device that plays; this machine decides what this device is: the player
 * (`local`), handing playback over, or a remote of another device, and what happens when the channel
 * or the target goes away. Effects (commands, handovers, resuming) are actions the app provides.
 */
export const remoteControlMachine = remoteSetup.createMachine({
  id: 'remoteControl',
  context: ({ input }) => initialRemoteContext(input),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      on: {
        'channel.revoked': { target: 'revoked' },
        'devices.updated': { actions: { type: 'setDevices', params: ({ event }) => ({ devices: event.devices }) } },
        'notice.dismiss': { actions: { type: 'setNotice', params: { notice: null } } },
      },
      states: {
        channel: {
          initial: 'connecting',
          states: {
            connecting: {
              on: { 'channel.opened': { target: 'open', actions: 'resetAttempts' }, 'channel.lost': 'lost' },
            },
            open: {
              tags: 'connected',
              on: { 'channel.lost': 'lost' },
            },
            lost: {
              tags: 'reconnecting',
              entry: 'scheduleReconnect',
              exit: 'cancelReconnect',
              on: {
                'timer.reconnect': { target: 'lost', reenter: true, actions: ['countAttempt', 'reconnect'] },
                'channel.opened': { target: 'open', actions: ['resetAttempts', 'refreshDevices'] },
              },
            },
          },
        },
        mode: {
          initial: 'local',
          states: {
            local: {
              tags: 'local',
              on: {
                'command.received': [
                  {
                    guard: ({ event }) => event.command.type === 'transfer',
                    actions: [
                      {
                        type: 'handOver',
                        params: ({ event }) => ({ deviceId: event.command.type === 'transfer' ? event.command.toDeviceId : '' }),
                      },
                      { type: 'setTarget', params: ({ event }) => ({ deviceId: event.command.type === 'transfer' ? event.command.toDeviceId : '' }) },
                    ],
                    target: 'handingOver',
                  },
                  {
                    guard: ({ event }) => event.command.type === 'resume',
                    actions: { type: 'resumeHere', params: fromResume },
                  },
                  { actions: { type: 'applyCommand', params: ({ event }) => ({ command: event.command }) } },
                ],
                'devices.playOn': [
                  { guard: { type: 'isSelf', params: byDevice } },
                  // A device that already plays is taken under control; otherwise this device's playback moves there.
                  {
                    guard: ({ context, event }) => context.devices.some((d) => d.deviceId === event.deviceId && d.state !== null && !d.thisDevice) && !event.localActive,
                    target: 'remote',
                    actions: { type: 'setTarget', params: byDevice },
                  },
                  {
                    guard: { type: 'isOtherOnlineDevice', params: byDevice },
                    target: 'handingOver',
                    actions: [{ type: 'handOver', params: byDevice }, { type: 'setTarget', params: byDevice }],
                  },
                ],
                'state.received': { actions: { type: 'storeState', params: stateParams } },
              },
            },
            handingOver: {
              tags: ['remote', 'handingOver'],
              entry: 'scheduleHandoverTimeout',
              exit: 'cancelHandoverTimeout',
              on: {
                'timer.handover': { target: 'local', actions: ['takeBack', 'clearTarget', { type: 'setNotice', params: { notice: 'handoverFailed' } }] },
                'state.received': [
                  { guard: { type: 'isTarget', params: byDevice }, target: 'remote', actions: { type: 'storeState', params: stateParams } },
                  { actions: { type: 'storeState', params: stateParams } },
                ],
                'command.rejected': { target: 'local', actions: ['takeBack', 'clearTarget', { type: 'setNotice', params: { notice: 'handoverFailed' } }] },
                'command.received': {
                  guard: ({ event }) => event.command.type === 'resume',
                  target: 'local',
                  actions: ['clearTarget', { type: 'resumeHere', params: fromResume }],
                },
              },
            },
            remote: {
              tags: 'remote',
              initial: 'following',
              on: {
                // The target keeps playing; this device plays for itself now (a room it joined).
                'devices.release': { target: '#remoteControl.running.mode.local', actions: 'clearTarget' },
                'state.received': [
                  { guard: { type: 'playsInsteadOfTarget', params: stateParams }, actions: [{ type: 'storeState', params: stateParams }, { type: 'setTarget', params: byDevice }] },
                  { actions: { type: 'storeState', params: stateParams } },
                ],
                'command.received': {
                  guard: ({ event }) => event.command.type === 'resume',
                  target: 'local',
                  actions: ['clearTarget', { type: 'resumeHere', params: fromResume }],
                },
              },
              states: {
                following: {
                  on: {
                    ...controlTransitions,
                    'devices.updated': [
                      { guard: { type: 'targetOnline', params: ({ event }) => ({ devices: event.devices }) }, actions: { type: 'setDevices', params: ({ event }) => ({ devices: event.devices }) } },
                      { target: 'targetLost', actions: [{ type: 'setDevices', params: ({ event }) => ({ devices: event.devices }) }, { type: 'setNotice', params: { notice: 'targetLost' } }] },
                    ],
                    'command.accepted': { actions: { type: 'storeQueueVersion', params: ({ event }) => ({ queueVersion: event.queueVersion }) } },
                    'command.rejected': [
                      { guard: { type: 'isStaleQueue', params: ({ event }) => ({ reason: event.reason }) }, actions: ['reloadQueue', { type: 'setNotice', params: { notice: 'queueChanged' } }] },
                      { target: 'targetLost', actions: { type: 'setNotice', params: { notice: 'targetLost' } } },
                    ],
                    'devices.playHere': { target: 'claiming', actions: { type: 'sendCommand', params: ({ context }) => ({ deviceId: context.targetId as string, command: { type: 'transfer', toDeviceId: context.thisDeviceId } }) } },
                    'devices.playOn': [
                      { guard: { type: 'isSelf', params: byDevice }, target: 'claiming', actions: { type: 'sendCommand', params: ({ context }) => ({ deviceId: context.targetId as string, command: { type: 'transfer', toDeviceId: context.thisDeviceId } }) } },
                      { guard: { type: 'isTarget', params: byDevice } },
                      {
                        guard: { type: 'isOtherOnlineDevice', params: byDevice },
                        target: '#remoteControl.running.mode.handingOver',
                        actions: [{ type: 'sendCommand', params: ({ context, event }) => ({ deviceId: context.targetId as string, command: { type: 'transfer', toDeviceId: event.deviceId } }) }, { type: 'setTarget', params: byDevice }],
                      },
                    ],
                  },
                },
                claiming: {
                  tags: 'handingOver',
                  entry: 'scheduleClaimTimeout',
                  exit: 'cancelClaimTimeout',
                  on: {
                    'timer.claim': { target: '#remoteControl.running.mode.local', actions: [{ type: 'resumeHere', params: fromLastState() }, 'clearTarget'] },
                    'command.rejected': { target: '#remoteControl.running.mode.local', actions: [{ type: 'resumeHere', params: fromLastState() }, 'clearTarget'] },
                  },
                },
                targetLost: {
                  tags: 'targetLost',
                  on: {
                    'devices.updated': {
                      guard: { type: 'targetOnline', params: ({ event }) => ({ devices: event.devices }) },
                      target: 'following',
                      actions: [{ type: 'setDevices', params: ({ event }) => ({ devices: event.devices }) }, { type: 'setNotice', params: { notice: null } }],
                    },
                    'devices.playHere': {
                      target: '#remoteControl.running.mode.local',
                      actions: [{ type: 'resumeHere', params: fromLastState(true) }, 'clearTarget', { type: 'setNotice', params: { notice: null } }],
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    revoked: {
      tags: 'revoked',
      type: 'final',
      entry: ['logOut', 'clearTarget'],
    },
  },
});

export type RemoteControlMachine = typeof remoteControlMachine;
