import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { ROOM_RECONNECT_DELAYS_MS } from './constants.js';
import { roomMachine } from './room-machine.js';
import type { RoomEvent } from './room-types.js';
import { KITCHEN, member, room, THIS } from './test-support/fixtures.js';

let actor: Actor<typeof roomMachine> | undefined;
afterEach(() => actor?.stop());

function start() {
  const clock = new SimulatedClock();
  const log: { at: number; type: string; params?: unknown }[] = [];
  const record = (type: string) => (_: unknown, params?: unknown) => log.push({ at: clock.now(), type, ...(params === undefined ? {} : { params }) });
  const machine = roomMachine.provide({ actions: { reconnect: record('reconnect'), rejoin: record('rejoin'), roomEnded: record('roomEnded') } });
  actor = createActor(machine, { clock, input: { thisDeviceId: THIS } }).start();
  const send = (...events: RoomEvent[]) => events.forEach((e) => actor?.send(e));
  return { actor, clock, send, of: (type: string) => log.filter((e) => e.type === type) };
}

const both = room([member(KITCHEN), member(THIS)]);

describe('room machine on a simulated clock', () => {
  it('reconnects a dropped channel after 1, 2, then every 5 s for 30 s, and rejoins in sync', () => {
    const { clock, send, of, actor } = start();
    send({ type: 'room.playInSync', deviceId: KITCHEN }, { type: 'room.joined', room: both, role: 'member' }, { type: 'channel.lost' });
    expect(actor.getSnapshot().hasTag('reconnecting')).toBe(true);
    clock.increment(ROOM_RECONNECT_DELAYS_MS[0] - 1);
    expect(of('reconnect')).toEqual([]);
    clock.increment(1);
    clock.increment(2000);
    for (let i = 0; i < 5; i++) clock.increment(5000);
    expect(of('reconnect').map((e) => e.at)).toEqual([1000, 3000, 8000, 13_000, 18_000, 23_000, 28_000]);
    clock.increment(2000);
    send({ type: 'channel.opened' });
    expect(of('rejoin').map((e) => e.params)).toEqual([{ roomId: 'room-1' }]);
    send({ type: 'room.joined', room: both, role: 'member' });
    expect(actor.getSnapshot().hasTag('member')).toBe(true);
    expect(actor.getSnapshot().context.attempts).toBe(0);
    clock.increment(60_000);
    expect(of('reconnect')).toHaveLength(7);
  });

  it('a room that ended while the channel was down ends when rejoining fails', () => {
    const { clock, send, of, actor } = start();
    send({ type: 'room.join', code: 'AB3K9Z' }, { type: 'room.joined', room: room([member(KITCHEN), member(THIS, true)]), role: 'guest' }, { type: 'channel.lost' });
    clock.increment(1000);
    send({ type: 'channel.opened' }, { type: 'room.failed', reason: 'not_found' });
    expect(actor.getSnapshot().hasTag('ended')).toBe(true);
    expect(of('roomEnded')).toHaveLength(1);
    clock.increment(30_000);
    expect(of('reconnect')).toHaveLength(1);
  });
});
