import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { LASTFM_REVOKED, LISTENBRAINZ_REVOKED, type Delivery, type ListenPayload, type lastFmClient, type listenBrainzClient } from './services.js';

export type OutboxKind = 'listen' | 'playing_now';

/** A retry waits 30 s, then twice as long each time, at most an hour: an outage of a day costs ~30 calls. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** How long a process holds the rows it sends; another process takes them over after a crash. */
const CLAIM_MS = 60_000;
/** Rows a pass sends at most; ListenBrainz takes a backlog in one `import` of up to this many. */
const BATCH = 100;
/** A refused-for-good row stays (for the record) but is never due again. */
const NEVER = '9999-12-31T00:00:00.000Z';

export const retryDelayMs = (attempts: number) => Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Queues one call per connection of the code. The (connection, kind, play) key is unique, so the
 * same play queued again (a repeated report, a second process) is ignored: a play is sent once.
 * A connection that needs attention still queues: its plays wait until the listener reconnects.
 */
export async function enqueue(db: Kysely<Database>, codeId: number, kind: OutboxKind, playKey: string, payload: ListenPayload, now: number, expiresAt?: number): Promise<number> {
  const connections = await db.selectFrom('scrobble_connections').select('id').where('code_id', '=', codeId).execute();
  let queued = 0;
  for (const connection of connections) {
    const result = await db
      .insertInto('scrobble_outbox')
      .values({ connection_id: connection.id, kind, play_key: playKey, payload: JSON.stringify(payload), next_attempt_at: iso(now), expires_at: expiresAt ? iso(expiresAt) : null, created_at: iso(now) })
      .onConflict((oc) => oc.columns(['connection_id', 'kind', 'play_key']).doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}

export interface Senders {
  listenBrainz: ReturnType<typeof listenBrainzClient>;
  lastFm: ReturnType<typeof lastFmClient>;
}

interface DueRow {
  id: number;
  connection_id: number;
  kind: string;
  payload: string;
  attempts: number;
  expires_at: string | null;
  service: string;
  secret: string;
}

/** Takes the rows for this process; false when another process took them first. */
async function claim(db: Kysely<Database>, ids: number[], now: number): Promise<number[]> {
  const taken: number[] = [];
  for (const id of ids) {
    const result = await db
      .updateTable('scrobble_outbox')
      .set({ claimed_until: iso(now + CLAIM_MS) })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) taken.push(id);
  }
  return taken;
}

async function settle(db: Kysely<Database>, rows: DueRow[], delivery: Delivery, now: number): Promise<void> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return;
  if (delivery.outcome === 'sent') {
    await db.updateTable('scrobble_outbox').set({ sent_at: iso(now), claimed_until: null, last_error: null }).where('id', 'in', ids).execute();
    return;
  }
  if (delivery.outcome === 'revoked') {
    const service = rows[0]?.service;
    await db
      .updateTable('scrobble_connections')
      .set({ status: 'needs_attention', message: service === 'lastfm' ? LASTFM_REVOKED : LISTENBRAINZ_REVOKED })
      .where('id', '=', rows[0]?.connection_id as number)
      .execute();
    // Kept as they were: they go once the listener connects again.
    await db.updateTable('scrobble_outbox').set({ claimed_until: null, last_error: delivery.error }).where('id', 'in', ids).execute();
    return;
  }
  for (const row of rows) {
    const attempts = row.attempts + 1;
    const next = delivery.outcome === 'retry' ? iso(now + retryDelayMs(attempts)) : NEVER;
    await db.updateTable('scrobble_outbox').set({ attempts, next_attempt_at: next, claimed_until: null, last_error: delivery.error }).where('id', '=', row.id).execute();
  }
}

/** Sends a connection's due rows: "now playing" one by one, listens to ListenBrainz in one call. */
async function sendGroup(senders: Senders, rows: DueRow[]): Promise<Array<{ rows: DueRow[]; delivery: Delivery }>> {
  const service = rows[0]?.service;
  const secret = rows[0]?.secret as string;
  const payloadOf = (row: DueRow) => JSON.parse(row.payload) as ListenPayload;
  const results: Array<{ rows: DueRow[]; delivery: Delivery }> = [];
  const listens = rows.filter((row) => row.kind === 'listen');
  const playing = rows.filter((row) => row.kind === 'playing_now');
  if (service === 'listenbrainz') {
    if (listens.length) results.push({ rows: listens, delivery: await senders.listenBrainz.submit(secret, listens.length === 1 ? 'single' : 'import', listens.map(payloadOf)) });
    for (const row of playing) results.push({ rows: [row], delivery: await senders.listenBrainz.submit(secret, 'playing_now', [payloadOf(row)]) });
  } else {
    for (const row of listens) {
      const delivery = await senders.lastFm.scrobble(secret, payloadOf(row));
      results.push({ rows: [row], delivery });
      // The service is down or refuses the session: the rest wait for the next pass.
      if (delivery.outcome === 'retry' || delivery.outcome === 'revoked') return results;
    }
    for (const row of playing) results.push({ rows: [row], delivery: await senders.lastFm.nowPlaying(secret, payloadOf(row)) });
  }
  return results;
}

/**
 * One pass over the outbox: every due row of a connected service is claimed, sent and settled.
 * "Now playing" past its song is dropped (it would be false by now). Answers how many rows were sent.
 */
export async function deliverDue(db: Kysely<Database>, senders: Senders, now: number = Date.now()): Promise<number> {
  await db.deleteFrom('scrobble_outbox').where('kind', '=', 'playing_now').where('sent_at', 'is', null).where('expires_at', '<', iso(now)).execute();
  const due = await db
    .selectFrom('scrobble_outbox as o')
    .innerJoin('scrobble_connections as c', 'c.id', 'o.connection_id')
    .select(['o.id', 'o.connection_id', 'o.kind', 'o.payload', 'o.attempts', 'o.expires_at', 'c.service', 'c.secret'])
    .where('o.sent_at', 'is', null)
    .where('o.next_attempt_at', '<=', iso(now))
    .where('c.status', '=', 'connected')
    .where((eb) => eb.or([eb('o.claimed_until', 'is', null), eb('o.claimed_until', '<', iso(now))]))
    .orderBy('o.id')
    .limit(BATCH)
    .execute();
  const taken = new Set(await claim(db, due.map((row) => row.id), now));
  const groups = new Map<number, DueRow[]>();
  for (const row of due.filter((r) => taken.has(r.id))) groups.set(row.connection_id, [...(groups.get(row.connection_id) ?? []), row]);
  let sent = 0;
  for (const rows of groups.values()) {
    const results = await sendGroup(senders, rows);
    const settled = new Set<number>();
    for (const result of results) {
      await settle(db, result.rows, result.delivery, now);
      for (const row of result.rows) settled.add(row.id);
      if (result.delivery.outcome === 'sent') sent += result.rows.length;
    }
    // Rows the pass did not reach are released for the next one.
    const left = rows.filter((row) => !settled.has(row.id)).map((row) => row.id);
    if (left.length) await db.updateTable('scrobble_outbox').set({ claimed_until: null }).where('id', 'in', left).execute();
  }
  return sent;
}
