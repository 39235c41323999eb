import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { CLAIM_TIMEOUT_MS, HANDOVER_TIMEOUT_MS, RECONNECT_DELAYS_MS } from './constants.js';
import { remoteControlMachine } from './remote-machine.js';
import type { RemoteEvent } from './remote-types.js';
import { device, KITCHEN, playing, THIS } from './test-support/fixtures.js';

let actor: Actor<typeof remoteControlMachine> | undefined;
afterEach(() => actor?.stop());

/** An actor on a simulated clock that records every effect with the time it ran. */
function start() {
  const clock = new SimulatedClock();
  const log: { at: number; type: string; params?: unknown }[] = [];
  const record = (type: string) => (_: unknown, params?: unknown) => log.push({ at: clock.now(), type, ...(params === undefined ? {} : { params }) });
  const machine = remoteControlMachine.provide({
    actions: { reconnect: record('reconnect'), takeBack: record('takeBack'), resumeHere: record('resumeHere'), handOver: record('handOver'), sendCommand: record('sendCommand') },
  });
  actor = createActor(machine, { clock, input: { thisDeviceId: THIS } }).start();
  const send = (...events: RemoteEvent[]) => events.forEach((event) => actor?.send(event));
  return { actor, clock, log, send, of: (type: string) => log.filter((e) => e.type === type) };
}

const online = (...others: ReturnType<typeof device>[]): RemoteEvent => ({ type: 'devices.updated', devices: [device(THIS), ...others] });

describe('remote control on a simulated clock', () => {
  it('reconnects a lost channel after 1, 2, 5, then every 10 s, and stops once it is open', () => {
    const { clock, send, of, actor } = start();
    send({ type: 'channel.opened' }, { type: 'channel.lost' });
    clock.increment(RECONNECT_DELAYS_MS[0] - 1);
    expect(of('reconnect')).toEqual([]);
    clock.increment(1);
    clock.increment(2000);
    clock.increment(5000);
    clock.increment(10_000);
    clock.increment(10_000);
    expect(of('reconnect').map((e) => e.at)).toEqual([1000, 3000, 8000, 18_000, 28_000]);
    send({ type: 'channel.opened' });
    clock.increment(60_000);
    expect(of('reconnect')).toHaveLength(5);
    expect(actor.getSnapshot().context.attempts).toBe(0);
  });

  it('takes playback back when the new device does not report within the handover time', () => {
    const { clock, send, of, actor } = start();
    send(online(device(KITCHEN)), { type: 'devices.playOn', deviceId: KITCHEN, localActive: true });
    clock.increment(HANDOVER_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().hasTag('handingOver')).toBe(true);
    clock.increment(1);
    expect(of('takeBack')).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('local')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('handoverFailed');
  });

  it('does not take playback back once the new device reported in time', () => {
    const { clock, send, of } = start();
    send(online(device(KITCHEN)), { type: 'devices.playOn', deviceId: KITCHEN, localActive: true });
    clock.increment(HANDOVER_TIMEOUT_MS / 2);
    send({ type: 'state.received', deviceId: KITCHEN, state: playing() });
    clock.increment(HANDOVER_TIMEOUT_MS * 2);
    expect(of('takeBack')).toEqual([]);
  });

  it('"Play here" resumes from the target’s last state when it never hands over', () => {
    const { clock, send, of, actor } = start();
    send(online(device(KITCHEN, playing())), { type: 'devices.playOn', deviceId: KITCHEN, localActive: false }, { type: 'devices.playHere' });
    clock.increment(CLAIM_TIMEOUT_MS);
    expect(of('resumeHere').map((e) => e.params)).toEqual([{ positionMs: 42_000, playing: true, at: 1_000 }]);
    expect(actor.getSnapshot().hasTag('local')).toBe(true);
  });

  it('sends no queue edit while "Play here" waits, nor after it timed out and this device plays', () => {
    const { clock, send, of, actor } = start();
    const edit: RemoteEvent = { type: 'control.queue', trackIds: ['7'], currentIndex: 0, queueVersion: 3 };
    send(online(device(KITCHEN, playing())), { type: 'devices.playOn', deviceId: KITCHEN, localActive: false }, edit);
    expect(of('sendCommand').map((e) => e.params)).toEqual([{ deviceId: KITCHEN, command: { type: 'queue', trackIds: ['7'], currentIndex: 0, queueVersion: 3 } }]);
    send({ type: 'devices.playHere' });
    clock.increment(CLAIM_TIMEOUT_MS / 2);
    send(edit);
    clock.increment(CLAIM_TIMEOUT_MS / 2);
    send(edit);
    // The first edit and the transfer only: the later edits belong to this device's own Queue screen now.
    expect(of('sendCommand').map((e) => (e.params as { command: { type: string } }).command.type)).toEqual(['queue', 'transfer']);
    expect(actor.getSnapshot().hasTag('local')).toBe(true);
  });
});
