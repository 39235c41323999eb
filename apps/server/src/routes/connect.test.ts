import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildTestApp, postgresAdminUrl, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { openSse, type SseChannel } from '../test-support/sse-client.js';
import { revokeCode } from '../auth/code-service.js';
import { closeDatabase, openDatabase } from '../db/database.js';

type Device = Awaited<ReturnType<TestApp['activateDevice']>>;
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const onPostgres = Boolean(postgresAdminUrl());
let t: TestApp;
let seed: SeededCatalogue;
let base: string;
let a: Device;
let b: Device;
let stranger: Device;
let channelA: SseChannel;
const open: SseChannel[] = [];

async function channel(device: Device): Promise<SseChannel> {
  const sse = await openSse(`${base}/api/v1/connect/events`, device.headers);
  open.push(sse);
  expect(sse.status).toBe(200);
  await sse.next('ready');
  await sse.next('devices');
  return sse;
}

const command = (from: Device, to: string, payload: Answer) => t.call('sendDeviceCommand', { method: 'POST', url: `/api/v1/connect/devices/${to}/commands`, headers: from.headers, payload });
const devices = async (device: Device) => (await t.call('listConnectDevices', { method: 'GET', url: '/api/v1/connect/devices', headers: device.headers })).json().devices as Answer[];

beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  a = await t.activateDevice();
  b = await t.activateDevice({ code: a.code });
  stranger = await t.activateDevice();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  channelA = await channel(a);
});
afterAll(async () => {
  for (const sse of open) sse.close();
  await t.close();
});

