import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordPlay, type PlayKind } from './catalogue-writes.js';
import { nowIso } from './json.js';

const DUPLICATE_WINDOW_MS = 10_000;

export interface HeartbeatActivity {
  activityType: string;
  contentId: string;
  title: string;
  artist?: string | null;
  album?: string | null;
  artworkUrl?: string | null;
}

export interface ActivityHooks {
  /** A play was recorded for the account (its recently played list changed). */
  onPlayRecorded?(codeId: number): void;
}

export function createActivityRepository(db: Kysely<Database>, hooks: ActivityHooks = {}) {
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

    /**
     * Records a play and answers the item's plays over all time. The web app reports a song both to
     * the charts and to the play counter; a second report from the same device within a few seconds
     * is the same play and is not counted twice.
     */
    async play(kind: PlayKind, refId: number, who: { codeId: number; deviceId: string }): Promise<number> {
      const recent = await db
        .selectFrom('plays')
        .select('id')
        .where('kind', '=', kind)
        .where('ref_id', '=', refId)
        .where('code_id', '=', who.codeId)
        .where('device_id', '=', who.deviceId)
        .where('played_at', '>', new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString())
        .executeTakeFirst();
      if (!recent) {
        await recordPlay(db, { kind, refId, codeId: who.codeId, deviceId: who.deviceId });
        hooks.onPlayRecorded?.(who.codeId);
      }
      const row = await db.selectFrom('plays').select(db.fn.countAll<number>().as('n')).where('kind', '=', kind).where('ref_id', '=', refId).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
