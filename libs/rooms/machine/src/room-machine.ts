import { assign, cancel, raise, setup } from 'xstate';
import { ROOM_RECONNECT_DELAYS_MS } from './constants.js';
import type { RoomPlayback } from './playback-schedule.js';
import type { RoomCommand, RoomContext, RoomEndReason, RoomEvent, RoomInput, RoomJoinFailure, RoomRole, RoomTag, RoomTimerEvent, RoomView } from './room-types.js';

/** An effect the app provides with `roomMachine.provide({ actions })`; does nothing until then. */
function effect<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => undefined;
}

const inRoom = (room: RoomView, deviceId: string) => room.members.some((m) => m.deviceId === deviceId);
const roleIn = (room: RoomView, deviceId: string, role: RoomRole | null): RoomRole => (role === 'guest' ? 'guest' : room.hostDeviceId === deviceId ? 'host' : 'member');
/** What a device of the owner's code may do in its room (hosting or member); a guest may not. */
const ownerDeviceTransitions = {
  'room.playInSync': { actions: { type: 'addDevice', params: ({ event }: { event: Extract<RoomEvent, { type: 'room.playInSync' }> }) => ({ deviceId: event.deviceId }) } },
  'room.invite': { actions: { type: 'requestJoinCode', params: ({ context }: { context: RoomContext }) => ({ roomId: context.room?.roomId ?? '' }) } },
  'room.removeGuest': { actions: { type: 'removeGuest', params: ({ event }: { event: Extract<RoomEvent, { type: 'room.removeGuest' }> }) => ({ deviceId: event.deviceId }) } },
  'channel.lost': '#room.reconnecting',
} as const;
const endWith = (reason: RoomEndReason) => ({ target: '#room.ended' as const, actions: [{ type: 'setEnded' as const, params: { reason } }, 'roomEnded' as const] });

/**
 * What this device is in a room (several devices playing as one): alone, joining, hosting (it started
 * the room), member (another device of the owner's code), guest (a device of another code),
 * reconnecting (its channel dropped; it rejoins in sync) or ended. Effects are actions the app
 * provides: `requestRoom`, `addDevice`, `joinAsGuest`, `leaveRoom`, `continueAlone` (keep playing
 * alone from where the room was), `requestJoinCode`, `removeGuest`, `sendRoomCommand`, `reconnect`, `rejoin`,
 * `roomEnded`. The sync of playback itself is `syncMachine`'s.
 */
