import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCodes } from '../auth/code-service.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { subsonicClient } from '../test-support/subsonic-client.js';

let t: TestApp;
let seed: SeededCatalogue;
let headers: Record<string, string>;
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  ({ headers } = await t.activateDevice());
});
afterAll(async () => {
  await t.close();
});

const save = (payload: Answer) => t.call('savePlayQueue', { method: 'PUT', url: '/api/v1/play-queue', headers, payload });
const read = () => t.call('getPlayQueue', { method: 'GET', url: '/api/v1/play-queue', headers });

describe('app passwords through the web API', () => {
  it('creates (shown once), lists and revokes; the app logs in until revoked', async () => {
    const created = await t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers, payload: { name: 'Phone' } });
    expect(created.statusCode).toBe(201);
    const { username, password } = created.json<{ username: string; password: string }>();
    expect(username).toMatch(/^phone-[a-z2-9]{5}$/);
    const listed = (await t.call('listAppPasswords', { method: 'GET', url: '/api/v1/app-passwords', headers })).json();
    expect(listed.app_passwords.map((a: Answer) => [a.username, a.name])).toEqual([[username, 'Phone']]);
    expect(JSON.stringify(listed)).not.toContain(password);
    expect((await subsonicClient(t.app, { username, password }).ping()).status).toBe('ok');
    expect((await t.call('revokeAppPassword', { method: 'DELETE', url: `/api/v1/app-passwords/${username}`, headers })).statusCode).toBe(204);
    expect((await t.call('revokeAppPassword', { method: 'DELETE', url: `/api/v1/app-passwords/${username}`, headers })).statusCode).toBe(404);
    expect((await subsonicClient(t.app, { username, password }).ping()).status).toBe('failed');
    expect((await t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers, payload: { name: '   ' } })).statusCode).toBe(400);
  });

  it('refuses another account’s app password and a full device limit', async () => {
    const other = await t.activateDevice();
    const theirs = (await t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers: other.headers, payload: { name: 'Car' } })).json<{ username: string }>();
    expect((await t.call('revokeAppPassword', { method: 'DELETE', url: `/api/v1/app-passwords/${theirs.username}`, headers })).statusCode).toBe(404);
    // Default limit 3: this device, the other account's… this code has 1 device; two apps fill it.
    // Limit 3: this browser and two apps fill it; revoking one frees its slot.
    const first = (await t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers, payload: { name: 'A' } })).json<{ username: string }>();
    await t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers, payload: { name: 'B' } });
    const full = await t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers, payload: { name: 'C' } });
    expect([full.statusCode, full.json().code]).toEqual([409, 'device_limit']);
    expect(full.json().message).toBe('This activation code is already active on the maximum number of devices (3)');
    for (const username of [first.username, ...(await t.call('listAppPasswords', { method: 'GET', url: '/api/v1/app-passwords', headers })).json().app_passwords.map((a: Answer) => a.username)]) {
      await t.app.inject({ method: 'DELETE', url: `/api/v1/app-passwords/${username}`, headers });
    }
  });
});

describe('revoking the apps connected from this device (the logout choice)', () => {
  it('revokes only the app passwords this device created, and says which they are', async () => {
    const code = (await issueCodes(t.app.db, { days: 30, devices: 6 }))[0]?.code as string;
    const here = await t.activateDevice({ code });
    const there = await t.activateDevice({ code });
    const create = async (device: { headers: Record<string, string> }, name: string) => (await t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers: device.headers, payload: { name } })).json<{ username: string; password: string }>();
    const phone = await create(here, 'Phone');
    const car = await create(here, 'Car');
    const tablet = await create(there, 'Tablet');
    const listed = (await t.call('listAppPasswords', { method: 'GET', url: '/api/v1/app-passwords', headers: here.headers })).json<{ app_passwords: Answer[] }>();
    expect(Object.fromEntries(listed.app_passwords.map((a) => [a.name, a.from_this_device]))).toEqual({ Phone: true, Car: true, Tablet: false });

    const revoked = await t.call('revokeAppPasswordsOfThisDevice', { method: 'DELETE', url: '/api/v1/app-passwords?created_by=this_device', headers: here.headers });
    expect([revoked.statusCode, revoked.json()]).toEqual([200, { revoked: 2 }]);
    expect((await subsonicClient(t.app, phone).ping()).status).toBe('failed');
    expect((await subsonicClient(t.app, car).ping()).status).toBe('failed');
    expect((await subsonicClient(t.app, tablet).ping()).status).toBe('ok');
    const left = (await t.call('listAppPasswords', { method: 'GET', url: '/api/v1/app-passwords', headers: there.headers })).json<{ app_passwords: Answer[] }>();
    expect(left.app_passwords.map((a) => [a.name, a.from_this_device])).toEqual([['Tablet', true]]);
    expect((await t.call('revokeAppPasswordsOfThisDevice', { method: 'DELETE', url: '/api/v1/app-passwords?created_by=this_device', headers: here.headers })).json()).toEqual({ revoked: 0 });
    expect((await t.call('revokeAppPasswordsOfThisDevice', { method: 'DELETE', url: '/api/v1/app-passwords?created_by=everyone', headers: here.headers })).statusCode).toBe(400);
    expect((await t.call('revokeAppPasswordsOfThisDevice', { method: 'DELETE', url: '/api/v1/app-passwords', headers: here.headers })).statusCode).toBe(400);
    expect((await t.call('revokeAppPasswordsOfThisDevice', { method: 'DELETE', url: '/api/v1/app-passwords?created_by=this_device' })).statusCode).toBe(401);
  });
});

