import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { Senders } from './outbox.js';

export type Service = 'listenbrainz' | 'lastfm';

export interface ConnectionView {
  status: 'disconnected' | 'connected' | 'needs_attention';
  user_name: string | null;
  message: string | null;
  /** Plays waiting to be sent (the service was down, or the connection needs attention). */
  queued: number;
}

export const LASTFM_NOT_SET_UP = 'Last.fm is not set up on this server: the administrator sets TANGERINE_LASTFM_KEY and TANGERINE_LASTFM_SECRET.';
/** A sign-in not finished within this time is forgotten. */
const SIGN_IN_TTL_MS = 15 * 60_000;

async function view(db: Kysely<Database>, codeId: number, service: Service): Promise<ConnectionView> {
  const row = await db.selectFrom('scrobble_connections').selectAll().where('code_id', '=', codeId).where('service', '=', service).executeTakeFirst();
  if (!row) return { status: 'disconnected', user_name: null, message: null, queued: 0 };
  const waiting = await db
    .selectFrom('scrobble_outbox')
    .select(db.fn.countAll<number>().as('n'))
    .where('connection_id', '=', row.id)
    .where('kind', '=', 'listen')
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { status: row.status === 'needs_attention' ? 'needs_attention' : 'connected', user_name: row.user_name, message: row.message, queued: Number(waiting.n) };
}

/** Stores (or renews) a connection; renewing keeps its id, so plays queued for it go out now. */
async function save(db: Kysely<Database>, codeId: number, service: Service, secret: string, userName: string): Promise<void> {
  const values = { secret, user_name: userName, status: 'connected', message: null };
  await db
    .insertInto('scrobble_connections')
    .values({ code_id: codeId, service, created_at: new Date().toISOString(), ...values })
    .onConflict((oc) => oc.columns(['code_id', 'service']).doUpdateSet(values))
    .execute();
}

export function scrobbleConnections(db: Kysely<Database>, senders: Senders) {
  return {
    async status(codeId: number) {
      return {
        listenbrainz: await view(db, codeId, 'listenbrainz'),
        lastfm: { ...(await view(db, codeId, 'lastfm')), available: senders.lastFm.configured, unavailable_reason: senders.lastFm.configured ? null : LASTFM_NOT_SET_UP },
      };
    },

    async connectListenBrainz(codeId: number, rawToken: string): Promise<void> {
      const token = rawToken.trim();
      const answer = await senders.listenBrainz.validate(token);
      if ('unreachable' in answer) throw new HttpError(409, `ListenBrainz could not be reached, so the token was not checked: try again in a moment (${answer.unreachable}).`, 'service_unreachable');
      if ('invalid' in answer) throw new HttpError(400, 'ListenBrainz did not accept this token: copy the user token from your ListenBrainz settings page.', 'invalid_token');
      await save(db, codeId, 'listenbrainz', token, answer.userName);
    },

    /** Starts Last.fm's web sign-in: answers the page to open, which comes back to `callbackBase?state=…`. */
    async startLastFm(codeId: number, callbackBase: string): Promise<string> {
      if (!senders.lastFm.configured) throw new HttpError(409, LASTFM_NOT_SET_UP, 'not_configured');
      const state = crypto.randomBytes(18).toString('base64url');
      const now = Date.now();
      await db.deleteFrom('lastfm_sign_ins').where('created_at', '<', new Date(now - SIGN_IN_TTL_MS).toISOString()).execute();
      await db.insertInto('lastfm_sign_ins').values({ state, code_id: codeId, created_at: new Date(now).toISOString() }).execute();
      return senders.lastFm.authUrl(`${callbackBase}?state=${state}`);
    },

    /** Last.fm sent the listener back with a token: exchange it for a session. Answers what to tell them. */
    async finishLastFm(state: string, token: string): Promise<{ ok: true } | { ok: false; message: string }> {
      const pending = await db.selectFrom('lastfm_sign_ins').selectAll().where('state', '=', state).executeTakeFirst();
      await db.deleteFrom('lastfm_sign_ins').where('state', '=', state).execute();
      if (!pending || new Date(pending.created_at).getTime() < Date.now() - SIGN_IN_TTL_MS) return { ok: false, message: 'This Last.fm sign-in has expired: press "Connect" again.' };
      const session = await senders.lastFm.session(token);
      if ('error' in session) return { ok: false, message: session.error };
      await save(db, pending.code_id, 'lastfm', session.key, session.name);
      return { ok: true };
    },

    /** Forgets the connection and whatever it still owed the service. */
    async disconnect(codeId: number, service: Service): Promise<void> {
      await db.deleteFrom('scrobble_connections').where('code_id', '=', codeId).where('service', '=', service).execute();
    },
  };
}