describe('Connect: devices of one code see and control each other', () => {
  it('lists the devices online now, this device first, and nothing of another code', async () => {
    const seenByB = await devices(b);
    expect(seenByB.map((d) => [d.device_id, d.this_device])).toEqual([
      [b.deviceId, true],
      [a.deviceId, false],
    ]);
    // Both are named "vitest" at activation: a number in the order they were activated tells them apart.
    expect(seenByB[0]).toMatchObject({ name: 'vitest 2' });
    expect(seenByB[1]).toMatchObject({ name: 'vitest', state: null });
    expect((await devices(stranger)).map((d) => d.device_id)).toEqual([stranger.deviceId]);
  });

  it('renames a device of the code: the list, the saved queue and the other devices follow; an empty name goes back', async () => {
    const rename = (by: Device, id: string, name: string) => t.call('renameDevice', { method: 'PUT', url: `/api/v1/connect/devices/${id}/name`, headers: by.headers, payload: { name } });
    const track = String(seed.trackIds[0]);
    expect((await t.call('savePlayQueue', { method: 'PUT', url: '/api/v1/play-queue', headers: a.headers, payload: { track_ids: [track], current_index: 0, position_ms: 0 } })).json().device).toBe('vitest');
    const told = channelA.next('devices');
    const renamed = await rename(b, a.deviceId, '  Kitchen laptop ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ device_id: a.deviceId, name: 'Kitchen laptop', this_device: false });
    await told;
    expect((await devices(b)).map((d) => d.name)).toEqual(['vitest', 'Kitchen laptop']);
    expect((await t.call('getPlayQueue', { method: 'GET', url: '/api/v1/play-queue', headers: b.headers })).json().device).toBe('Kitchen laptop');
    expect((await rename(stranger, a.deviceId, 'Mine')).statusCode).toBe(404);
    expect((await rename(a, a.deviceId, 'x'.repeat(61))).statusCode).toBe(400);
    expect((await rename(a, a.deviceId, ' ')).json().name).toBe('vitest');
    expect((await devices(b)).map((d) => d.name)).toEqual(['vitest 2', 'vitest']);
  });

  it('sends the playing device’s state to the code’s other devices', async () => {
    const channelB = await channel(b);
    const state = { track_id: String(seed.trackIds[0]), title: 'One', artist: 'Someone', artwork_url: null, duration_ms: 200_000, position_ms: 42_000, playing: true, volume: 0.8, shuffle: false, repeat: 'off', queue_version: 0, at: new Date().toISOString() };
    expect((await t.call('reportPlayerState', { method: 'PUT', url: '/api/v1/connect/state', headers: a.headers, payload: { state } })).statusCode).toBe(204);
    expect((await channelB.next('state')).data).toEqual({ device_id: a.deviceId, state });
    expect((await devices(b)).find((d) => d.device_id === a.deviceId)?.state).toEqual(state);
    const bad = await t.call('reportPlayerState', { method: 'PUT', url: '/api/v1/connect/state', headers: a.headers, payload: { state: { ...state, volume: 3 } } });
    expect(bad.statusCode).toBe(400);
  });

  it('delivers a command to the device’s channel, with who sent it', async () => {
    const sent = await command(b, a.deviceId, { type: 'seek', position_ms: 60_000 });
    expect([sent.statusCode, sent.json()]).toEqual([202, { device_id: a.deviceId, type: 'seek' }]);
    expect((await channelA.next('command')).data).toEqual({ type: 'seek', position_ms: 60_000, from_device_id: b.deviceId });
    await command(b, a.deviceId, { type: 'pause' });
    expect((await channelA.next('command')).data).toEqual({ type: 'pause', from_device_id: b.deviceId });
  });

  it('validates commands: another code’s device or none is not found, an offline one is a conflict, a missing field a bad request', async () => {
    expect((await command(stranger, a.deviceId, { type: 'pause' })).statusCode).toBe(404);
    expect((await command(b, 'web-nobody', { type: 'pause' })).statusCode).toBe(404);
    const offline = await t.activateDevice({ code: a.code });
    const toOffline = await command(b, offline.deviceId, { type: 'pause' });
    expect([toOffline.statusCode, toOffline.json().code]).toEqual([409, 'device_offline']);
    expect((await command(b, a.deviceId, { type: 'seek' })).json().message).toBe('A seek command needs position_ms');
    expect((await command(b, a.deviceId, { type: 'explode' })).statusCode).toBe(400);
    expect((await command(b, a.deviceId, { type: 'volume', volume: 2 })).statusCode).toBe(400);
    expect((await command(b, a.deviceId, { type: 'transfer', to_device_id: stranger.deviceId })).statusCode).toBe(404);
  });

  it('saves a queue edit only at the version it was made on; the loser of two edits gets 409', async () => {
    const [x, y, z] = seed.trackIds.map(String) as [string, string, string];
    const saved = (await t.call('savePlayQueue', { method: 'PUT', url: '/api/v1/play-queue', headers: a.headers, payload: { track_ids: [x, y], current_index: 0, position_ms: 0 } })).json();
    const version = (await t.call('getPlayQueue', { method: 'GET', url: '/api/v1/play-queue', headers: b.headers })).json().version as number;
    expect(version).toBeGreaterThan(0);
    expect(saved.version).toBe(version);
    const [first, second] = await Promise.all([
      command(b, a.deviceId, { type: 'queue', track_ids: [x, y, z], current_index: 0, queue_version: version }),
      command(b, a.deviceId, { type: 'queue', track_ids: [z], current_index: 0, queue_version: version }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const winner = first.statusCode === 202 ? first : second;
    const loser = first.statusCode === 202 ? second : first;
    expect(loser.json().code).toBe('stale_queue');
    expect(winner.json().queue_version).toBe(version + 1);
    expect((await channelA.next('command', (d) => d['type'] === 'queue')).data).toMatchObject({ queue_version: version + 1, from_device_id: b.deviceId });
    const queue = (await t.call('getPlayQueue', { method: 'GET', url: '/api/v1/play-queue', headers: a.headers })).json();
    expect(queue.version).toBe(version + 1);
    expect((await command(b, a.deviceId, { type: 'queue', track_ids: ['999999'], current_index: 0, queue_version: version + 1 })).statusCode).toBe(404);
  });

  it('keeps the queue version through the player’s position saves, so a remote’s edit made before them still counts', async () => {
    const [x, y] = seed.trackIds.map(String) as [string, string];
    const save = async (current: number, position: number) => (await t.call('savePlayQueue', { method: 'PUT', url: '/api/v1/play-queue', headers: a.headers, payload: { track_ids: [x, y], current_index: current, position_ms: position } })).json().version as number;
    const version = await save(0, 1_000);
    expect(await save(0, 6_000)).toBe(version);
    expect((await command(b, a.deviceId, { type: 'queue', track_ids: [y], current_index: 0, queue_version: version })).statusCode).toBe(202);
    // Another track or another current one is a new version.
    expect(await save(1, 0)).toBe(version + 2);
  });

  it('ends a device’s channel when its code is revoked, and its next call is refused', async () => {
    const other = await t.activateDevice();
    const sse = await channel(other);
    await revokeCode(t.app.db, other.code);
    // PostgreSQL's trigger ends it at once; on SQLite the revocation may come from another process
    // (the admin CLI), so the sweep that checks open channels ends it.
    if (!onPostgres) await t.app.connect.sweep();
    expect((await sse.next('revoked')).data).toEqual({ message: 'This device has been logged out' });
    await sse.ended;
    expect((await t.call('listConnectDevices', { method: 'GET', url: '/api/v1/connect/devices', headers: other.headers })).statusCode).toBe(401);
    const refused = await openSse(`${base}/api/v1/connect/events`, other.headers);
    expect(refused.status).toBe(401);
  });

  it.skipIf(onPostgres)('on SQLite, ends a channel soon after another process (the admin CLI) revokes its code, without waiting for the sweep', async () => {
    const other = await t.activateDevice();
    const sse = await channel(other);
    await t.app.connect.checkForeignWrites();
    const before = t.app.connect.size;
    const cli = openDatabase({ dataDir: t.dataDir });
    await revokeCode(cli.db, other.code);
    await closeDatabase(cli);
    await t.app.connect.checkForeignWrites();
    expect(t.app.connect.size).toBe(before - 1);
    expect((await sse.next('revoked')).data).toEqual({ message: 'This device has been logged out' });
  });

  it('takes a closed channel’s device off the list', async () => {
    const gone = await t.activateDevice({ code: stranger.code });
    const sse = await channel(gone);
    expect((await devices(stranger)).map((d) => d.device_id)).toContain(gone.deviceId);
    const watcher = await channel(stranger);
    sse.close();
    await watcher.next('devices');
    expect((await devices(stranger)).map((d) => d.device_id)).not.toContain(gone.deviceId);
  });
});
