import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { rotateAdminKey } from '../admin/admin-key.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { openSse } from '../test-support/sse-client.js';
import { appLogin, codeIdOfDevice, subsonicClient } from '../test-support/subsonic-client.js';
import { ONLINE_WINDOW_MS } from '../connect/hub.js';
import { APP_NOW_PLAYING_MS } from '../connect/presence.js';

type Device = Awaited<ReturnType<TestApp['activateDevice']>>;
type AdminDevice = { device_id: string; now_playing: { title: string } | null };

let t: TestApp;
let key: string;
let base: string;
let seed: SeededCatalogue;

beforeAll(async () => {
  t = await buildTestApp();
  key = await rotateAdminKey(t.app.db);
  seed = await seedCatalogue(t.app.db, t.dataDir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

const admin = (operationId: string, url: string) => t.call(operationId, { method: 'GET', url: `/api/v1/admin${url}`, headers: { 'x-admin-key': key } });
const playingNow = async (deviceId: string) => ((await admin('listAdminDevices', '/devices')).json().devices as AdminDevice[]).find((d) => d.device_id === deviceId)?.now_playing ?? null;
const playingCount = async () => (await admin('getAdminActivity', '/activity?days=1')).json().playing_devices as number;
const heartbeat = (device: Device, title: string) =>
  t.call('sendHeartbeat', { method: 'POST', url: `/api/v1/devices/${device.deviceId}/heartbeat`, headers: device.headers, payload: { activityType: 'song', contentId: String(seed.trackIds[0]), title, artist: 'Nova Lights' } });
const markedAt = (rowId: number, stamp: string | null) => t.app.db.updateTable('devices').set({ channel_at: stamp }).where('id', '=', rowId).execute();
const channelMark = async (rowId: number) => (await t.app.db.selectFrom('devices').select('channel_at').where('id', '=', rowId).executeTakeFirstOrThrow()).channel_at;

/** Polls until `check` holds, for up to a minute: a loaded machine (other test files beside this one) may take seconds. */
async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the console’s "Playing now" follows Connect’s presence', () => {
  it('shows what a device plays while its channel is open, and nothing once it closes or its mark goes stale', async () => {
    const device = await t.activateDevice();
    expect((await heartbeat(device, 'Neon Rain')).statusCode).toBe(200);
    // Heartbeats alone (a tab that never opened its channel) do not make a device present.
    expect(await playingNow(device.deviceId)).toBeNull();

    const channel = await openSse(`${base}/api/v1/connect/events`, device.headers);
    await channel.next('ready');
    await until(async () => (await channelMark(device.deviceRowId)) !== null);
    expect(await playingNow(device.deviceId)).toMatchObject({ title: 'Neon Rain' });
    expect(await playingCount()).toBe(1);

    // The tab closes without saying it stopped: its last heartbeat stays in the row.
    channel.close();
    await until(async () => (await channelMark(device.deviceRowId)) === null);
    expect(await playingNow(device.deviceId)).toBeNull();
    expect(await playingCount()).toBe(0);

    // A process that died holding the channel leaves a mark no sweep renews.
    await markedAt(device.deviceRowId, new Date(Date.now() - ONLINE_WINDOW_MS - 1000).toISOString());
    expect(await playingNow(device.deviceId)).toBeNull();
    await markedAt(device.deviceRowId, new Date(Date.now() - ONLINE_WINDOW_MS + 10_000).toISOString());
    expect(await playingNow(device.deviceId)).toMatchObject({ title: 'Neon Rain' });
  });

  it('shows a Subsonic app (which holds no channel) while its now-playing report is recent', async () => {
    const web = await t.activateDevice();
    const login = await appLogin(t.app, await codeIdOfDevice(t.app, web.deviceRowId), 'Symfonium');
    const api = subsonicClient(t.app, login);
    expect(await api.scrobble({ id: `tr-${seed.trackIds[0]}`, submission: false })).toMatchObject({ status: 'ok' });
    const row = await t.app.db.selectFrom('devices').select(['id', 'device_id']).where('app_platform', '=', 'subsonic').executeTakeFirstOrThrow();
    expect(await playingNow(row.device_id)).not.toBeNull();
    await t.app.db.updateTable('devices').set({ activity_at: new Date(Date.now() - APP_NOW_PLAYING_MS - 1000).toISOString() }).where('id', '=', row.id).execute();
    expect(await playingNow(row.device_id)).toBeNull();
  });
});
