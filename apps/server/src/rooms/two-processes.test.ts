import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, postgresAdminUrl, type TestApp } from '../test-support/test-app.js';
import { listenOnLoopback as listen, startInstance, type ServerInstance } from '../test-support/server-instance.js';
import { openSse, type SseChannel } from '../test-support/sse-client.js';
import { seedCatalogue } from '../test-support/seed.js';
import { revokeCode } from '../auth/code-service.js';

/** Two server instances (two processes behind a load balancer) on one PostgreSQL database. */
const onPostgres = Boolean(postgresAdminUrl());
let one: TestApp;
let two: ServerInstance;
const open: SseChannel[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  one = await buildTestApp();
  await seedCatalogue(one.app.db, one.dataDir);
  two = await startInstance(one.config);
});
afterAll(async () => {
  for (const sse of open) sse.close();
  await two?.close();
  await one?.close();
});

describe.skipIf(!onPostgres)('Rooms across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a member on process 2 hears of a command and gets its clock answers through process 1, and the room ends there on revocation', async () => {
    const host = await one.activateDevice();
    const member = await one.activateDevice({ code: host.code });
    const hostChannel = await openSse(`${await listen(one.app)}/api/v1/connect/events`, host.headers);
    const memberChannel = await openSse(`${await listen(two.app)}/api/v1/connect/events`, member.headers);
    open.push(hostChannel, memberChannel);
    await hostChannel.next('ready');
    await memberChannel.next('ready');

    const created = await one.call('playInSync', { method: 'POST', url: '/api/v1/rooms', headers: member.headers, payload: { device_id: host.deviceId } });
    expect(created.statusCode, created.body).toBe(201);
    const paused = await one.call('sendRoomCommand', { method: 'POST', url: '/api/v1/rooms/current/commands', headers: host.headers, payload: { type: 'pause' } });
    expect((await memberChannel.next('room', (data) => data.version === paused.json().version)).data).toMatchObject({ room_id: created.json().room_id, playback: { ...paused.json().playback, current_index: paused.json().current_index } });

    // Asked through process 1; process 2 holds the channel and stamps the answer.
    expect((await one.call('askServerClock', { method: 'POST', url: '/api/v1/connect/clock', headers: member.headers, payload: { sent_at: 7 } })).statusCode).toBe(202);
    expect((await memberChannel.next('clock')).data.sent_at).toBe(7);
    expect(two.app.connect.size).toBe(1);

    await revokeCode(one.app.db, host.code);
    expect((await memberChannel.next('revoked')).data).toEqual({ message: 'This device has been logged out' });
    // The trigger's NOTIFY reaches both processes; one of them ends the room.
    await vi.waitFor(async () => expect(await one.app.db.selectFrom('rooms').select('id').execute()).toEqual([]), { timeout: 5000 });
  });
});
