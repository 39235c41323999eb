import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RoomsTable } from '../db/schema.js';
import type { Account } from '../auth/activation.js';
import type { components } from '../contract.js';
import { deviceNames } from '../connect/device-name.js';
import { parseProposals, ranked } from './room-voting.js';

export type RoomRow = Selectable<RoomsTable>;
export type RoomAnswer = components['schemas']['Room'];

/** The most tracks a room's queue holds. */
export const ROOM_QUEUE_MAX = 10_000;
/** The room's answer carries this page of its queue, not all of it (a queue may be 10,000 tracks long). */
export const ROOM_QUEUE_PAGE = 100;
/** How many tracks before the current one the room's page shows ("Previously played"). */
export const ROOM_QUEUE_PAGE_BEFORE = 10;
/** A play or seek starts this far ahead on the server's clock, so every member starts together (a seek asks each member's stream anew). */
export const START_AHEAD_MS = 300;
/**
 * A skip (Next, Previous) starts this far ahead: the room's event reaches a member about 25 ms after
 * the click, its neighbouring songs are buffered (cued and ready about 45 ms later), and its element
 * must play its output latency (60-75 ms in Chromium) before the start to be heard on it. A member
 * late for it starts the song TRACK_JOIN_LEAD_MS after the event (sync controller), the song's first
 * moments skipped.
 */
export const SKIP_START_AHEAD_MS = 140;
/** Letters and digits of a join code: no 0/O, 1/I/L, so a code read aloud is typed right. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;

export function newJoinCode(): string {
  return Array.from(crypto.randomBytes(JOIN_CODE_LENGTH), (byte) => JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length]).join('');
}

/** A typed code as stored: case, spaces and dashes do not matter. */
export const normaliseJoinCode = (raw: string) => raw.toUpperCase().replace(/[\s-]/g, '');

export const trackIdsOf = (room: RoomRow): number[] => JSON.parse(room.track_ids) as number[];

/** The room a device is in, and whether it is there as a guest. */
export async function roomOfDevice(db: Kysely<Database>, deviceRowId: number): Promise<{ room: RoomRow; guest: boolean } | undefined> {
  const row = await db.selectFrom('room_members as m').innerJoin('rooms as r', 'r.id', 'm.room_id').selectAll('r').select('m.guest').where('m.device_row_id', '=', deviceRowId).executeTakeFirst();
  if (!row) return undefined;
  const { guest, ...room } = row;
  return { room: { ...room, id: Number(room.id), started_at_ms: room.started_at_ms === null ? null : Number(room.started_at_ms) }, guest: Boolean(guest) };
}

/** Whether the owner's code still pays for the room (not revoked, not expired). */
export async function ownerCodeUsable(db: Kysely<Database>, codeId: number, now = new Date()): Promise<boolean> {
  const code = await db.selectFrom('activation_codes').select(['revoked_at', 'expires_at']).where('id', '=', codeId).executeTakeFirst();
  return Boolean(code && !code.revoked_at && new Date(code.expires_at) > now);
}

export async function memberRowIds(db: Kysely<Database>, roomId: number): Promise<number[]> {
  const rows = await db.selectFrom('room_members').select('device_row_id').where('room_id', '=', roomId).execute();
  return rows.map((row) => Number(row.device_row_id));
}

/** The room's playback as its answer and its `room` event carry it. */
export function playbackOf(room: Pick<RoomRow, 'current_index' | 'playing' | 'started_at_ms' | 'paused_position_ms'>, trackIds: number[]): RoomAnswer['playback'] {
  const trackId = trackIds[room.current_index];
  return { track_id: trackId === undefined ? null : String(trackId), started_at_ms: room.playing ? room.started_at_ms : null, paused_position_ms: room.paused_position_ms, playing: Boolean(room.playing) };
}

/** The room as one device sees it: the join code only for the owner's devices. */
export async function roomAnswer(db: Kysely<Database>, room: RoomRow, account: Account): Promise<RoomAnswer> {
  const rows = await db
    .selectFrom('room_members as m')
    .innerJoin('devices as d', 'd.id', 'm.device_row_id')
    .select(['d.id', 'd.code_id', 'd.device_id', 'd.device_info', 'd.name', 'm.guest', 'm.joined_at'])
    .where('m.room_id', '=', room.id)
    .orderBy('m.joined_at')
    .orderBy('d.id')
    .execute();
  const codes = [...new Set(rows.map((r) => Number(r.code_id)))];
  const names = new Map<string, string>();
  for (const codeId of codes) {
    const ofCode = await db.selectFrom('devices').select(['id', 'device_id', 'device_info', 'name']).where('code_id', '=', codeId).execute();
    for (const [deviceId, name] of deviceNames(ofCode)) names.set(`${codeId}:${deviceId}`, name);
  }
  const host = rows.find((r) => Number(r.id) === room.host_device_row_id);
  const isOwner = account.codeId === room.owner_code_id;
  const trackIds = trackIdsOf(room);
  const queueOffset = Math.max(0, Math.min(room.current_index - ROOM_QUEUE_PAGE_BEFORE, trackIds.length - ROOM_QUEUE_PAGE));
  return {
    room_id: String(room.id),
    role: !isOwner ? 'guest' : room.host_device_row_id === account.deviceRowId ? 'host' : 'member',
    host_device_id: host?.device_id ?? '',
    members: rows.map((r) => ({ device_id: r.device_id, name: names.get(`${r.code_id}:${r.device_id}`) ?? r.device_id, guest: Boolean(r.guest) })),
    queue: trackIds.slice(queueOffset, queueOffset + ROOM_QUEUE_PAGE).map(String),
    queue_offset: queueOffset,
    queue_length: trackIds.length,
    current_index: room.current_index,
    playback: playbackOf(room, trackIds),
    join_code: isOwner ? room.join_code : null,
    version: room.version,
    voting: Boolean(room.voting),
    proposals: ranked(parseProposals(room.proposals)).map((p) => ({ id: p.id, track_id: String(p.track_id), votes: p.votes.length, voted: p.votes.includes(account.deviceRowId) })),
  };
}
