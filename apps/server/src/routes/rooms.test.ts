import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { openSse, type SseChannel } from '../test-support/sse-client.js';
import { issueCodes, revokeCode } from '../auth/code-service.js';
import { ROOM_QUEUE_MAX, ROOM_QUEUE_PAGE, ROOM_QUEUE_PAGE_BEFORE } from '../rooms/room-store.js';
import { ROOM_AWAY_GRACE_MS, sweepRoomPresence } from '../rooms/room-presence.js';

type Device = Awaited<ReturnType<TestApp['activateDevice']>>;
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let seed: SeededCatalogue;
let base: string;
const open: SseChannel[] = [];

async function channel(device: Device): Promise<SseChannel> {
  const sse = await openSse(`${base}/api/v1/connect/events`, device.headers);
  open.push(sse);
  expect(sse.status).toBe(200);
  await sse.next('ready');
  return sse;
}

const call = (operationId: string, device: Device, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Answer) => t.call(operationId, { method, url, headers: device.headers, ...(payload ? { payload } : {}) });
const playInSync = (from: Device, to: Device) => call('playInSync', from, 'POST', '/api/v1/rooms', { device_id: to.deviceId });
const current = (device: Device) => call('getCurrentRoom', device, 'GET', '/api/v1/rooms/current');
const command = (device: Device, payload: Answer) => call('sendRoomCommand', device, 'POST', '/api/v1/rooms/current/commands', payload);
const invite = (device: Device) => call('inviteGuests', device, 'POST', '/api/v1/rooms/current/join-code');
const join = (device: Device, code: string) => call('joinRoom', device, 'POST', '/api/v1/rooms/join', { code });
const removeGuest = (owner: Device, guest: Device) => call('removeRoomGuest', owner, 'DELETE', `/api/v1/rooms/current/guests/${guest.deviceId}`);
const songStarted = (device: Device, payload: Answer) => call('reportRoomSongStarted', device, 'POST', '/api/v1/rooms/current/song-started', payload);
const leave = (device: Device) => call('leaveRoom', device, 'POST', '/api/v1/rooms/current/leave');

/** Two devices of one code (a code for two devices: both slots taken), both with a channel, in a room hosted by `host`. */
async function roomOfTwo() {
  const [{ code }] = await issueCodes(t.app.db, { days: 30, devices: 2 });
  const host = await t.activateDevice({ code });
  const member = await t.activateDevice({ code });
  const hostChannel = await channel(host);
  const memberChannel = await channel(member);
  const trackId = String(seed.trackIds[0]);
  const state = { track_id: trackId, title: 'T', artist: 'A', artwork_url: null, duration_ms: 200_000, position_ms: 30_000, playing: true, volume: 1, shuffle: false, repeat: 'off', queue_version: 0, at: new Date().toISOString() };
  expect((await call('reportPlayerState', host, 'PUT', '/api/v1/connect/state', { state })).statusCode).toBe(204);
  const created = await playInSync(member, host);
  expect(created.statusCode, created.body).toBe(201);
  return { host, member, hostChannel, memberChannel, room: created.json() as Answer, trackId };
}

beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const sse of open) sse.close();
  await t.close();
});

