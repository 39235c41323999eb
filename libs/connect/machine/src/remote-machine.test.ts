import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyEventObject } from 'xstate';
import { remoteControlMachine } from './remote-machine.js';
import { selectTargetName, selectTargetPlaying } from './selectors.js';
import type { RemoteEvent } from './remote-types.js';
import { device, KITCHEN, PHONE, playing, THIS } from './test-support/fixtures.js';

type Snapshot = ReturnType<typeof initialTransition<typeof remoteControlMachine>>[0];

const input = { thisDeviceId: THIS };
/** The effects an event asks for, by name with their params (what the app would run). */
const effects = (actions: readonly { type: string; params?: unknown }[]) => actions.filter((a) => !a.type.startsWith('xstate.') && !['scheduleReconnect', 'cancelReconnect', 'scheduleHandoverTimeout', 'cancelHandoverTimeout', 'scheduleClaimTimeout', 'cancelClaimTimeout', 'setDevices', 'storeState', 'setTarget', 'clearTarget', 'applyOptimistic', 'setNotice', 'storeQueueVersion', 'countAttempt', 'resetAttempts'].includes(a.type)).map((a) => [a.type, a.params]);

function run(...events: RemoteEvent[]): { snapshot: Snapshot; last: [string, unknown][] } {
  let [snapshot] = initialTransition(remoteControlMachine, input);
  let last: [string, unknown][] = [];
  for (const event of events) {
    const [next, actions] = transition(remoteControlMachine, snapshot, event as AnyEventObject as RemoteEvent);
    snapshot = next;
    last = effects(actions) as [string, unknown][];
  }
  return { snapshot, last };
}

const online = (...devices: ReturnType<typeof device>[]): RemoteEvent => ({ type: 'devices.updated', devices: [device(THIS), ...devices] });

describe('remote control: which device leads', () => {
  it('starts as the player of this device, connecting', () => {
    const { snapshot } = run();
    expect(snapshot.hasTag('local')).toBe(true);
    expect(snapshot.hasTag('connected')).toBe(false);
    expect(run({ type: 'channel.opened' }).snapshot.hasTag('connected')).toBe(true);
  });

  it('gives a command received while it plays to its own player', () => {
    const { snapshot, last } = run({ type: 'channel.opened' }, { type: 'command.received', command: { type: 'seek', positionMs: 60_000 }, fromDeviceId: KITCHEN });
    expect(last).toEqual([['applyCommand', { command: { type: 'seek', positionMs: 60_000 } }]]);
    expect(snapshot.hasTag('local')).toBe(true);
  });

  it('"Play on" another device hands playback over and becomes its remote once it plays', () => {
    const handing = run(online(device(KITCHEN)), { type: 'devices.playOn', deviceId: KITCHEN, localActive: true });
    expect(handing.last).toEqual([['handOver', { deviceId: KITCHEN }]]);
    expect(handing.snapshot.hasTag('handingOver')).toBe(true);
    const { snapshot } = run(online(device(KITCHEN)), { type: 'devices.playOn', deviceId: KITCHEN, localActive: true }, { type: 'state.received', deviceId: KITCHEN, state: playing() });
    expect(snapshot.hasTag('remote')).toBe(true);
    expect(snapshot.hasTag('handingOver')).toBe(false);
    expect(snapshot.context.remoteState).toEqual(playing());
  });

  it('takes a device that already plays under control when this one has nothing to hand over', () => {
    const { snapshot, last } = run(online(device(KITCHEN, playing())), { type: 'devices.playOn', deviceId: KITCHEN, localActive: false });
    expect(last).toEqual([]);
    expect(snapshot.hasTag('remote')).toBe(true);
    expect(snapshot.context.targetId).toBe(KITCHEN);
  });

  it('ignores a device that is not online, and itself', () => {
    expect(run(online(), { type: 'devices.playOn', deviceId: KITCHEN, localActive: true }).snapshot.hasTag('local')).toBe(true);
    expect(run(online(device(KITCHEN)), { type: 'devices.playOn', deviceId: THIS, localActive: true }).last).toEqual([]);
  });

  it('hands over when the playing device is told to transfer, and resumes when told to resume', () => {
    const told = run(online(device(PHONE)), { type: 'command.received', command: { type: 'transfer', toDeviceId: PHONE }, fromDeviceId: KITCHEN });
    expect(told.last).toEqual([['handOver', { deviceId: PHONE }]]);
    const resumed = run({ type: 'command.received', command: { type: 'resume', positionMs: 42_000, playing: true }, fromDeviceId: KITCHEN });
    expect(resumed.last).toEqual([['resumeHere', { positionMs: 42_000, playing: true }]]);
    expect(resumed.snapshot.hasTag('local')).toBe(true);
  });
});

