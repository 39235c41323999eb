import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { roomMachine } from './room-machine.js';
import type { RoomEvent } from './room-types.js';
import { GUEST_PHONE, KITCHEN, member, playingSince, room, THIS } from './test-support/fixtures.js';

function start() {
  const calls: { type: string; params?: unknown }[] = [];
  const record = (type: string) => (_: unknown, params?: unknown) => calls.push({ type, ...(params === undefined ? {} : { params }) });
  const names = ['requestRoom', 'addDevice', 'joinAsGuest', 'leaveRoom', 'continueAlone', 'requestJoinCode', 'removeGuest', 'sendRoomCommand', 'reconnect', 'rejoin', 'roomEnded'] as const;
  const machine = roomMachine.provide({ actions: Object.fromEntries(names.map((n) => [n, record(n)])) });
  const actor = createActor(machine, { input: { thisDeviceId: THIS } }).start();
  const send = (...events: RoomEvent[]) => events.forEach((e) => actor.send(e));
  const tags = () => [...actor.getSnapshot().tags].sort();
  return { actor, calls, send, tags, of: (type: string) => calls.filter((c) => c.type === type).map((c) => c.params) };
}

const both = room([member(KITCHEN), member(THIS)]);

describe('room machine transitions', () => {
  it('starts alone; "Play in sync" asks for a room with the other device and becomes a member', () => {
    const { send, tags, of, actor } = start();
    expect(tags()).toEqual(['alone']);
    send({ type: 'room.playInSync', deviceId: KITCHEN });
    expect(tags()).toEqual(['joining']);
    expect(of('requestRoom')).toEqual([{ deviceId: KITCHEN }]);
    send({ type: 'room.joined', room: both, role: 'member' });
    expect(tags()).toEqual(['inRoom', 'member']);
    expect(actor.getSnapshot().context.room?.roomId).toBe('room-1');
  });

  it('alone, takes up a room that lists this device (another device added it, or a reload), and ignores one that does not', () => {
    const { send, tags } = start();
    send({ type: 'room.joined', room: room([member(KITCHEN)]), role: 'member' });
    expect(tags()).toEqual(['alone']);
    send({ type: 'room.joined', room: room([member(KITCHEN), member(THIS)], THIS), role: 'host' });
    expect(tags()).toEqual(['hosting', 'inRoom']);
  });

  it('hosts when it started the room, and only hosts and members may invite or add devices', () => {
    const host = start();
    host.send({ type: 'room.playInSync', deviceId: KITCHEN }, { type: 'room.joined', room: room([member(KITCHEN), member(THIS)], THIS), role: 'host' });
    expect(host.tags()).toEqual(['hosting', 'inRoom']);
    host.send({ type: 'room.invite' }, { type: 'room.playInSync', deviceId: 'dev-3' }, { type: 'room.removeGuest', deviceId: GUEST_PHONE });
    expect(host.of('requestJoinCode')).toEqual([{ roomId: 'room-1' }]);
    expect(host.of('addDevice')).toEqual([{ deviceId: 'dev-3' }]);
    expect(host.of('removeGuest')).toEqual([{ deviceId: GUEST_PHONE }]);

    const guest = start();
    guest.send({ type: 'room.join', code: ' ab3k9z ' });
    expect(guest.of('joinAsGuest')).toEqual([{ code: 'AB3K9Z' }]);
    guest.send({ type: 'room.joined', room: room([member(KITCHEN), member(THIS, true)]), role: 'guest' });
    expect(guest.tags()).toEqual(['guest', 'inRoom']);
    guest.send({ type: 'room.invite' }, { type: 'room.playInSync', deviceId: 'dev-3' }, { type: 'room.removeGuest', deviceId: GUEST_PHONE });
    expect(guest.of('requestJoinCode')).toEqual([]);
    expect(guest.of('addDevice')).toEqual([]);
    expect(guest.of('removeGuest')).toEqual([]);
  });

  it('a wrong code leaves the device alone with the reason', () => {
    const { send, tags, actor } = start();
    send({ type: 'room.join', code: 'XXXXXX' }, { type: 'room.failed', reason: 'wrong_code' });
    expect(tags()).toEqual(['alone']);
    expect(actor.getSnapshot().context.joinFailure).toBe('wrong_code');
  });

  it('sends every member’s play, pause, seek and "Add to room" to the room', () => {
    const { send, of } = start();
    send({ type: 'room.playInSync', deviceId: KITCHEN }, { type: 'room.joined', room: both, role: 'member' });
    send({ type: 'room.command', command: { type: 'pause' } }, { type: 'room.command', command: { type: 'add', trackId: 't9' } });
    expect(of('sendRoomCommand')).toEqual([
      { roomId: 'room-1', command: { type: 'pause' } },
      { roomId: 'room-1', command: { type: 'add', trackId: 't9' } },
    ]);
  });

  it('"Leave room" keeps playing alone from where the room was', () => {
    const { send, tags, of } = start();
    const playing = room([member(KITCHEN), member(THIS)], KITCHEN, playingSince(1000));
    send({ type: 'room.playInSync', deviceId: KITCHEN }, { type: 'room.joined', room: playing, role: 'member' }, { type: 'room.leave' });
    expect(tags()).toEqual(['alone']);
    expect(of('leaveRoom')).toEqual([{ roomId: 'room-1' }]);
    expect(of('continueAlone')).toEqual([{ playback: playingSince(1000) }]);
  });

  it('becomes the host when the host leaves, and ends as removed when it is no longer a member', () => {
    const { send, tags, actor } = start();
    send({ type: 'room.playInSync', deviceId: KITCHEN }, { type: 'room.joined', room: both, role: 'member' });
    send({ type: 'room.updated', room: room([member(THIS), member(GUEST_PHONE, true)], THIS) });
    expect(tags()).toEqual(['hosting', 'inRoom']);
    send({ type: 'room.updated', room: room([member(GUEST_PHONE, true)], GUEST_PHONE) });
    expect(tags()).toEqual(['ended']);
    expect(actor.getSnapshot().context.endReason).toBe('removed');
    expect(actor.getSnapshot().context.room).toBeNull();
    send({ type: 'room.dismiss' });
    expect(tags()).toEqual(['alone']);
  });

  it('ends for a guest when the owner’s code is revoked, and for everyone when the room closes', () => {
    const guest = start();
    guest.send({ type: 'room.join', code: 'AB3K9Z' }, { type: 'room.joined', room: room([member(KITCHEN), member(THIS, true)]), role: 'guest' }, { type: 'room.ended', reason: 'revoked' });
    expect(guest.tags()).toEqual(['ended']);
    expect(guest.actor.getSnapshot().context.endReason).toBe('revoked');
    expect(guest.of('roomEnded')).toHaveLength(1);

    const own = start();
    own.send({ type: 'room.playInSync', deviceId: KITCHEN }, { type: 'room.joined', room: both, role: 'member' }, { type: 'channel.revoked' });
    expect(own.actor.getSnapshot().context.endReason).toBe('revoked');
  });

  it('ignores a "joined" answer for a room it is not a member of', () => {
    const { send, tags } = start();
    send({ type: 'room.playInSync', deviceId: KITCHEN }, { type: 'room.joined', room: room([member(KITCHEN)]), role: 'member' });
    expect(tags()).toEqual(['joining']);
  });
});