describe('Rooms: several devices play as one', () => {
  it('"Play in sync" puts this device in the other device’s playback, on the server’s clock', async () => {
    const before = Date.now();
    const { host, member, hostChannel, room, trackId } = await roomOfTwo();
    expect(room).toMatchObject({ role: 'member', host_device_id: host.deviceId, queue: [trackId], current_index: 0, join_code: null });
    expect(room.members.map((m: Answer) => [m.device_id, m.guest])).toEqual([
      [host.deviceId, false],
      [member.deviceId, false],
    ]);
    // The host was 30 s in: the room's track started 30 s before now, a little ahead so both start together.
    expect(room.playback.playing).toBe(true);
    expect(room.playback.started_at_ms).toBeGreaterThan(before - 30_000);
    expect(room.playback.started_at_ms).toBeLessThan(Date.now() - 29_000);
    expect((await hostChannel.next('room')).data).toMatchObject({ room_id: room.room_id });
    expect((await current(host)).json()).toMatchObject({ role: 'host', room_id: room.room_id });
  });

  it('answers a clock question on the asking device’s channel with the server’s time', async () => {
    const { member, memberChannel } = await roomOfTwo();
    const before = Date.now();
    expect((await call('askServerClock', member, 'POST', '/api/v1/connect/clock', { sent_at: 123.5 })).statusCode).toBe(202);
    const answer = (await memberChannel.next('clock')).data;
    expect(answer.sent_at).toBe(123.5);
    // The question's arrival, then the answer's writing: the device leaves the time between them out of the exchange.
    // (Read off the request's elapsed time: within the millisecond Date.now() truncates.)
    expect(answer.received_at).toBeGreaterThanOrEqual(before - 1);
    expect(answer.server_at).toBeGreaterThanOrEqual(answer.received_at as number);
    expect(answer.server_at).toBeLessThanOrEqual(Date.now());
  });

  it('lets any member pause, seek, play, skip and add, and tells every member', async () => {
    const { host, member, hostChannel, trackId } = await roomOfTwo();
    const paused = (await command(member, { type: 'pause' })).json();
    expect(paused.playback).toMatchObject({ playing: false, started_at_ms: null });
    expect(paused.playback.paused_position_ms).toBeGreaterThanOrEqual(29_000);
    expect((await command(host, { type: 'seek', position_ms: 60_000 })).json().playback).toMatchObject({ paused_position_ms: 60_000, playing: false });
    const before = Date.now();
    const playing = (await command(host, { type: 'play' })).json().playback;
    expect(playing.started_at_ms).toBeGreaterThanOrEqual(before - 60_000);
    const added = (await command(member, { type: 'add', track_id: String(seed.trackIds[1]) })).json();
    expect(added.queue).toEqual([trackId, String(seed.trackIds[1])]);
    const next = (await command(host, { type: 'next' })).json();
    expect(next).toMatchObject({ current_index: 1, playback: { track_id: String(seed.trackIds[1]), paused_position_ms: 0 } });
    const event = await hostChannel.next('room', (data) => data.version === next.version);
    // The event carries the skip itself: a member starts the new song without reading the room first.
    expect(event.data).toEqual({ room_id: next.room_id, version: next.version, playback: { ...next.playback, current_index: 1 } });
    expect((await command(member, { type: 'seek' })).statusCode).toBe(400);
    expect((await command(member, { type: 'add', track_id: '99999999' })).statusCode).toBe(404);
  });

  it('moves on past songs that ended on their own, each from where the last ended, and pauses at the queue’s end', async () => {
    const { member, hostChannel, room, trackId } = await roomOfTwo();
    const second = String(seed.trackIds[1]);
    expect((await command(member, { type: 'add', track_id: second })).json().queue).toEqual([trackId, second]);
    // The first song (214 s) ended 1.5 s ago: every member's player is on the second one.
    const startedAt = Date.now() - 214_000 - 1500;
    await t.app.db.updateTable('rooms').set({ started_at_ms: startedAt }).where('id', '=', Number(room.room_id)).execute();
    const moved = (await current(member)).json();
    expect(moved).toMatchObject({ current_index: 1, playback: { track_id: second, playing: true, started_at_ms: startedAt + 214_000, paused_position_ms: 0 } });
    expect((await hostChannel.next('room', (data) => data.version === moved.version)).data).toMatchObject({ room_id: room.room_id, playback: { ...moved.playback, current_index: 1 } });
    // Read again: nothing more ended, nothing changes.
    expect((await current(member)).json()).toMatchObject({ version: moved.version, current_index: 1 });
    // The second (187.5 s) ended too: the room waits, paused at its end.
    await t.app.db.updateTable('rooms').set({ started_at_ms: Date.now() - 190_000 }).where('id', '=', Number(room.room_id)).execute();
    expect((await current(member)).json()).toMatchObject({ current_index: 1, playback: { track_id: second, playing: false, started_at_ms: null, paused_position_ms: 187_500 } });
  });

  it('takes the first plausible report of when a member’s player started the song it moved on to as the song’s start', async () => {
    const { host, member, hostChannel, room, trackId } = await roomOfTwo();
    const second = String(seed.trackIds[1]);
    await command(member, { type: 'add', track_id: second });
    await t.app.db.updateTable('rooms').set({ started_at_ms: Date.now() - 214_000 - 1500 }).where('id', '=', Number(room.room_id)).execute();
    const moved = (await current(member)).json();
    const computed = moved.playback.started_at_ms as number;
    // Not plausible: another song, another version, too far from the computed end. Nothing changes.
    for (const report of [{ track_id: trackId, started_at_ms: computed + 30, version: moved.version }, { track_id: second, started_at_ms: computed + 30, version: moved.version - 1 }, { track_id: second, started_at_ms: computed + 501, version: moved.version }]) {
      expect((await songStarted(member, report)).json()).toMatchObject({ version: moved.version, playback: { started_at_ms: computed } });
    }
    const taken = (await songStarted(member, { track_id: second, started_at_ms: computed + 40, version: moved.version })).json();
    expect(taken).toMatchObject({ version: moved.version + 1, current_index: 1, playback: { track_id: second, playing: true, started_at_ms: computed + 40, paused_position_ms: 0 } });
    expect((await hostChannel.next('room', (data) => data.version === taken.version)).data).toMatchObject({ playback: { started_at_ms: computed + 40 } });
    // Another member's report of the same change comes second: ignored.
    expect((await songStarted(host, { track_id: second, started_at_ms: computed - 20, version: moved.version })).json()).toMatchObject({ version: taken.version, playback: { started_at_ms: computed + 40 } });
    // Bad input: a clear 400, nothing changed.
    for (const bad of [{ track_id: second, started_at_ms: 'soon', version: taken.version }, { track_id: second, started_at_ms: computed }, { track_id: second, started_at_ms: computed, version: taken.version, index: 1 }, { track_id: second, started_at_ms: -1, version: taken.version }]) {
      expect((await songStarted(member, bad)).statusCode).toBe(400);
    }
    expect((await current(member)).json()).toMatchObject({ version: taken.version, playback: { started_at_ms: computed + 40 } });
  });

  it('keeps a queue of at most 10,000 tracks, which members and guests page', async () => {
    const { member, room } = await roomOfTwo();
    // Ids in place order, so a page shows where it is from.
    const full = Array.from({ length: ROOM_QUEUE_MAX }, (_, i) => seed.trackIds[i % 2] as number);
    await t.app.db.updateTable('rooms').set({ track_ids: JSON.stringify(full), current_index: 5000 }).where('id', '=', Number(room.room_id)).execute();
    const seen = (await current(member)).json();
    // The room carries the page around the current track, not all 10,000.
    expect(seen).toMatchObject({ current_index: 5000, queue_offset: 5000 - ROOM_QUEUE_PAGE_BEFORE, queue_length: ROOM_QUEUE_MAX });
    expect(seen.queue).toEqual(full.slice(5000 - ROOM_QUEUE_PAGE_BEFORE, 5000 - ROOM_QUEUE_PAGE_BEFORE + ROOM_QUEUE_PAGE).map(String));
    const page = await call('listRoomQueue', member, 'GET', '/api/v1/rooms/current/queue?offset=9900&limit=500');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ offset: 9900, total: ROOM_QUEUE_MAX, track_ids: full.slice(9900).map(String) });
    // Its tracks, each once, for the Queue screen's rows.
    expect(page.json().tracks.map((track: { id: string }) => track.id)).toEqual([String(seed.trackIds[0]), String(seed.trackIds[1])]);
    expect((await call('listRoomQueue', member, 'GET', '/api/v1/rooms/current/queue?limit=501')).statusCode).toBe(400);
    // At the queue's end the page still holds as many tracks as it can.
    await t.app.db.updateTable('rooms').set({ current_index: ROOM_QUEUE_MAX - 1 }).where('id', '=', Number(room.room_id)).execute();
    expect((await current(member)).json()).toMatchObject({ queue_offset: ROOM_QUEUE_MAX - ROOM_QUEUE_PAGE });
    const refused = await command(member, { type: 'add', track_id: String(seed.trackIds[1]) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('queue_full');
  });

  it('lets a guest of another code join with the code, add to the queue, and nothing of the owner’s', async () => {
    const { host, member } = await roomOfTwo();
    const invited = (await invite(host)).json();
    expect(invited.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(invited.link).toBe(`/join/${invited.code}`);
    expect((await invite(member)).json().code).toBe(invited.code);
    const playlist = await call('createUserPlaylist', host, 'POST', '/api/v1/playlists', { name: 'Owner only' });
    expect(playlist.statusCode, playlist.body).toBe(201);
    // The owner's code has both its devices: a guest (its own code) still joins, and takes no slot of it.
    const guest = await t.activateDevice();
    const joined = await join(guest, invited.code.toLowerCase().replace(/(...)/, '$1-'));
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ role: 'guest', join_code: null });
    expect(joined.json().members.at(-1)).toMatchObject({ device_id: guest.deviceId, guest: true });
    const ownerDevices = await t.app.db.selectFrom('devices').select('id').where('code_id', '=', (await t.app.db.selectFrom('devices').select('code_id').where('device_id', '=', host.deviceId).executeTakeFirstOrThrow()).code_id).execute();
    expect(ownerDevices).toHaveLength(2);
    expect((await command(guest, { type: 'add', track_id: String(seed.trackIds[2]) })).json().queue).toContain(String(seed.trackIds[2]));
    // Nothing of the owner's: not the join code, the devices, the library; no inviting or ending.
    expect((await invite(guest)).statusCode).toBe(403);
    expect((await call('endRoom', guest, 'POST', '/api/v1/rooms/current/end')).statusCode).toBe(403);
    expect((await playInSync(guest, host)).statusCode).toBe(404);
    const devicesSeen = (await call('listConnectDevices', guest, 'GET', '/api/v1/connect/devices')).json().devices as Answer[];
    expect(devicesSeen.map((d) => d.device_id)).toEqual([guest.deviceId]);
    expect((await call('getUserPlaylist', guest, 'GET', `/api/v1/playlists/${playlist.json().id}`)).statusCode).toBe(404);
    expect((await call('getUserPlaylist', host, 'GET', `/api/v1/playlists/${playlist.json().id}`)).statusCode).toBe(200);
  });

  it('lets the owner remove a guest: the guest loses the room at once; a guest cannot remove anyone', async () => {
    const { host, member, memberChannel } = await roomOfTwo();
    const code = (await invite(host)).json().code as string;
    const guest = await t.activateDevice();
    const other = await t.activateDevice();
    const guestChannel = await channel(guest);
    expect((await join(guest, code)).statusCode).toBe(200);
    expect((await join(other, code)).statusCode).toBe(200);
    // A guest removes nobody, not even another guest; the owner's member device is no guest to remove.
    const refused = await removeGuest(guest, other);
    expect(refused.statusCode).toBe(403);
    expect((await removeGuest(host, member)).statusCode).toBe(404);
    const removed = await removeGuest(member, guest);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().members.map((m: Answer) => m.device_id)).toEqual([host.deviceId, member.deviceId, other.deviceId]);
    expect((await guestChannel.next('room', (data) => data.ended !== undefined)).data).toMatchObject({ ended: 'removed' });
    expect((await memberChannel.next('room', (data) => data.version === removed.json().version)).data.room_id).toBe(removed.json().room_id);
    // Gone: no room, no queue, no commands; removing again finds no such guest.
    expect((await current(guest)).statusCode).toBe(204);
    expect((await command(guest, { type: 'add', track_id: String(seed.trackIds[1]) })).statusCode).toBe(404);
    expect((await removeGuest(host, guest)).statusCode).toBe(404);
    expect((await current(other)).json()).toMatchObject({ role: 'guest' });
  });

  it('with voting on, a guest’s add proposes, members vote, and the most-voted proposal plays next', async () => {
    const { host, member } = await roomOfTwo();
    const code = (await invite(host)).json().code as string;
    const [guest, other] = [await t.activateDevice(), await t.activateDevice()];
    await join(guest, code);
    await join(other, code);
    expect((await command(guest, { type: 'voting', on: true })).statusCode).toBe(403);
    expect((await command(member, { type: 'voting', on: true })).json()).toMatchObject({ voting: true, proposals: [] });
    const [a, b] = [String(seed.trackIds[1]), String(seed.trackIds[2])];
    expect((await command(guest, { type: 'add', track_id: a })).json().queue).toHaveLength(1);
    const proposed = (await command(other, { type: 'add', track_id: b })).json();
    expect(proposed.proposals.map((p: Answer) => [p.track_id, p.votes, p.voted])).toEqual([
      [a, 1, false],
      [b, 1, true],
    ]);
    const forB = proposed.proposals[1].id as string;
    expect((await command(host, { type: 'vote', proposal_id: forB })).json().proposals[0]).toMatchObject({ track_id: b, votes: 2, voted: true });
    expect((await command(host, { type: 'vote', proposal_id: forB })).json().proposals[0].votes).toBe(2);
    expect((await command(host, { type: 'vote', proposal_id: 'nope' })).statusCode).toBe(404);
    const next = (await command(member, { type: 'next' })).json();
    expect(next).toMatchObject({ current_index: 1, playback: { track_id: b } });
    expect(next.proposals.map((p: Answer) => p.track_id)).toEqual([a]);
    // The owner's own devices still add straight to "Up next".
    expect((await command(host, { type: 'add', track_id: a })).json().queue.at(-1)).toBe(a);
  });

  it('refuses a wrong code, then limits guessing like activation', async () => {
    const guesser = await t.activateDevice();
    const wrong = await join(guesser, 'ZZZZZZ');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'invalid_join_code', message: 'Invalid room code' });
    for (let i = 0; i < 4; i++) expect((await join(guesser, `ZZZZZ${i + 2}`)).statusCode).toBe(404);
    const limited = await join(guesser, 'ZZZZZ9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('ends the room for everyone, guests included, when the owner’s code is revoked', async () => {
    const { host } = await roomOfTwo();
    const code = (await invite(host)).json().code as string;
    const guest = await t.activateDevice();
    const guestChannel = await channel(guest);
    expect((await join(guest, code)).statusCode).toBe(200);
    const ownerCodeId = Number((await t.app.db.selectFrom('devices').select('code_id').where('device_id', '=', host.deviceId).executeTakeFirstOrThrow()).code_id);
    await revokeCode(t.app.db, host.code);
    // What the admin console does after revoking (PostgreSQL's trigger says it too; ending twice is harmless).
    await t.app.connect.publish({ kind: 'revoked', codeId: ownerCodeId });
    expect((await guestChannel.next('room', (data) => data.ended !== undefined)).data).toMatchObject({ ended: 'revoked' });
    expect((await current(guest)).statusCode).toBe(204);
    expect((await join(guest, code)).statusCode).toBe(404);
  });

  it('"Leave room" hands the room on; the last device of the owner’s code closes it for the guests', async () => {
    const { host, member } = await roomOfTwo();
    const code = (await invite(host)).json().code as string;
    const guest = await t.activateDevice();
    const guestChannel = await channel(guest);
    await join(guest, code);
    expect((await leave(host)).statusCode).toBe(204);
    expect((await current(host)).statusCode).toBe(204);
    expect((await current(member)).json()).toMatchObject({ role: 'host', host_device_id: member.deviceId });
    expect((await leave(member)).statusCode).toBe(204);
    expect((await guestChannel.next('room', (data) => data.ended !== undefined)).data).toMatchObject({ ended: 'closed' });
    expect((await current(guest)).statusCode).toBe(204);
  });

  it('keeps the place of a member whose channel drops for 30 s: it rejoins in sync; away past the grace period it leaves', async () => {
    const { host, member, hostChannel, memberChannel, room } = await roomOfTwo();
    const awaySince = async () => (await t.app.db.selectFrom('room_members').select('away_since').where('device_row_id', '=', member.deviceRowId).executeTakeFirst())?.away_since;
    const channelAt = async () => (await t.app.db.selectFrom('devices').select('channel_at').where('id', '=', member.deviceRowId).executeTakeFirstOrThrow()).channel_at;
    // The hub marks a device online once its channel is open, and offline once it closes.
    const marked = (online: boolean) => vi.waitFor(async () => expect((await channelAt()) !== null).toBe(online), { timeout: 30_000, interval: 50 });
    await marked(true);
    memberChannel.close();
    await marked(false);
    const dropped = Date.now();
    await sweepRoomPresence(t.app, dropped);
    expect(await awaySince()).not.toBeNull();
    await sweepRoomPresence(t.app, dropped + 30_000);
    // 30 s away: still a member, and nothing changed for the others.
    expect((await current(host)).json()).toMatchObject({ version: room.version, members: room.members });
    const again = await channel(member);
    await marked(true);
    await sweepRoomPresence(t.app, dropped + 31_000);
    expect(await awaySince()).toBeNull();
    // Back, it reads the same "track T started at server time S": it plays in sync with the others.
    expect((await current(member)).json()).toMatchObject({ room_id: room.room_id, role: 'member', version: room.version, playback: room.playback });

    again.close();
    await marked(false);
    const left = Date.now();
    await sweepRoomPresence(t.app, left);
    await sweepRoomPresence(t.app, left + ROOM_AWAY_GRACE_MS + 1);
    expect((await current(member)).statusCode).toBe(204);
    const seen = (await current(host)).json();
    expect(seen.members.map((m: Answer) => m.device_id)).toEqual([host.deviceId]);
    expect((await hostChannel.next('room', (data) => data.version === seen.version)).data).toMatchObject({ room_id: room.room_id });
  });

  it('survives a server restart: the room is in the database', async () => {
    const { member, room } = await roomOfTwo();
    const again = await buildTestApp({ dataDir: t.dataDir, databaseUrl: t.config.databaseUrl });
    try {
      const seen = await again.call('getCurrentRoom', { method: 'GET', url: '/api/v1/rooms/current', headers: member.headers });
      expect(seen.json()).toMatchObject({ room_id: room.room_id, playback: room.playback });
    } finally {
      await again.close();
    }
  });
});
