import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordPlay, type PlayKind } from './catalogue-writes.js';
import { nowIso } from './json.js';

export interface HeartbeatActivity {
  activityType: string;
  contentId: string;
  title: string;
  artist?: string | null;
  album?: string | null;
  artworkUrl?: string | null;
}

export function createActivityRepository(db: Kysely<Database>) {
  return {
    /** Stores what the device plays (or that it is idle) and when it was last seen. */
    async heartbeat(deviceRowId: number, activity: HeartbeatActivity | null): Promise<{ last_seen_at: string; playing: boolean }> {
      const stamp = nowIso();
      await db
        .updateTable('devices')
        .set(activity ? { last_seen_at: stamp, activity: JSON.stringify(activity), activity_at: stamp } : { last_seen_at: stamp, activity: null, activity_at: null })
        .where('id', '=', deviceRowId)
        .execute();
      return { last_seen_at: stamp, playing: activity !== null };
    },

    async stop(deviceRowId: number): Promise<void> {
      await db.updateTable('devices').set({ activity: null, activity_at: null, last_seen_at: nowIso() }).where('id', '=', deviceRowId).execute();
    },

    /** Records a play and answers the item's plays over all time. */
    async play(kind: PlayKind, refId: number, who: { codeId: number; deviceId: string }): Promise<number> {
      await recordPlay(db, { kind, refId, codeId: who.codeId, deviceId: who.deviceId });
      const row = await db.selectFrom('plays').select(db.fn.countAll<number>().as('n')).where('kind', '=', kind).where('ref_id', '=', refId).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
