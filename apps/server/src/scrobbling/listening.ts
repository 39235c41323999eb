import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { enqueue } from './outbox.js';
import type { ListenPayload } from './services.js';

/** The services' rule: a song of at least 30 s counts once half of it, or 4 minutes, was heard. */
export const MIN_SCROBBLE_TRACK_S = 30;
export const MAX_SCROBBLE_THRESHOLD_S = 240;
export const scrobbleThresholdS = (durationS: number) => Math.min(durationS / 2, MAX_SCROBBLE_THRESHOLD_S);
export const scrobbles = (durationS: number, heardS: number) => durationS >= MIN_SCROBBLE_TRACK_S && heardS >= scrobbleThresholdS(durationS);

/**
 * Heartbeats come every 30 s while a song plays (a background tab's timers may slip to a minute); a
 * longer gap means the device went away, so at most this much counts between two of them.
 */
export const MAX_BEAT_GAP_MS = 70_000;

export interface Listener {
  codeId: number;
  deviceRowId: number;
}

export async function listenOf(db: Kysely<Database>, trackId: number): Promise<ListenPayload | null> {
  const row = await db
    .selectFrom('tracks as t')
    .innerJoin('artists as a', 'a.id', 't.artist_id')
    .leftJoin('albums as al', 'al.id', 't.album_id')
    .select(['t.title', 't.duration', 'a.name as artist', 'al.title as album'])
    .where('t.id', '=', trackId)
    .executeTakeFirst();
  return row ? { artist: row.artist, track: row.title, album: row.album ?? null, duration_s: Number(row.duration) } : null;
}

export const playKeyOf = (codeId: number, trackId: number, startedAt: string) => `${codeId}:${trackId}:${startedAt}`;

const hasConnection = async (db: Kysely<Database>, codeId: number) =>
  Boolean(await db.selectFrom('scrobble_connections').select('id').where('code_id', '=', codeId).executeTakeFirst());

async function queueListen(db: Kysely<Database>, who: Listener, trackId: number, startedAt: string, now: number): Promise<void> {
  const listen = await listenOf(db, trackId);
  if (!listen) return;
  await enqueue(db, who.codeId, 'listen', playKeyOf(who.codeId, trackId, startedAt), { ...listen, listened_at: Math.floor(new Date(startedAt).getTime() / 1000) }, now);
}

/**
 * What a device plays, heard from its heartbeats (`trackId`) and its stops (null). The time between
 * two beats of the same song counts as heard; a pause (a stop) counts nothing until the next beat.
 * A new song (or the same one heard to its end and started again) is a new listen and is announced
 * as "now playing"; a listen is queued once, when it passes the services' rule.
 */
export async function heard(db: Kysely<Database>, who: Listener, trackId: number | null, now: number = Date.now()): Promise<void> {
  if (!(await hasConnection(db, who.codeId))) return;
  const session = await db.selectFrom('scrobble_listening').selectAll().where('device_row_id', '=', who.deviceRowId).executeTakeFirst();
  const stamp = new Date(now).toISOString();
  let current = session;
  if (session) {
    const added = session.playing ? Math.max(0, Math.min(now - new Date(session.beat_at).getTime(), MAX_BEAT_GAP_MS)) : 0;
    const listened = session.listened_ms + added;
    const listen = await listenOf(db, session.track_id);
    const duration = listen?.duration_s ?? 0;
    const passes = !session.scrobbled && scrobbles(duration, listened / 1000);
    if (passes) await queueListen(db, who, session.track_id, session.started_at, now);
    const sameListen = trackId === session.track_id && (listened < duration * 1000 || !session.playing);
    const carriesOn = trackId === null || sameListen;
    await db
      .updateTable('scrobble_listening')
      .set({ listened_ms: listened, beat_at: stamp, playing: trackId === null ? 0 : 1, scrobbled: session.scrobbled || passes ? 1 : 0 })
      .where('device_row_id', '=', who.deviceRowId)
      .execute();
    if (carriesOn) return;
    current = undefined;
  }
  if (trackId === null || current) return;
  const listen = await listenOf(db, trackId);
  if (!listen) return;
  const values = { code_id: who.codeId, track_id: trackId, started_at: stamp, listened_ms: 0, beat_at: stamp, playing: 1, scrobbled: 0 };
  await db
    .insertInto('scrobble_listening')
    .values({ device_row_id: who.deviceRowId, ...values })
    .onConflict((oc) => oc.column('device_row_id').doUpdateSet(values))
    .execute();
  await enqueue(db, who.codeId, 'playing_now', playKeyOf(who.codeId, trackId, stamp), listen, now, now + Math.max(listen.duration_s, 30) * 1000);
}

/**
 * A Subsonic app's `scrobble` with `submission=true`: the app applied the rule itself. The song must
 * still be 30 s or longer, and the play it stands for (`time`, else the listen under way on this
 * device) is sent once, however often the app reports it.
 */
export async function submitted(db: Kysely<Database>, who: Listener, trackId: number, time: number | undefined, now: number = Date.now()): Promise<void> {
  if (!(await hasConnection(db, who.codeId))) return;
  const listen = await listenOf(db, trackId);
  if (!listen || listen.duration_s < MIN_SCROBBLE_TRACK_S) return;
  const session = await db.selectFrom('scrobble_listening').selectAll().where('device_row_id', '=', who.deviceRowId).executeTakeFirst();
  if (session && session.track_id === trackId) {
    if (session.scrobbled) return;
    await queueListen(db, who, trackId, session.started_at, now);
    await db.updateTable('scrobble_listening').set({ scrobbled: 1 }).where('device_row_id', '=', who.deviceRowId).execute();
    return;
  }
  const startedAt = new Date(time ?? now - listen.duration_s * 1000).toISOString();
  await queueListen(db, who, trackId, startedAt, now);
}
