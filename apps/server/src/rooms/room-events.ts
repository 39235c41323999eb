import type { FastifyInstance } from 'fastify';
import { pastEndedSongs, playedLengthMs } from './room-playback.js';
import { memberRowIds, playbackOf, trackIdsOf, type RoomRow } from './room-store.js';

/** How many queue places from the current one a read looks at for songs that ended on their own. */
const ENDED_LOOKAHEAD = 50;

export type RoomEndReason = 'closed' | 'revoked' | 'removed';

/**
 * Tells every member's channel (on any process) that the room changed; given the whole room, the event
 * carries its playback and place, so a member starts a skip or a pause without reading the room first.
 */
export async function announce(app: FastifyInstance, room: Pick<RoomRow, 'id' | 'version'> | RoomRow): Promise<void> {
  const playback = 'track_ids' in room ? { ...playbackOf(room, trackIdsOf(room)), current_index: room.current_index } : undefined;
  await app.connect.publish({ kind: 'room', deviceRowIds: await memberRowIds(app.db, room.id), roomId: room.id, version: room.version, ...(playback ? { playback } : {}) });
}

/** Ends a room for everyone in it, guests included; only the caller that removed it announces it. */
export async function endRoom(app: FastifyInstance, roomId: number, reason: RoomEndReason): Promise<void> {
  const members = await memberRowIds(app.db, roomId);
  const removed = await app.db.deleteFrom('rooms').where('id', '=', roomId).executeTakeFirst();
  if (!Number(removed.numDeletedRows)) return;
  await app.connect.publish({ kind: 'room', deviceRowIds: members, roomId, version: -1, ended: reason });
}

/**
 * A device leaves its room ("Leave room", or away past the grace period): the host's part passes to
 * the owner's earliest other device, and the last device of the owner's code closes the room for
 * everyone, guests included. False when the device was no longer in it (another process was first).
 */
export async function dropMember(app: FastifyInstance, room: RoomRow, deviceRowId: number): Promise<boolean> {
  const removed = await app.db.deleteFrom('room_members').where('room_id', '=', room.id).where('device_row_id', '=', deviceRowId).executeTakeFirst();
  if (!Number(removed.numDeletedRows)) return false;
  const owners = await app.db.selectFrom('room_members').select('device_row_id').where('room_id', '=', room.id).where('guest', '=', 0).orderBy('joined_at').orderBy('device_row_id').execute();
  if (!owners.length) {
    await endRoom(app, room.id, 'closed');
    return true;
  }
  const version = room.version + 1;
  const host = room.host_device_row_id === deviceRowId ? { host_device_row_id: Number(owners[0].device_row_id) } : {};
  await app.db.updateTable('rooms').set({ ...host, version }).where('id', '=', room.id).execute();
  await announce(app, { id: room.id, version });
  return true;
}

/** Tells one removed device (a guest the owner removed) that the room is gone for it. */
export async function tellRemoved(app: FastifyInstance, roomId: number, deviceRowId: number): Promise<void> {
  await app.connect.publish({ kind: 'room', deviceRowIds: [deviceRowId], roomId, version: -1, ended: 'removed' });
}

/** Ends every room a revoked code owned (any process may run it: only one removes each room). */
export async function endRoomsOfCode(app: FastifyInstance, codeId: number): Promise<void> {
  const rooms = await app.db.selectFrom('rooms').select('id').where('owner_code_id', '=', codeId).execute();
  for (const room of rooms) await endRoom(app, Number(room.id), 'revoked');
}

/**
 * The room as it is now: moved past the songs that ended on their own since it was saved (each member
 * moved on by itself; see `pastEndedSongs`), saved and told to every member when it moved. A member
 * whose player moved on reads the room, so the room follows within a read. Two processes may read at
 * once: only the one whose save finds the version it read saves; the other reads the room again.
 */
export async function withEndedSongsPast(app: FastifyInstance, room: RoomRow, now = Date.now()): Promise<RoomRow> {
  if (!room.playing || room.started_at_ms === null) return room;
  const trackIds = trackIdsOf(room);
  const ahead = [...new Set(trackIds.slice(room.current_index, room.current_index + ENDED_LOOKAHEAD))];
  if (!ahead.length) return room;
  const rows = await app.db.selectFrom('tracks').select(['id', 'duration', 'encoder_delay', 'encoder_padding', 'sample_rate']).where('id', 'in', ahead).execute();
  const lengths = new Map(rows.map((row) => [Number(row.id), playedLengthMs(row)]));
  const changes = pastEndedSongs(room, (index) => (index < room.current_index + ENDED_LOOKAHEAD ? lengths.get(trackIds[index] as number) : undefined), trackIds.length, now);
  if (!changes) return room;
  const version = room.version + 1;
  const saved = await app.db.updateTable('rooms').set({ ...changes, version }).where('id', '=', room.id).where('version', '=', room.version).executeTakeFirst();
  if (Number(saved.numUpdatedRows)) {
    const saved = { ...room, ...changes, version };
    await announce(app, saved);
    return saved;
  }
  const again = await app.db.selectFrom('rooms').selectAll().where('id', '=', room.id).executeTakeFirst();
  return again ? { ...again, id: Number(again.id), started_at_ms: again.started_at_ms === null ? null : Number(again.started_at_ms) } : room;
}
