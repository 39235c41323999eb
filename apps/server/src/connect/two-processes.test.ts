import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postgresAdminUrl, type TestApp } from '../test-support/test-app.js';
import { listenOnLoopback as listen, startInstance, type ServerInstance } from '../test-support/server-instance.js';
import { openSse, type SseChannel } from '../test-support/sse-client.js';
import { revokeCode } from '../auth/code-service.js';

/** Two server instances (as two processes behind a load balancer would be) on one PostgreSQL database. */
const onPostgres = Boolean(postgresAdminUrl());
let one: TestApp;
let two: ServerInstance;
const open: SseChannel[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  one = await buildTestApp();
  two = await startInstance(one.config);
});
afterAll(async () => {
  for (const sse of open) sse.close();
  await two?.close();
  await one?.close();
});

describe.skipIf(!onPostgres)('Connect across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a command sent through process 1 reaches a device connected to process 2, and a revocation ends it there', async () => {
    const player = await one.activateDevice();
    const remote = await one.activateDevice({ code: player.code });
    const sse = await openSse(`${await listen(two.app)}/api/v1/connect/events`, player.headers);
    open.push(sse);
    await sse.next('ready');
    await sse.next('devices');
    // Presence is in the database: process 1 lists the device whose channel process 2 holds.
    const listed = await one.call('listConnectDevices', { method: 'GET', url: '/api/v1/connect/devices', headers: remote.headers });
    expect(listed.json().devices.map((d: { device_id: string }) => d.device_id)).toContain(player.deviceId);

    const sent = await one.call('sendDeviceCommand', { method: 'POST', url: `/api/v1/connect/devices/${player.deviceId}/commands`, headers: remote.headers, payload: { type: 'pause' } });
    expect(sent.statusCode).toBe(202);
    expect((await sse.next('command')).data).toEqual({ type: 'pause', from_device_id: remote.deviceId });
    expect(two.app.connect.size).toBe(1);
    expect(one.app.connect.size).toBe(0);

    await revokeCode(one.app.db, player.code);
    expect((await sse.next('revoked')).data).toEqual({ message: 'This device has been logged out' });
    await sse.ended;
  });
});
