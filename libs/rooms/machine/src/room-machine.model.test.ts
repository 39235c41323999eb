import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { roomMachine } from './room-machine.js';
import type { RoomEvent, RoomTimerEvent } from './room-types.js';
import { GUEST_PHONE, KITCHEN, member, pausedAt, playingSince, room, THIS } from './test-support/fixtures.js';

type Snapshot = ReturnType<ReturnType<typeof createActor<typeof roomMachine>>['getSnapshot']>;

/**
 * Model-based tests: xstate/graph walks every shortest path through the sampled events; each path is
 * replayed against an actor whose effects drive a fake of this device's player and the server's room.
 * After every step: a device in a room is listed among its members, a guest never invites, removes a guest or adds a
 * device, a device that left or was ended holds no room, and it never plays alone while in a room.
 */
class Harness {
  playsAlone = false;
  guestPrivileged = 0;
  readonly actor;
  readonly machine;
  constructor() {
    const machine = (this.machine = roomMachine.provide({
      actions: {
        continueAlone: () => {
          this.playsAlone = true;
        },
        requestRoom: () => {
          this.playsAlone = false;
        },
        joinAsGuest: () => {
          this.playsAlone = false;
        },
        requestJoinCode: ({ context }) => {
          if (context.role === 'guest') this.guestPrivileged++;
        },
        addDevice: ({ context }) => {
          if (context.role === 'guest') this.guestPrivileged++;
        },
        removeGuest: ({ context }) => {
          if (context.role === 'guest') this.guestPrivileged++;
        },
      },
    }));
    this.actor = createActor(machine, { input: { thisDeviceId: THIS }, clock: new SimulatedClock() }).start();
  }

  check(snapshot: Snapshot) {
    const { room: current, role } = snapshot.context;
    if (snapshot.hasTag('inRoom')) {
      expect(current?.members.some((m) => m.deviceId === THIS)).toBe(true);
      expect(role).not.toBeNull();
      expect(this.playsAlone).toBe(false);
      if (snapshot.hasTag('hosting')) expect(current?.hostDeviceId).toBe(THIS);
    }
    if (snapshot.hasTag('ended')) expect(current).toBeNull();
    if (snapshot.hasTag('alone')) expect(current).toBeNull();
    // From this state, a guest asking to invite or add a device does nothing (tried on a copy, so the path goes on unchanged).
    const probe = createActor(this.machine, { snapshot: this.actor.getPersistedSnapshot(), input: { thisDeviceId: THIS } }).start();
    probe.send({ type: 'room.invite' });
    probe.send({ type: 'room.playInSync', deviceId: 'dev-3' });
    probe.send({ type: 'room.removeGuest', deviceId: GUEST_PHONE });
    probe.stop();
    expect(this.guestPrivileged).toBe(0);
  }
}

const asMember = room([member(KITCHEN), member(THIS)], KITCHEN, playingSince(1000));
const asHost = room([member(KITCHEN), member(THIS)], THIS, pausedAt(500));
const asGuest = room([member(KITCHEN), member(THIS, true)], KITCHEN);
const without = room([member(KITCHEN), member(GUEST_PHONE, true)]);
const samples: (RoomEvent | RoomTimerEvent)[] = [
  { type: 'room.playInSync', deviceId: KITCHEN },
  { type: 'room.join', code: 'AB3K9Z' },
  { type: 'room.joined', room: asMember, role: 'member' },
  { type: 'room.joined', room: asHost, role: 'host' },
  { type: 'room.joined', room: asGuest, role: 'guest' },
  { type: 'room.failed', reason: 'wrong_code' },
  { type: 'room.updated', room: asHost },
  { type: 'room.updated', room: without },
  { type: 'room.ended', reason: 'closed' },
  { type: 'room.leave' },
  { type: 'room.invite' },
  { type: 'room.command', command: { type: 'add', trackId: 't9' } },
  { type: 'room.dismiss' },
  { type: 'channel.lost' },
  { type: 'channel.opened' },
  { type: 'channel.revoked' },
  { type: 'timer.reconnect' },
];

describe('room model', () => {
  it('keeps membership, roles and playing alone consistent on every shortest path', async () => {
    const model = createTestModel(roomMachine, {
      input: { thisDeviceId: THIS },
      events: () => samples,
      filterEvents: (_, event) => samples.some((sample) => sample.type === event.type),
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.role, snapshot.context.room?.hostDeviceId, snapshot.context.room?.members.length, snapshot.context.endReason, snapshot.context.joinFailure]),
    });
    const paths = model.getShortestPaths();
    const seen = new Set<string>();
    for (const path of paths) {
      const harness = new Harness();
      const send = ({ event }: { event: EventObject }) => harness.actor.send(event as RoomEvent | RoomTimerEvent);
      const events = Object.fromEntries(samples.map((e) => [e.type, send])) as never;
      await path.test({ events, states: { '*': () => {
        const snapshot = harness.actor.getSnapshot();
        snapshot.tags.forEach((tag) => seen.add(tag));
        harness.check(snapshot);
      } } });
      harness.actor.stop();
    }
    // Every state the UI shows was reached and checked.
    expect([...seen].sort()).toEqual(['alone', 'ended', 'guest', 'hosting', 'inRoom', 'joining', 'member', 'reconnecting']);
  }, 60_000);
});