describe('the play queue: one store for the web app and Subsonic apps', () => {
  it('starts empty', async () => {
    expect((await read()).json()).toEqual({ tracks: [], current_index: 0, position_ms: 0, shuffle: false, repeat: 'off', device: null, updated_at: null, version: 0 });
  });

  it('a queue saved by the web app is what getPlayQueue returns, and the other way round', async () => {
    const [a, b, c] = seed.trackIds.map(String) as [string, string, string];
    const saved = (await save({ track_ids: [c, a, b], current_index: 1, position_ms: 42_000, shuffle: true, repeat: 'all', device: 'Web player' })).json();
    expect(saved).toMatchObject({ current_index: 1, position_ms: 42_000, shuffle: true, repeat: 'all', device: 'Web player' });
    expect(saved.tracks.map((x: Answer) => x.id)).toEqual([c, a, b]);

    const password = (await t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers, payload: { name: 'Queue app' } })).json<{ username: string; password: string }>();
    const api = subsonicClient(t.app, password);
    const queue = (await api.getPlayQueue()) as Answer;
    expect(queue['playQueue']).toMatchObject({ current: `tr-${a}`, position: 42_000, username: password.username, changedBy: 'Web player' });
    expect(queue['playQueue'].entry.map((s: Answer) => s.id)).toEqual([`tr-${c}`, `tr-${a}`, `tr-${b}`]);
    const byIndex = (await api.customJSON('getPlayQueueByIndex', {})) as Answer;
    expect(byIndex['playQueueByIndex']).toMatchObject({ currentIndex: 1, position: 42_000 });

    expect((await api.savePlayQueue({ id: [`tr-${b}`, `tr-${c}`], current: `tr-${c}`, position: 5000 } as never)).status).toBe('ok');
    const fromApp = (await read()).json();
    expect(fromApp).toMatchObject({ current_index: 1, position_ms: 5000, shuffle: true, repeat: 'all', device: 'subsonic-api' });
    expect(fromApp.tracks.map((x: Answer) => x.id)).toEqual([b, c]);

    expect(((await api.customJSON('savePlayQueueByIndex', { id: [`tr-${a}`], currentIndex: 0, position: 10 })) as Answer)['status']).toBe('ok');
    expect((await read()).json()).toMatchObject({ current_index: 0, position_ms: 10, tracks: [expect.objectContaining({ id: a })] });
    expect(((await api.customJSON('savePlayQueue', { id: ['tr-999999'] })) as Answer)['error'].code).toBe(70);
    expect(((await api.customJSON('savePlayQueue', { id: [`tr-${a}`], current: `tr-${b}` })) as Answer)['error'].code).toBe(10);
  });

  it("a player's position save sent before a remote's edit reached it is refused and does not undo the edit", async () => {
    const [a, b, c] = seed.trackIds.map(String) as [string, string, string];
    const known = (await save({ track_ids: [a, b, c], current_index: 0, position_ms: 1000 })).json();
    // Based on the version it knows: the position moves, the version does not.
    const moved = (await save({ track_ids: [a, b, c], current_index: 0, position_ms: 2000, based_on_version: known.version })).json();
    expect(moved).toMatchObject({ position_ms: 2000, version: known.version });
    // Another device (a Subsonic app here; a remote's Connect edit is saved the same way) removes b.
    const password = (await t.call('createAppPassword', { method: 'POST', url: '/api/v1/app-passwords', headers, payload: { name: 'Edit app' } })).json<{ username: string; password: string }>();
    expect((await subsonicClient(t.app, password).savePlayQueue({ id: [`tr-${a}`, `tr-${c}`], current: `tr-${a}`, position: 0 } as never)).status).toBe('ok');
    const stale = await save({ track_ids: [a, b, c], current_index: 0, position_ms: 3000, based_on_version: known.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_queue' });
    const kept = (await read()).json();
    expect(kept.tracks.map((x: Answer) => x.id)).toEqual([a, c]);
    expect(kept.version).toBe(known.version + 1);
    // Based on the new version it saves; without a basis a save replaces the queue as before.
    expect((await save({ track_ids: [a, c], current_index: 0, position_ms: 4000, based_on_version: kept.version })).json()).toMatchObject({ position_ms: 4000, version: kept.version });
    expect((await save({ track_ids: [a, b, c], current_index: 0, position_ms: 0 })).json().version).toBe(kept.version + 1);
  });

  it('refuses bad input with clear errors and clears with an empty list', async () => {
    const [a] = seed.trackIds.map(String) as [string];
    expect((await save({ track_ids: [a], current_index: 3, position_ms: 0 })).statusCode).toBe(400);
    expect((await save({ track_ids: ['999999'], current_index: 0, position_ms: 0 })).statusCode).toBe(404);
    expect((await save({ track_ids: [a], current_index: 0, position_ms: -1 })).statusCode).toBe(400);
    expect((await save({ track_ids: [a], current_index: 0, position_ms: 0, repeat: 'sometimes' })).statusCode).toBe(400);
    expect((await save({ track_ids: [], current_index: 0, position_ms: 0 })).json().updated_at).toBeNull();
    expect((await read()).json().tracks).toEqual([]);
  });
});
