import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { openSse } from '../test-support/sse-client.js';
import { SECURITY_HEADERS } from '../plugins/hardening.js';
import { MAX_UNSENT_BYTES } from './hub.js';

type Device = Awaited<ReturnType<TestApp['activateDevice']>>;

let t: TestApp;
let seed: SeededCatalogue;
let port: number;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({ writeRate: { burst: 100_000, perSecond: 1000 } });
  seed = await seedCatalogue(t.app.db, t.dataDir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t.close();
});

/** A device's channel over a bare socket that stops reading once the channel is ready. */
async function stalledChannel(device: Device) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  let text = '';
  let stalled = false;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      if (!stalled && text.includes('event: ready')) {
        stalled = true;
        socket.pause();
        resolve();
      }
    });
    socket.once('error', reject);
    const headers = Object.entries(device.headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`POST /api/v1/connect/events HTTP/1.1\r\nhost: 127.0.0.1\r\n${headers}content-length: 0\r\n\r\n`);
  });
  return {
    /** The socket closed, seen once it reads again. */
    closed,
    /** Reads again and answers all text received once `until` is in it. */
    async readUntil(until: string) {
      socket.resume();
      const deadline = Date.now() + 10_000;
      while (!text.includes(until) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return text;
    },
  };
}

const state = (positionMs: number) => ({ track_id: String(seed.trackIds[0]), title: 'x'.repeat(7000), artist: 'Someone', artwork_url: null, duration_ms: 600_000, position_ms: positionMs, playing: true, volume: 0.8, shuffle: false, repeat: 'off', queue_version: 0, at: new Date().toISOString() });
const online = async (watcher: Device) => (await t.call('listConnectDevices', { method: 'GET', url: '/api/v1/connect/devices', headers: watcher.headers })).json().devices.map((d: { device_id: string }) => d.device_id) as string[];
const codeOf = (device: Device) => t.app.db.selectFrom('devices').select('code_id').where('id', '=', device.deviceRowId).executeTakeFirstOrThrow();
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a device channel that stops reading', () => {
  it('is ended once it holds more than the bound unsent, while commands keep coming; the device goes offline', async () => {
    const reader = await t.activateDevice();
    const sender = await t.activateDevice({ code: reader.code });
    const channel = await stalledChannel(reader);
    expect(await online(sender)).toContain(reader.deviceId);
    expect(t.app.connect.isOpen(reader.deviceRowId)).toBe(true);
    const codeId = Number((await codeOf(sender)).code_id);
    // About 5 KB a command: the kernel's socket buffers take a few MB first, then the server holds the rest.
    const command = { type: 'queue' as const, track_ids: Array.from({ length: 500 }, (_, i) => String(1_000_000 + i)), current_index: 0, queue_version: 1 };
    let sent = 0;
    while (t.app.connect.isOpen(reader.deviceRowId) && sent < 5000) {
      await t.app.connect.publish({ kind: 'command', codeId, to: reader.deviceRowId, fromDeviceId: sender.deviceId, command });
      sent++;
      if (sent % 50 === 0) await settle();
    }
    expect(t.app.connect.isOpen(reader.deviceRowId), `still open after ${sent} commands`).toBe(false);
    // Reading again, the device finds its channel ended (and reconnects, as after any lost channel).
    await channel.readUntil('\0');
    await channel.closed;
    await settle();
    expect(await online(sender)).not.toContain(reader.deviceId);
  });

  it('keeps only the latest state of each device while it is behind, and gets it when it reads again', async () => {
    const reader = await t.activateDevice();
    const player = await t.activateDevice({ code: reader.code });
    const channel = await stalledChannel(reader);
    const channels = t.app.connect.size;
    const reports = 3000;
    // About 7 KB each: written one by one, far more than the kernel's socket buffers and the bound.
    expect(reports * 7000).toBeGreaterThan(20 * MAX_UNSENT_BYTES);
    const codeId = Number((await codeOf(player)).code_id);
    for (let i = 1; i <= reports; i++) await t.app.connect.publish({ kind: 'state', codeId, deviceId: player.deviceId, state: state(i) as never });
    await settle();
    expect(t.app.connect.size).toBe(channels);
    const text = await channel.readUntil(`"position_ms":${reports},`);
    const positions = [...text.matchAll(/"position_ms":(\d+),/g)].map((m) => Number(m[1]));
    expect(positions.at(-1)).toBe(reports);
    expect(positions.length).toBeLessThan(reports);
  });
});

describe('the event stream answer', () => {
  it('carries the security headers of every answer', async () => {
    const device = await t.activateDevice();
    const sse = await openSse(`http://127.0.0.1:${port}/api/v1/connect/events`, device.headers);
    expect(sse.status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(sse.headers.get(name), name).toBe(value);
    sse.close();
  });

  it('tells a channel that the device opened another one with its own event, not as a logout', async () => {
    const device = await t.activateDevice();
    const first = await openSse(`http://127.0.0.1:${port}/api/v1/connect/events`, device.headers);
    await first.next('ready');
    const second = await openSse(`http://127.0.0.1:${port}/api/v1/connect/events`, device.headers);
    expect((await first.next('replaced')).data).toEqual({ message: 'This device opened another channel' });
    await first.ended;
    await second.next('ready');
    expect((await t.call('listConnectDevices', { method: 'GET', url: '/api/v1/connect/devices', headers: device.headers })).statusCode).toBe(200);
    second.close();
  });
});