describe('remote control: remote mode', () => {
  const controlling = [online(device(KITCHEN, playing())), { type: 'devices.playOn', deviceId: KITCHEN, localActive: false }] as RemoteEvent[];

  it('sends every control of the player bar to the target, showing its effect at once', () => {
    expect(run(...controlling, { type: 'control.togglePlay' }).last).toEqual([['sendCommand', { deviceId: KITCHEN, command: { type: 'pause' } }]]);
    expect(run(...controlling, { type: 'control.togglePlay' }).snapshot.context.remoteState?.playing).toBe(false);
    expect(run(...controlling, { type: 'control.seek', positionMs: 90_000.4 }).last).toEqual([['sendCommand', { deviceId: KITCHEN, command: { type: 'seek', positionMs: 90_000 } }]]);
    expect(run(...controlling, { type: 'control.volume', volume: 1.5 }).last).toEqual([['sendCommand', { deviceId: KITCHEN, command: { type: 'volume', volume: 1 } }]]);
    expect(run(...controlling, { type: 'control.repeat' }).last).toEqual([['sendCommand', { deviceId: KITCHEN, command: { type: 'repeat', repeat: 'all' } }]]);
    expect(run(...controlling, { type: 'control.shuffle' }).last).toEqual([['sendCommand', { deviceId: KITCHEN, command: { type: 'shuffle', shuffle: true } }]]);
    expect(run(...controlling, { type: 'control.next' }).last).toEqual([['sendCommand', { deviceId: KITCHEN, command: { type: 'next' } }]]);
    expect(run(...controlling, { type: 'control.queue', trackIds: ['1', '2'], currentIndex: 1 }).last).toEqual([['sendCommand', { deviceId: KITCHEN, command: { type: 'queue', trackIds: ['1', '2'], currentIndex: 1, queueVersion: 3 } }]]);
  });

  it('sends a queue edit with the version of the queue the listener saw, and keeps the version the server saved it as', () => {
    const edit = run(...controlling, { type: 'control.queue', trackIds: ['7', '9'], currentIndex: 0, queueVersion: 5 });
    expect(edit.last).toEqual([['sendCommand', { deviceId: KITCHEN, command: { type: 'queue', trackIds: ['7', '9'], currentIndex: 0, queueVersion: 5 } }]]);
    const accepted = run(...controlling, { type: 'control.queue', trackIds: ['7'], currentIndex: 0, queueVersion: 5 }, { type: 'command.accepted', queueVersion: 6 });
    expect(accepted.snapshot.context.remoteState?.queueVersion).toBe(6);
    // An answer older than what the target already reported changes nothing.
    expect(run(...controlling, { type: 'command.accepted', queueVersion: 2 }).snapshot.context.remoteState?.queueVersion).toBe(3);
    // Not a remote: there is no target whose queue this would be.
    expect(run({ type: 'control.queue', trackIds: ['7'], currentIndex: 0, queueVersion: 5 }).last).toEqual([]);
  });

  it('shows what the target reports, over its own optimistic guess', () => {
    const { snapshot } = run(...controlling, { type: 'control.togglePlay' }, { type: 'state.received', deviceId: KITCHEN, state: playing({ positionMs: 50_000 }) });
    expect(snapshot.context.remoteState).toEqual(playing({ positionMs: 50_000 }));
  });

  it('"Play here" asks the target to hand over, and plays once told to resume', () => {
    const claiming = run(...controlling, { type: 'devices.playHere' });
    expect(claiming.last).toEqual([['sendCommand', { deviceId: KITCHEN, command: { type: 'transfer', toDeviceId: THIS } }]]);
    const { snapshot, last } = run(...controlling, { type: 'devices.playHere' }, { type: 'command.received', command: { type: 'resume', positionMs: 43_000, playing: true }, fromDeviceId: KITCHEN });
    expect(last).toEqual([['resumeHere', { positionMs: 43_000, playing: true }]]);
    expect(snapshot.hasTag('local')).toBe(true);
    expect(snapshot.context.targetId).toBeNull();
  });

  it('"Play on" a third device while remote tells the target to transfer there', () => {
    const { snapshot, last } = run(online(device(KITCHEN, playing()), device(PHONE)), { type: 'devices.playOn', deviceId: KITCHEN, localActive: false }, { type: 'devices.playOn', deviceId: PHONE, localActive: false });
    expect(last).toEqual([['sendCommand', { deviceId: KITCHEN, command: { type: 'transfer', toDeviceId: PHONE } }]]);
    expect(snapshot.context.targetId).toBe(PHONE);
  });

  it('released (this device joined a room), it plays for itself again and tells the target nothing', () => {
    const { snapshot, last } = run(online(device(KITCHEN, playing())), { type: 'devices.playOn', deviceId: KITCHEN, localActive: false }, { type: 'devices.release' });
    expect(last).toEqual([]);
    expect(snapshot.hasTag('local')).toBe(true);
    expect(snapshot.hasTag('remote')).toBe(false);
    expect(snapshot.context.targetId).toBeNull();
  });

  it('follows the device that plays when the target hands playback to another', () => {
    const { snapshot } = run(online(device(KITCHEN, playing()), device(PHONE)), { type: 'devices.playOn', deviceId: KITCHEN, localActive: false }, { type: 'state.received', deviceId: KITCHEN, state: null }, { type: 'state.received', deviceId: PHONE, state: playing({ positionMs: 44_000 }) });
    expect(snapshot.context.targetId).toBe(PHONE);
    expect(snapshot.context.remoteState?.positionMs).toBe(44_000);
  });
});

