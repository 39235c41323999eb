import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, PlayQueuesTable } from '../db/schema.js';
import { nowIso } from './json.js';

export const REPEAT_MODES = ['off', 'all', 'one'] as const;
export type RepeatMode = (typeof REPEAT_MODES)[number];
/** The longest queue kept: a few albums' worth beyond what any player shows. */
export const MAX_QUEUE_TRACKS = 5000;

/** A listener's play queue: one per activation code, saved by any of its devices or apps. */
export interface PlayQueue {
  trackIds: number[];
  currentIndex: number;
  positionMs: number;
  shuffle: boolean;
  repeat: RepeatMode;
  /** The device or app that saved it. */
  device: string;
  updatedAt: string;
  /** Bumped by every save that changes the tracks or the current one; 0 when none is saved. */
  version: number;
}

export type PlayQueueInput = Omit<PlayQueue, 'updatedAt' | 'version'>;

export class PlayQueueError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'unknown_track' | 'stale',
  ) {
    super(message);
  }
}

const staleQueue = () => new PlayQueueError('The queue changed since this edit was made: reload it and try again', 'stale');

async function currentVersion(db: Kysely<Database>, codeId: number): Promise<number> {
  const row = await db.selectFrom('play_queues').select('version').where('code_id', '=', codeId).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

type QueueRow = Omit<Insertable<PlayQueuesTable>, 'code_id' | 'version'>;

/**
 * A save that replaces whatever is there (the player's own saves, Subsonic apps). The version moves
 * only when the tracks or the current one change: the player saves its position every few seconds,
 * and a remote's edit of an unchanged queue must not lose to those saves.
 */
async function upsert(db: Kysely<Database>, codeId: number, values: QueueRow): Promise<number> {
  const unchanged = sql<boolean>`play_queues.track_ids = excluded.track_ids and play_queues.current_index = excluded.current_index`;
  const row = await db
    .insertInto('play_queues')
    .values({ code_id: codeId, ...values, version: 1 })
    .onConflict((oc) => oc.column('code_id').doUpdateSet({ ...values, version: sql<number>`case when ${unchanged} then play_queues.version else play_queues.version + 1 end` }))
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * The playing device's save of the queue it knows at `basis` (only its position moved, say): refused
 * as stale when another device's edit came since, so a save sent before that edit reached the player
 * cannot undo it. Like `upsert`, the version moves only when the tracks or the current one change.
 */
async function upsertFrom(db: Kysely<Database>, codeId: number, values: QueueRow, basis: number): Promise<number> {
  if (basis === 0) return compareAndSet(db, codeId, values, 0);
  const unchanged = sql<boolean>`track_ids = ${values.track_ids} and current_index = ${values.current_index}`;
  const row = await db
    .updateTable('play_queues')
    .set({ ...values, version: sql<number>`case when ${unchanged} then version else version + 1 end` })
    .where('code_id', '=', codeId)
    .where('version', '=', basis)
    .returning('version')
    .executeTakeFirst();
  if (!row) throw staleQueue();
  return Number(row.version);
}

/** A remote's edit of the queue at `expected`: of two edits of the same version, only the first counts. */
async function compareAndSet(db: Kysely<Database>, codeId: number, values: QueueRow, expected: number): Promise<number> {
  if (expected === 0) {
    const inserted = await db.insertInto('play_queues').values({ code_id: codeId, ...values, version: 1 }).onConflict((oc) => oc.column('code_id').doNothing()).executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw staleQueue();
    return 1;
  }
  const result = await db.updateTable('play_queues').set({ ...values, version: expected + 1 }).where('code_id', '=', codeId).where('version', '=', expected).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw staleQueue();
  return expected + 1;
}

async function assertVersion(db: Kysely<Database>, codeId: number, expected: number): Promise<void> {
  if ((await currentVersion(db, codeId)) !== expected) throw staleQueue();
}

/** The one server-side store of play queues, read and written by the web API and the Subsonic API. */
export function createPlayQueueRepository(db: Kysely<Database>) {
  async function knownTracks(ids: readonly number[]): Promise<Set<number>> {
    const known = new Set<number>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += 500) {
      const rows = await db.selectFrom('tracks').select('id').where('id', 'in', unique.slice(i, i + 500)).execute();
      for (const row of rows) known.add(Number(row.id));
    }
    return known;
  }

  return {
    async get(codeId: number): Promise<PlayQueue | null> {
      const row = await db.selectFrom('play_queues').selectAll().where('code_id', '=', codeId).executeTakeFirst();
      if (!row) return null;
      let trackIds: number[] = [];
      try {
        const parsed: unknown = JSON.parse(row.track_ids);
        if (Array.isArray(parsed)) trackIds = parsed.filter((id): id is number => Number.isSafeInteger(id));
      } catch {
        trackIds = [];
      }
      // Tracks removed from the catalogue since the save drop out; the index follows its track.
      const known = await knownTracks(trackIds);
      const current = trackIds[row.current_index];
      const kept = trackIds.filter((id) => known.has(id));
      const currentIndex = current !== undefined && known.has(current) ? trackIds.slice(0, row.current_index).filter((id) => known.has(id)).length : 0;
      const repeat = (REPEAT_MODES as readonly string[]).includes(row.repeat) ? (row.repeat as RepeatMode) : 'off';
      return { trackIds: kept, currentIndex: Math.min(currentIndex, Math.max(0, kept.length - 1)), positionMs: Number(row.position_ms), shuffle: row.shuffle === 1, repeat, device: row.device, updatedAt: row.updated_at, version: Number(row.version) };
    },

    /**
     * Replaces the queue; an empty track list clears it. Throws PlayQueueError on bad input, and
     * (reason 'stale') when `expectedVersion` is given and another save came first. `basedOn` is the
     * playing device's own save of the version it knows (see upsertFrom), the version not moved by it.
     */
    async save(codeId: number, input: PlayQueueInput, expectedVersion?: number, basedOn?: number): Promise<PlayQueue | null> {
      if (input.trackIds.length > MAX_QUEUE_TRACKS) throw new PlayQueueError(`A play queue holds at most ${MAX_QUEUE_TRACKS} tracks`, 'invalid');
      if (!input.trackIds.length) {
        if (expectedVersion !== undefined || basedOn !== undefined) await assertVersion(db, codeId, (expectedVersion ?? basedOn) as number);
        await db.deleteFrom('play_queues').where('code_id', '=', codeId).execute();
        return null;
      }
      if (!Number.isInteger(input.currentIndex) || input.currentIndex < 0 || input.currentIndex >= input.trackIds.length) throw new PlayQueueError('The current index must point into the queue', 'invalid');
      if (!Number.isSafeInteger(input.positionMs) || input.positionMs < 0) throw new PlayQueueError('The position must be a whole number of milliseconds, 0 or more', 'invalid');
      const known = await knownTracks(input.trackIds);
      if (input.trackIds.some((id) => !known.has(id))) throw new PlayQueueError('The queue names a track that does not exist', 'unknown_track');
      const values = { track_ids: JSON.stringify(input.trackIds), current_index: input.currentIndex, position_ms: input.positionMs, shuffle: input.shuffle ? 1 : 0, repeat: input.repeat, device: input.device.slice(0, 120), updated_at: nowIso() };
      const version = expectedVersion !== undefined ? await compareAndSet(db, codeId, values, expectedVersion) : basedOn !== undefined ? await upsertFrom(db, codeId, values, basedOn) : await upsert(db, codeId, values);
      return { ...input, device: values.device, updatedAt: values.updated_at, version };
    },
  };
}

export type PlayQueueRepository = ReturnType<typeof createPlayQueueRepository>;
