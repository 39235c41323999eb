import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError, notFound } from '../http-error.js';
import type { Account } from '../auth/activation.js';
import { checkActivationRateLimit, recordActivationFailure } from '../auth/rate-limit.js';
import { parseId } from '../repositories/page.js';
import { onlineTarget } from './connect-handlers.js';
import { announce, dropMember, endRoom, tellRemoved, withEndedSongsPast } from '../rooms/room-events.js';
import { playbackAfter, reportedStart, type RoomCommandInput } from '../rooms/room-playback.js';
import { newJoinCode, normaliseJoinCode, ownerCodeUsable, ROOM_QUEUE_MAX, ROOM_QUEUE_PAGE, roomAnswer, roomOfDevice, START_AHEAD_MS, trackIdsOf, type RoomRow } from '../rooms/room-store.js';
import type { ConnectPlayerState } from '../connect/bus.js';
import { parseProposals, propose, ROOM_PROPOSALS_MAX, takeMostVoted, vote, withoutVoter } from '../rooms/room-voting.js';
import { accountOf, type HandlerFactory } from './operation.js';

const NOT_IN_ROOM = 'This device is not in a room';
const GUESTS_CANNOT = 'A guest cannot do this';
const INVALID_JOIN_CODE = 'Invalid room code';
const TOO_MANY = 'Too many failed attempts. Please try again later.';
const IN_ANOTHER_ROOM = () => new HttpError(409, 'This device is in another room', 'in_another_room');

/** The caller's room, ended at once when its owner's code no longer pays for it (revoked by the admin CLI, say). */
/** The device's room, or null when it is in none (a room whose owner code is no longer usable ends here). */
async function roomIfAny(app: FastifyInstance, account: Account) {
  const found = await roomOfDevice(app.db, account.deviceRowId);
  if (!found) return null;
  if (!(await ownerCodeUsable(app.db, found.room.owner_code_id))) {
    await endRoom(app, found.room.id, 'revoked');
    return null;
  }
  return { ...found, room: await withEndedSongsPast(app, found.room) };
}

async function currentRoom(app: FastifyInstance, account: Account) {
  const found = await roomIfAny(app, account);
  if (!found) throw notFound(NOT_IN_ROOM);
  return found;
}

async function addMember(app: FastifyInstance, roomId: number, deviceRowId: number, guest: boolean) {
  await app.db.insertInto('room_members').values({ room_id: roomId, device_row_id: deviceRowId, guest: guest ? 1 : 0, joined_at: new Date().toISOString() }).execute();
}

/** Saves a change of the room with its version bumped, tells every member, and answers the room as the caller sees it. */
async function saveAndAnswer(app: FastifyInstance, room: RoomRow, changes: Partial<Omit<RoomRow, 'id'>>, account: Account) {
  const version = room.version + 1;
  await app.db.updateTable('rooms').set({ ...changes, version }).where('id', '=', room.id).execute();
  const saved = { ...room, ...changes, version };
  await announce(app, saved);
  return roomAnswer(app.db, saved, account);
}

