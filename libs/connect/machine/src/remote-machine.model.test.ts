import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { remoteControlMachine } from './remote-machine.js';
import type { RemoteCommand, RemoteEvent, RemoteTimerEvent } from './remote-types.js';
import { device, KITCHEN, PHONE, playing, THIS } from './test-support/fixtures.js';

type Snapshot = ReturnType<typeof createActor<typeof remoteControlMachine>>['getSnapshot'] extends () => infer S ? S : never;

/**
 * Model-based tests: xstate/graph walks every shortest path through the sampled events, and each path
 * is replayed against an actor whose effects drive a fake of this device's player and of the server.
 * After every step: one device leads (this one plays only when local), commands go only to the
 * target, and a remote always names a target.
 */
class Harness {
  /** Whether this device's player plays. */
  localPlaying = true;
  readonly sent: { deviceId: string; command: RemoteCommand }[] = [];
  readonly actor;
  constructor() {
    const machine = remoteControlMachine.provide({
      actions: {
        handOver: () => {
          this.localPlaying = false;
        },
        takeBack: () => {
          this.localPlaying = true;
        },
        resumeHere: (_, { playing: play }) => {
          this.localPlaying = play;
        },
        sendCommand: (_, params) => {
          this.sent.push(params);
        },
        applyCommand: (_, { command }) => {
          if (command.type === 'pause' || command.type === 'play') this.localPlaying = command.type === 'play';
        },
      },
    });
    this.actor = createActor(machine, { input: { thisDeviceId: THIS }, clock: new SimulatedClock() }).start();
  }

  check(snapshot: Snapshot) {
    const { targetId } = snapshot.context;
    if (snapshot.hasTag('local')) expect(targetId).toBeNull();
    if (snapshot.hasTag('remote')) {
      expect(targetId).not.toBeNull();
      expect(targetId).not.toBe(THIS);
      // A remote never plays itself: one device leads.
      expect(this.localPlaying).toBe(false);
    }
    for (const { deviceId } of this.sent) expect(deviceId).not.toBe(THIS);
    // A queue edit always names the version it was made on.
    for (const { command } of this.sent) if (command.type === 'queue') expect(command.queueVersion).toBe(3);
    // The version shown never goes back below what the target reported.
    if (snapshot.context.remoteState) expect(snapshot.context.remoteState.queueVersion).toBeGreaterThanOrEqual(3);
    if (snapshot.hasTag('revoked')) expect(snapshot.status).toBe('done');
  }
}

const pause: RemoteCommand = { type: 'pause' };
const samples: (RemoteEvent | RemoteTimerEvent)[] = [
  { type: 'channel.opened' },
  { type: 'channel.lost' },
  { type: 'devices.updated', devices: [device(THIS), device(KITCHEN, playing()), device(PHONE)] },
  { type: 'devices.updated', devices: [device(THIS)] },
  { type: 'devices.playOn', deviceId: KITCHEN, localActive: true },
  { type: 'devices.playOn', deviceId: PHONE, localActive: false },
  { type: 'devices.playHere' },
  { type: 'state.received', deviceId: KITCHEN, state: playing() },
  { type: 'command.received', command: pause, fromDeviceId: KITCHEN },
  { type: 'command.received', command: { type: 'transfer', toDeviceId: KITCHEN }, fromDeviceId: PHONE },
  { type: 'command.received', command: { type: 'resume', positionMs: 1000, playing: true }, fromDeviceId: KITCHEN },
  { type: 'command.rejected', reason: 'stale_queue' },
  { type: 'command.rejected', reason: 'device_offline' },
  { type: 'control.togglePlay' },
  { type: 'control.queue', trackIds: ['7', '8'], currentIndex: 1, queueVersion: 3 },
  { type: 'command.accepted', queueVersion: 4 },
  { type: 'channel.revoked' },
  { type: 'timer.handover' },
  { type: 'timer.claim' },
];

describe('remote control model', () => {
  it('keeps one device leading and commands on the target on every shortest path', async () => {
    const types = new Set(samples.map((e) => e.type));
    const model = createTestModel(remoteControlMachine, {
      input: { thisDeviceId: THIS },
      events: () => samples,
      filterEvents: (_, event) => types.has(event.type),
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.targetId, snapshot.context.devices.length, snapshot.context.notice, snapshot.context.remoteState?.queueVersion]),
    });
    const paths = model.getShortestPaths();
    for (const path of paths) {
      const harness = new Harness();
      const send = ({ event }: { event: EventObject }) => harness.actor.send(event as RemoteEvent | RemoteTimerEvent);
      const events = Object.fromEntries(samples.map((e) => [e.type, send])) as never;
      await path.test({ events, states: { '*': () => harness.check(harness.actor.getSnapshot()) } });
      harness.actor.stop();
    }
    expect(paths.length).toBeGreaterThan(20);
  }, 60_000);
});
