import type { FastifyInstance } from 'fastify';
import { channelOnline } from '../connect/presence.js';
import { dropMember } from './room-events.js';
import { roomOfDevice } from './room-store.js';

/**
 * How long a member whose channel is gone keeps its place. Within it, the member (a reload, a lost
 * network, a server restart) rejoins in sync: nothing changes for the others and it reads the same
 * "track T started at server time S". Past it, it leaves the room as with "Leave room".
 */
export const ROOM_AWAY_GRACE_MS = 5 * 60_000;
/** How often each server process looks at the members' channels (the hub marks open ones as often). */
export const ROOM_PRESENCE_SWEEP_MS = 20_000;

/**
 * One look at every room member's channel, by the shared presence rule (any process holds it): a
 * member offline is marked away, one back is unmarked, one away past the grace period leaves.
 * Every process may run it at once: a member is dropped by whichever deletes it first.
 */
export async function sweepRoomPresence(app: FastifyInstance, now = Date.now()): Promise<void> {
  const members = await app.db
    .selectFrom('room_members as m')
    .innerJoin('devices as d', 'd.id', 'm.device_row_id')
    .select(['m.room_id', 'm.device_row_id', 'm.away_since', 'd.channel_at'])
    .execute();
  const stamp = new Date(now).toISOString();
  const cutoff = new Date(now - ROOM_AWAY_GRACE_MS).toISOString();
  const back: number[] = [];
  const away: number[] = [];
  const gone: number[] = [];
  for (const member of members) {
    const deviceRowId = Number(member.device_row_id);
    if (channelOnline(member.channel_at, now)) {
      if (member.away_since !== null) back.push(deviceRowId);
    } else if (member.away_since === null) away.push(deviceRowId);
    else if (member.away_since <= cutoff) gone.push(deviceRowId);
  }
  for (let i = 0; i < back.length; i += 500) await app.db.updateTable('room_members').set({ away_since: null }).where('device_row_id', 'in', back.slice(i, i + 500)).execute();
  for (let i = 0; i < away.length; i += 500) await app.db.updateTable('room_members').set({ away_since: stamp }).where('device_row_id', 'in', away.slice(i, i + 500)).where('away_since', 'is', null).execute();
  for (const deviceRowId of gone) {
    // Read again: the room may have changed (or the member come back) since the list was read.
    const found = await roomOfDevice(app.db, deviceRowId);
    if (found) await dropMember(app, found.room, deviceRowId);
  }
}