/** A new room on the host's code, starting from what the host plays (its reported state and the code's queue). */
async function createRoom(app: FastifyInstance, account: Account, host: { rowId: number }) {
  const [hostRow, queue] = await Promise.all([
    app.db.selectFrom('devices').select('player_state').where('id', '=', host.rowId).executeTakeFirst(),
    app.db.selectFrom('play_queues').select(['track_ids', 'current_index']).where('code_id', '=', account.codeId).executeTakeFirst(),
  ]);
  let state: ConnectPlayerState | null = null;
  try {
    state = hostRow?.player_state ? (JSON.parse(hostRow.player_state) as ConnectPlayerState) : null;
  } catch {
    state = null;
  }
  let trackIds = queue ? (JSON.parse(queue.track_ids) as number[]).slice(0, ROOM_QUEUE_MAX) : [];
  let index = Math.min(queue?.current_index ?? 0, Math.max(0, trackIds.length - 1));
  const playingTrack = state ? parseId(state.track_id) : null;
  if (playingTrack !== null && trackIds[index] !== playingTrack) {
    const at = trackIds.indexOf(playingTrack);
    if (at >= 0) index = at;
    else [trackIds, index] = [[playingTrack, ...trackIds].slice(0, ROOM_QUEUE_MAX), 0];
  }
  const now = Date.now();
  // The host's position was measured at `at`; while it plays it has moved on since.
  const position = state ? Math.max(0, state.position_ms + (state.playing ? now - Date.parse(state.at) || 0 : 0)) : 0;
  const playing = Boolean(state?.playing);
  const inserted = await app.db
    .insertInto('rooms')
    .values({
      owner_code_id: account.codeId,
      host_device_row_id: host.rowId,
      join_code: null,
      track_ids: JSON.stringify(trackIds),
      current_index: index,
      started_at_ms: playing ? now + START_AHEAD_MS - position : null,
      paused_position_ms: Math.round(position),
      playing: playing ? 1 : 0,
      version: 0,
      created_at: new Date(now).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roomId = Number(inserted.id);
  await addMember(app, roomId, host.rowId, false);
  return roomId;
}

/** Rooms: several devices play as one; guests of other codes join with the room's code. */
export const roomHandlers: HandlerFactory<'askServerClock' | 'playInSync' | 'getCurrentRoom' | 'leaveRoom' | 'endRoom' | 'inviteGuests' | 'joinRoom' | 'sendRoomCommand' | 'removeRoomGuest' | 'listRoomQueue' | 'reportRoomSongStarted'> = (app) => ({
  async askServerClock(request, reply) {
    // When the request reached the server, before its authentication (a database read under load).
    const receivedAt = Date.now() - reply.elapsedTime;
    const account = accountOf(request);
    await app.connect.publish({ kind: 'clock', deviceRowId: account.deviceRowId, sentAt: request.body.sent_at, receivedAt });
    return reply.code(202).send();
  },

  async playInSync(request, reply) {
    const account = accountOf(request);
    if (request.body.device_id === account.deviceId) throw badRequest('A device cannot play in sync with itself');
    const target = await onlineTarget(app, account, request.body.device_id);
    const mine = await roomOfDevice(app.db, account.deviceRowId);
    const theirs = await roomOfDevice(app.db, target.rowId);
    if (mine?.guest) throw new HttpError(403, GUESTS_CANNOT, 'guest');
    let roomId: number;
    if (mine) {
      if (theirs && theirs.room.id !== mine.room.id) throw IN_ANOTHER_ROOM();
      if (!theirs) await addMember(app, mine.room.id, target.rowId, false);
      roomId = mine.room.id;
    } else if (theirs) {
      if (theirs.room.owner_code_id !== account.codeId) throw IN_ANOTHER_ROOM();
      await addMember(app, theirs.room.id, account.deviceRowId, false);
      roomId = theirs.room.id;
    } else {
      roomId = await createRoom(app, account, target);
      await addMember(app, roomId, account.deviceRowId, false);
    }
    const { room } = (await roomOfDevice(app.db, account.deviceRowId)) as { room: RoomRow };
    return reply.code(201).send(await saveAndAnswer(app, room, {}, account));
  },

  async getCurrentRoom(request, reply) {
    const account = accountOf(request);
    const found = await roomIfAny(app, account);
    if (!found) return reply.code(204).send();
    return roomAnswer(app.db, found.room, account);
  },

  async listRoomQueue(request) {
    const { room } = await currentRoom(app, accountOf(request));
    const trackIds = trackIdsOf(room);
    const offset = request.query.offset ?? 0;
    const page = trackIds.slice(offset, offset + (request.query.limit ?? ROOM_QUEUE_PAGE));
    // The page's tracks come with it: a Queue screen shows 500 rows with one call, not 500.
    return { offset, total: trackIds.length, track_ids: page.map(String), tracks: await app.catalogue.tracksByIds([...new Set(page)]) };
  },

  async leaveRoom(request, reply) {
    const account = accountOf(request);
    const { room } = await currentRoom(app, account);
    await dropMember(app, room, account.deviceRowId);
    return reply.code(204).send();
  },

  async endRoom(request, reply) {
    const account = accountOf(request);
    const { room, guest } = await currentRoom(app, account);
    if (guest) throw new HttpError(403, GUESTS_CANNOT, 'guest');
    await endRoom(app, room.id, 'closed');
    return reply.code(204).send();
  },

  async inviteGuests(request) {
    const account = accountOf(request);
    const { room, guest } = await currentRoom(app, account);
    if (guest) throw new HttpError(403, GUESTS_CANNOT, 'guest');
    let code = room.join_code;
    for (let attempt = 0; !code && attempt < 5; attempt++) {
      const candidate = newJoinCode();
      const taken = await app.db.selectFrom('rooms').select('id').where('join_code', '=', candidate).executeTakeFirst();
      if (taken) continue;
      const updated = await app.db.updateTable('rooms').set({ join_code: candidate }).where('id', '=', room.id).where('join_code', 'is', null).executeTakeFirst();
      code = Number(updated.numUpdatedRows) ? candidate : ((await app.db.selectFrom('rooms').select('join_code').where('id', '=', room.id).executeTakeFirst())?.join_code ?? null);
    }
    if (!code) throw new HttpError(503, 'No join code could be made; try again', 'join_code_busy');
    return { code, link: `/join/${code}` };
  },

  async joinRoom(request) {
    const account = accountOf(request);
    const who = { deviceId: account.deviceId, ip: request.ip };
    const verdict = await checkActivationRateLimit(app.db, who);
    if (verdict.limited) throw new HttpError(429, TOO_MANY, 'rate_limited', { 'retry-after': String(verdict.retryAfterSeconds) });
    const code = normaliseJoinCode(request.body.code);
    const room = /^[A-Z0-9]{6}$/.test(code) ? await app.db.selectFrom('rooms').selectAll().where('join_code', '=', code).executeTakeFirst() : undefined;
    if (!room || !(await ownerCodeUsable(app.db, room.owner_code_id))) {
      await recordActivationFailure(app.db, who);
      throw new HttpError(404, INVALID_JOIN_CODE, 'invalid_join_code');
    }
    const row: RoomRow = { ...room, id: Number(room.id), started_at_ms: room.started_at_ms === null ? null : Number(room.started_at_ms) };
    const mine = await roomOfDevice(app.db, account.deviceRowId);
    if (mine && mine.room.id !== row.id) throw IN_ANOTHER_ROOM();
    if (mine) return roomAnswer(app.db, mine.room, account);
    await addMember(app, row.id, account.deviceRowId, account.codeId !== row.owner_code_id);
    return saveAndAnswer(app, row, {}, account);
  },

  async removeRoomGuest(request) {
    const account = accountOf(request);
    const { room, guest } = await currentRoom(app, account);
    if (guest) throw new HttpError(403, 'Only the room\'s owner can remove a guest', 'guest');
    const target = await app.db
      .selectFrom('room_members as m')
      .innerJoin('devices as d', 'd.id', 'm.device_row_id')
      .select('d.id')
      .where('m.room_id', '=', room.id)
      .where('m.guest', '=', 1)
      .where('d.device_id', '=', request.params.deviceId)
      .executeTakeFirst();
    if (!target) throw notFound('No such guest in this room');
    const guestRowId = Number(target.id);
    await app.db.deleteFrom('room_members').where('device_row_id', '=', guestRowId).where('room_id', '=', room.id).execute();
    await tellRemoved(app, room.id, guestRowId);
    return saveAndAnswer(app, room, { proposals: JSON.stringify(withoutVoter(parseProposals(room.proposals), guestRowId)) }, account);
  },

  async sendRoomCommand(request) {
    const account = accountOf(request);
    const { room, guest } = await currentRoom(app, account);
    const command = request.body as RoomCommandInput;
    const trackIds = trackIdsOf(room);
    const proposals = parseProposals(room.proposals);
    switch (command.type) {
      case 'seek':
        if (command.position_ms === undefined) throw badRequest('A seek command needs position_ms');
        break;
      case 'voting':
        if (guest) throw new HttpError(403, 'Only the room\'s owner can turn voting on or off', 'guest');
        if (command.on === undefined) throw badRequest('A voting command needs on');
        return saveAndAnswer(app, room, { voting: command.on ? 1 : 0 }, account);
      case 'vote': {
        const voted = command.proposal_id === undefined ? null : vote(proposals, command.proposal_id, account.deviceRowId);
        if (!voted) throw notFound('No such proposal');
        return saveAndAnswer(app, room, { proposals: JSON.stringify(voted) }, account);
      }
      case 'next':
        // With voting on, the most-voted proposal plays next.
        if (room.voting && proposals.length) {
          const taken = takeMostVoted(trackIds, room.current_index, proposals);
          if (taken.trackIds.length > ROOM_QUEUE_MAX) throw new HttpError(409, `A room's queue holds at most ${ROOM_QUEUE_MAX} tracks`, 'queue_full');
          const changes = { track_ids: JSON.stringify(taken.trackIds), proposals: JSON.stringify(taken.proposals) };
          return saveAndAnswer(app, room, { ...changes, ...playbackAfter(room, command, Date.now(), taken.trackIds.length) }, account);
        }
        break;
      case 'add':
        return saveAndAnswer(app, room, await added(app, room, command.track_id, guest, account.deviceRowId), account);
      default:
        break;
    }
    return saveAndAnswer(app, room, playbackAfter(room, command, Date.now(), trackIds.length), account);
  },

  async reportRoomSongStarted(request) {
    const account = accountOf(request);
    const { room } = await currentRoom(app, account);
    return roomAnswer(app.db, await songStarted(app, room, request.body), account);
  },
});

/**
 * A member's player started the room's song by itself: its start becomes the room's when plausible
 * (`reportedStart`). The save wants the version read, so of two processes' reports only the first is taken.
 */
async function songStarted(app: FastifyInstance, room: RoomRow, body: { track_id: string; started_at_ms: number; version: number }) {
  const trackId = parseId(body.track_id);
  const taken = trackId === null ? null : reportedStart(room, trackIdsOf(room), { trackId, startedAtMs: body.started_at_ms, version: body.version });
  if (!taken) return room;
  const version = room.version + 1;
  const saved = await app.db.updateTable('rooms').set({ ...taken, version }).where('id', '=', room.id).where('version', '=', room.version).executeTakeFirst();
  if (!Number(saved.numUpdatedRows)) return room;
  const changed = { ...room, ...taken, version };
  await announce(app, changed);
  return changed;
}

/** "Add to room": the track goes to "Up next", or, from a guest while voting is on, becomes (or votes for) a proposal. */
async function added(app: FastifyInstance, room: RoomRow, rawTrackId: string | undefined, guest: boolean, deviceRowId: number): Promise<Partial<RoomRow>> {
  if (rawTrackId === undefined) throw badRequest('An add command needs track_id');
  const trackId = parseId(rawTrackId);
  const track = trackId === null ? undefined : await app.db.selectFrom('tracks').select('id').where('id', '=', trackId).executeTakeFirst();
  if (!track || trackId === null) throw notFound('Track not found');
  if (guest && room.voting) {
    const proposals = propose(parseProposals(room.proposals), trackId, deviceRowId, Date.now(), crypto.randomUUID());
    if (!proposals) throw new HttpError(409, `A room holds at most ${ROOM_PROPOSALS_MAX} proposals`, 'proposals_full');
    return { proposals: JSON.stringify(proposals) };
  }
  const trackIds = trackIdsOf(room);
  if (trackIds.length >= ROOM_QUEUE_MAX) throw new HttpError(409, `A room's queue holds at most ${ROOM_QUEUE_MAX} tracks`, 'queue_full');
  return { track_ids: JSON.stringify([...trackIds, trackId]) };
}
