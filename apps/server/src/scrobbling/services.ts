import crypto from 'node:crypto';
import type { ScrobblingConfig } from '../config.js';

/** What a play (or the song playing now) says about itself to a service. */
export interface ListenPayload {
  artist: string;
  track: string;
  album: string | null;
  duration_s: number;
  /** Unix seconds when the listen started (absent on "now playing"). */
  listened_at?: number;
}

/**
 * A service's answer, sorted by what to do next: done; try again later (the service is down, slow
 * or busy); the listener's token or session was refused (ask them to connect again, keep the queue);
 * refused for good (a malformed listen: sending it again cannot help).
 */
export type Delivery = { outcome: 'sent' } | { outcome: 'retry' | 'revoked' | 'rejected'; error: string };

const TIMEOUT_MS = 10_000;
const USER_AGENT = 'Tangerine (music streaming server)';

const under = (root: string, relative: string) => new URL(relative, root.endsWith('/') ? root : `${root}/`).toString();

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown } | { unreachable: string }> {
  try {
    const response = await fetch(url, { ...init, headers: { 'user-agent': USER_AGENT, ...init.headers }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch (error) {
    return { unreachable: error instanceof Error ? error.message : String(error) };
  }
}

const messageOf = (body: unknown, fallback: string): string =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : fallback;

// ---------------------------------------------------------------- ListenBrainz

export const LISTENBRAINZ_REVOKED = 'ListenBrainz no longer accepts your token. Paste a new one from your ListenBrainz settings and press "Connect".';

function listenBrainzListen(listen: ListenPayload) {
  return {
    ...(listen.listened_at !== undefined ? { listened_at: listen.listened_at } : {}),
    track_metadata: {
      artist_name: listen.artist,
      track_name: listen.track,
      ...(listen.album ? { release_name: listen.album } : {}),
      additional_info: { duration_ms: Math.round(listen.duration_s * 1000), submission_client: 'Tangerine' },
    },
  };
}

export function listenBrainzClient(config: ScrobblingConfig) {
  return {
    /** The user name behind a token, or null when ListenBrainz says the token is not valid. */
    async validate(token: string): Promise<{ userName: string } | { invalid: true } | { unreachable: string }> {
      const answer = await call(under(config.listenBrainzUrl, '1/validate-token'), { headers: { authorization: `Token ${token}` } });
      if ('unreachable' in answer) return answer;
      const body = answer.body as { valid?: boolean; user_name?: string } | null;
      if (answer.status === 200 && body?.valid === true && typeof body.user_name === 'string') return { userName: body.user_name };
      if (answer.status === 200 || answer.status === 400 || answer.status === 401) return { invalid: true };
      return { unreachable: `ListenBrainz answered ${answer.status}` };
    },

    /** POST /1/submit-listens: one listen (`single`), several (`import`) or what plays now (`playing_now`). */
    async submit(token: string, type: 'single' | 'import' | 'playing_now', listens: ListenPayload[]): Promise<Delivery> {
      const answer = await call(under(config.listenBrainzUrl, '1/submit-listens'), {
        method: 'POST',
        headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ listen_type: type, payload: listens.map(listenBrainzListen) }),
      });
      if ('unreachable' in answer) return { outcome: 'retry', error: `ListenBrainz could not be reached: ${answer.unreachable}` };
      if (answer.status >= 200 && answer.status < 300) return { outcome: 'sent' };
      const error = `ListenBrainz answered ${answer.status}: ${messageOf(answer.body, 'no message')}`;
      if (answer.status === 401) return { outcome: 'revoked', error };
      if (answer.status === 429 || answer.status >= 500) return { outcome: 'retry', error };
      return { outcome: 'rejected', error };
    },
  };
}

// ---------------------------------------------------------------- Last.fm

export const LASTFM_REVOKED = 'Last.fm no longer accepts this connection. Press "Connect" to sign in to Last.fm again.';

/** api_sig: every parameter but `format` and `callback`, sorted by name, as name+value, then the secret; MD5 in hex. */
export function lastFmSignature(params: Record<string, string>, secret: string): string {
  const text = Object.keys(params)
    .filter((name) => name !== 'format' && name !== 'callback')
    .sort()
    .map((name) => `${name}${params[name]}`)
    .join('');
  return crypto.createHash('md5').update(text + secret, 'utf8').digest('hex');
}

/** Last.fm's error codes that mean "later": service offline, temporarily unavailable, rate limited. */
const LASTFM_TRANSIENT = new Set([8, 11, 16, 29]);
/** Invalid session key, or the API key was suspended: the listener must connect again. */
const LASTFM_REVOKED_CODES = new Set([9, 4, 14, 15]);

export function lastFmClient(config: ScrobblingConfig) {
  const key = config.lastFmKey;
  const secret = config.lastFmSecret;

  async function post(params: Record<string, string>) {
    if (!key || !secret) return { unreachable: 'Last.fm is not set up on this server' } as const;
    const all = { ...params, api_key: key };
    const signed = new URLSearchParams({ ...all, api_sig: lastFmSignature(all, secret), format: 'json' });
    return call(config.lastFmUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: signed.toString() });
  }

  function delivery(answer: Awaited<ReturnType<typeof post>>): Delivery {
    if ('unreachable' in answer) return { outcome: 'retry', error: `Last.fm could not be reached: ${answer.unreachable}` };
    const code = (answer.body as { error?: unknown } | null)?.error;
    if (answer.status >= 200 && answer.status < 300 && code === undefined) return { outcome: 'sent' };
    const error = `Last.fm answered ${answer.status}${typeof code === 'number' ? ` (error ${code})` : ''}: ${messageOf(answer.body, 'no message')}`;
    if (typeof code === 'number' && LASTFM_REVOKED_CODES.has(code)) return { outcome: 'revoked', error };
    if ((typeof code === 'number' && LASTFM_TRANSIENT.has(code)) || answer.status === 429 || answer.status >= 500) return { outcome: 'retry', error };
    return { outcome: 'rejected', error };
  }

  const trackParams = (listen: ListenPayload): Record<string, string> => ({
    artist: listen.artist,
    track: listen.track,
    ...(listen.album ? { album: listen.album } : {}),
    duration: String(Math.round(listen.duration_s)),
  });

  return {
    configured: Boolean(key && secret),
    /** The page the listener signs in on; Last.fm sends them back to `callback` with `token`. */
    authUrl(callback: string): string {
      const url = new URL(config.lastFmAuthUrl);
      url.searchParams.set('api_key', key ?? '');
      url.searchParams.set('cb', callback);
      return url.toString();
    },
    /** auth.getSession: the session key and user name for the token Last.fm gave the listener. */
    async session(token: string): Promise<{ name: string; key: string } | { error: string }> {
      const answer = await post({ method: 'auth.getSession', token });
      if ('unreachable' in answer) return { error: `Last.fm could not be reached: ${answer.unreachable}` };
      const session = (answer.body as { session?: { name?: unknown; key?: unknown } } | null)?.session;
      if (answer.status === 200 && typeof session?.name === 'string' && typeof session.key === 'string') return { name: session.name, key: session.key };
      return { error: `Last.fm refused the sign-in: ${messageOf(answer.body, `it answered ${answer.status}`)}` };
    },
    async nowPlaying(sessionKey: string, listen: ListenPayload): Promise<Delivery> {
      return delivery(await post({ method: 'track.updateNowPlaying', sk: sessionKey, ...trackParams(listen) }));
    },
    async scrobble(sessionKey: string, listen: ListenPayload): Promise<Delivery> {
      return delivery(await post({ method: 'track.scrobble', sk: sessionKey, ...trackParams(listen), timestamp: String(listen.listened_at ?? Math.floor(Date.now() / 1000)) }));
    },
  };
}