export const roomMachine = setup({
  types: { context: {} as RoomContext, events: {} as RoomEvent | RoomTimerEvent, input: {} as RoomInput, tags: {} as RoomTag },
  actions: {
    requestRoom: effect<{ deviceId: string }>(),
    addDevice: effect<{ deviceId: string }>(),
    joinAsGuest: effect<{ code: string }>(),
    leaveRoom: effect<{ roomId: string }>(),
    continueAlone: effect<{ playback: RoomPlayback }>(),
    requestJoinCode: effect<{ roomId: string }>(),
    removeGuest: effect<{ deviceId: string }>(),
    sendRoomCommand: effect<{ roomId: string; command: RoomCommand }>(),
    reconnect: effect(),
    rejoin: effect<{ roomId: string }>(),
    roomEnded: effect(),
    setRoom: assign({
      room: (_, params: { room: RoomView }) => params.room,
    }),
    setRole: assign({ role: ({ context }, params: { room: RoomView; role?: RoomRole }) => params.role ?? roleIn(params.room, context.thisDeviceId, context.role) }),
    setEnded: assign({ endReason: (_, params: { reason: RoomEndReason }) => params.reason }),
    setJoinFailure: assign({ joinFailure: (_, params: { reason: RoomJoinFailure | null }) => params.reason }),
    clearRoom: assign({ room: null, role: null, attempts: 0 }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
    // A raised timer event rather than `after`, so model tests can step it like any other event.
    scheduleReconnect: raise({ type: 'timer.reconnect' } as const, {
      id: 'roomReconnect',
      delay: ({ context }) => ROOM_RECONNECT_DELAYS_MS[Math.min(context.attempts, ROOM_RECONNECT_DELAYS_MS.length - 1)],
    }),
    cancelReconnect: cancel('roomReconnect'),
  },
  guards: {
    isHost: ({ context }) => context.role === 'host',
    isGuest: ({ context }) => context.role === 'guest',
    stillMember: ({ context, event }) => event.type === 'room.updated' && inRoom(event.room, context.thisDeviceId),
    joinedAsMember: ({ context, event }) => event.type === 'room.joined' && inRoom(event.room, context.thisDeviceId),
  },
}).createMachine({
  id: 'room',
  context: ({ input }) => ({ thisDeviceId: input.thisDeviceId, role: null, room: null, endReason: null, joinFailure: null, attempts: 0 }),
  initial: 'alone',
  states: {
    alone: {
      tags: 'alone',
      on: {
        'room.playInSync': { target: 'joining', actions: [{ type: 'setJoinFailure', params: { reason: null } }, { type: 'requestRoom', params: ({ event }) => ({ deviceId: event.deviceId }) }] },
        'room.join': { target: 'joining', actions: [{ type: 'setJoinFailure', params: { reason: null } }, { type: 'joinAsGuest', params: ({ event }) => ({ code: event.code.trim().toUpperCase() }) }] },
        // Another device added this one ("Play in sync" there), or the page reloaded inside a room.
        'room.joined': { guard: 'joinedAsMember', target: 'inRoom', actions: [{ type: 'setRoom', params: ({ event }) => ({ room: event.room }) }, { type: 'setRole', params: ({ event }) => ({ room: event.room, role: event.role }) }] },
      },
    },
    joining: {
      tags: 'joining',
      on: {
        'room.joined': {
          guard: 'joinedAsMember',
          target: 'inRoom',
          actions: [{ type: 'setRoom', params: ({ event }) => ({ room: event.room }) }, { type: 'setRole', params: ({ event }) => ({ room: event.room, role: event.role }) }],
        },
        'room.failed': { target: 'alone', actions: { type: 'setJoinFailure', params: ({ event }) => ({ reason: event.reason }) } },
        'channel.lost': { target: 'alone', actions: { type: 'setJoinFailure', params: { reason: 'offline' } } },
      },
    },
    inRoom: {
      tags: 'inRoom',
      initial: 'choose',
      on: {
        'room.updated': [
          { guard: 'stillMember', actions: [{ type: 'setRoom', params: ({ event }) => ({ room: event.room }) }, { type: 'setRole', params: ({ event }) => ({ room: event.room }) }], target: '.choose' },
          endWith('removed'),
        ],
        'room.ended': { ...endWith('closed'), actions: [{ type: 'setEnded', params: ({ event }) => ({ reason: event.reason }) }, 'roomEnded'] },
        'room.leave': {
          target: 'alone',
          actions: [
            { type: 'leaveRoom', params: ({ context }) => ({ roomId: context.room?.roomId ?? '' }) },
            { type: 'continueAlone', params: ({ context }) => ({ playback: context.room?.playback ?? { trackId: null, startedAtServerMs: null, pausedPositionMs: 0, playing: false } }) },
            'clearRoom',
          ],
        },
        'channel.revoked': endWith('revoked'),
        'room.command': { actions: { type: 'sendRoomCommand', params: ({ context, event }) => ({ roomId: context.room?.roomId ?? '', command: event.command }) } },
      },
      states: {
        choose: { always: [{ guard: 'isHost', target: 'hosting' }, { guard: 'isGuest', target: 'guest' }, { target: 'member' }] },
        hosting: { tags: 'hosting', on: ownerDeviceTransitions },
        member: { tags: 'member', on: ownerDeviceTransitions },
        guest: {
          tags: 'guest',
          on: { 'channel.lost': '#room.reconnecting' },
        },
      },
    },
    reconnecting: {
      tags: 'reconnecting',
      initial: 'waiting',
      on: {
        'room.leave': { target: 'alone', actions: [{ type: 'continueAlone', params: ({ context }) => ({ playback: context.room?.playback ?? { trackId: null, startedAtServerMs: null, pausedPositionMs: 0, playing: false } }) }, 'clearRoom'] },
        'channel.revoked': endWith('revoked'),
        'room.ended': { target: 'ended', actions: [{ type: 'setEnded', params: ({ event }) => ({ reason: event.reason }) }, 'roomEnded'] },
      },
      states: {
        waiting: {
          entry: 'scheduleReconnect',
          exit: 'cancelReconnect',
          on: {
            'timer.reconnect': { target: 'waiting', reenter: true, actions: ['countAttempt', 'reconnect'] }, 'channel.opened': { target: 'rejoining', actions: [{ type: 'rejoin', params: ({ context }) => ({ roomId: context.room?.roomId ?? '' }) }] } },
        },
        rejoining: {
          on: {
            'room.joined': {
              guard: 'joinedAsMember',
              target: '#room.inRoom',
              actions: ['resetAttempts', { type: 'setRoom', params: ({ event }) => ({ room: event.room }) }, { type: 'setRole', params: ({ event }) => ({ room: event.room, role: event.role }) }],
            },
            'room.updated': {
              guard: 'stillMember',
              target: '#room.inRoom',
              actions: ['resetAttempts', { type: 'setRoom', params: ({ event }) => ({ room: event.room }) }, { type: 'setRole', params: ({ event }) => ({ room: event.room }) }],
            },
            'room.failed': { target: '#room.ended', actions: [{ type: 'setEnded', params: { reason: 'closed' } }, 'roomEnded'] },
            'channel.lost': 'waiting',
          },
        },
      },
    },
    ended: {
      tags: 'ended',
      entry: 'clearRoom',
      on: { 'room.dismiss': { target: 'alone', actions: assign({ endReason: null }) } },
    },
  },
});

export type RoomMachine = typeof roomMachine;