describe('remote control: lost target, lost connection, conflicts', () => {
  const controlling = [{ type: 'channel.opened' }, online(device(KITCHEN, playing())), { type: 'devices.playOn', deviceId: KITCHEN, localActive: false }] as RemoteEvent[];

  it('says so when the target leaves, and "Play here" resumes at its last known place', () => {
    const lost = run(...controlling, online());
    expect(lost.snapshot.hasTag('targetLost')).toBe(true);
    expect(lost.snapshot.context.notice).toBe('targetLost');
    // Gone from the list, it is still named, and no longer heard playing.
    expect(selectTargetName(lost.snapshot)).toBe(selectTargetName(run(...controlling).snapshot));
    expect(selectTargetName(lost.snapshot)).toMatch(/\S/);
    expect(selectTargetPlaying(run(...controlling).snapshot)).toBe(true);
    expect(selectTargetPlaying(lost.snapshot)).toBe(false);
    const { snapshot, last } = run(...controlling, online(), { type: 'devices.playHere' });
    expect(last).toEqual([['resumeHere', { positionMs: 42_000, playing: true, at: 1_000 }]]);
    expect(snapshot.hasTag('local')).toBe(true);
  });

  it('goes back to following when the target comes back', () => {
    const { snapshot } = run(...controlling, online(), online(device(KITCHEN, playing())));
    expect(snapshot.hasTag('targetLost')).toBe(false);
    expect(snapshot.hasTag('remote')).toBe(true);
  });

  it('treats a command refused as offline or unknown as a lost target', () => {
    expect(run(...controlling, { type: 'command.rejected', reason: 'device_offline' }).snapshot.hasTag('targetLost')).toBe(true);
  });

  it('reloads the queue when its edit lost to another device’s (conflicting commands)', () => {
    const { snapshot, last } = run(...controlling, { type: 'control.queue', trackIds: ['1'], currentIndex: 0 }, { type: 'command.rejected', reason: 'stale_queue' });
    expect(last).toEqual([['reloadQueue', undefined]]);
    expect(snapshot.context.notice).toBe('queueChanged');
    expect(snapshot.hasTag('remote')).toBe(true);
  });

  it('keeps remote mode while the channel is lost, and reads the devices again once it is back', () => {
    const lost = run(...controlling, { type: 'channel.lost' });
    expect(lost.snapshot.hasTag('reconnecting')).toBe(true);
    expect(lost.snapshot.hasTag('remote')).toBe(true);
    expect(run(...controlling, { type: 'channel.lost' }, { type: 'channel.opened' }).last).toEqual([['refreshDevices', undefined]]);
  });

  it('logs out when the device or its code is revoked', () => {
    const { snapshot, last } = run(...controlling, { type: 'channel.revoked' });
    expect(snapshot.hasTag('revoked')).toBe(true);
    expect(snapshot.status).toBe('done');
    expect(last).toEqual([['logOut', undefined]]);
  });
});
