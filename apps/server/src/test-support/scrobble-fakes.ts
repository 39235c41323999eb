import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { lastFmSignature } from '../scrobbling/services.js';

/**
 * Local stand-ins for ListenBrainz and Last.fm, on loopback, answering their documented request
 * formats (and refusing anything else), so no test reaches the internet.
 */

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
  });

function answer(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export interface ListenBrainzSubmission {
  token: string;
  listen_type: 'single' | 'playing_now' | 'import';
  payload: Array<{ listened_at?: number; track_metadata: { artist_name: string; track_name: string; release_name?: string; additional_info?: Record<string, unknown> } }>;
}

export async function startFakeListenBrainz() {
  /** token → user name; a token removed here is "revoked". */
  const tokens = new Map<string, string>();
  const submissions: ListenBrainzSubmission[] = [];
  let failuresLeft = 0;
  const server = http.createServer(async (request, response) => {
    const token = /^Token (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const body = await readBody(request);
    if (request.method === 'GET' && request.url === '/1/validate-token') {
      const user = tokens.get(token);
      return answer(response, 200, user ? { code: 200, message: 'Token valid.', valid: true, user_name: user } : { code: 200, message: 'Token invalid.', valid: false });
    }
    if (request.method === 'POST' && request.url === '/1/submit-listens') {
      if (!tokens.has(token)) return answer(response, 401, { code: 401, error: 'Invalid authorization token.' });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return answer(response, 503, { code: 503, error: 'The service is down for maintenance.' });
      }
      const submission = JSON.parse(body) as Omit<ListenBrainzSubmission, 'token'>;
      const payload = Array.isArray(submission.payload) ? submission.payload : [];
      const valid =
        ['single', 'playing_now', 'import'].includes(submission.listen_type) &&
        payload.length > 0 &&
        (submission.listen_type === 'import' || payload.length === 1) &&
        payload.every((listen) => (submission.listen_type === 'playing_now' ? listen.listened_at === undefined : Number.isInteger(listen.listened_at)) && listen.track_metadata?.artist_name && listen.track_metadata.track_name);
      if (!valid) return answer(response, 400, { code: 400, error: 'Invalid JSON document submitted.' });
      submissions.push({ ...submission, payload, token });
      return answer(response, 200, { status: 'ok' });
    }
    answer(response, 404, { code: 404, error: 'Not found' });
  });
  const url = await listen(server);
  return {
    url,
    tokens,
    submissions,
    listens: () => submissions.filter((s) => s.listen_type !== 'playing_now').flatMap((s) => s.payload),
    /** The next `count` submissions answer 503. */
    failNext(count: number) {
      failuresLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface LastFmCall {
  method: string;
  params: Record<string, string>;
}

export async function startFakeLastFm(apiKey: string, secret: string) {
  /** Tokens the sign-in page gave out → the user who approved them. */
  const tokens = new Map<string, string>();
  /** Session keys → user name; deleting one revokes it. */
  const sessions = new Map<string, string>();
  const calls: LastFmCall[] = [];
  let down = false;
  let refused = 0;
  let issued = 0;
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/api/auth/') {
      // The sign-in page: the user approves at once and is sent back with a token.
      const cb = url.searchParams.get('cb');
      if (url.searchParams.get('api_key') !== apiKey || !cb) return answer(response, 400, { error: 10, message: 'Invalid API key' });
      const token = `token-${++issued}`;
      tokens.set(token, 'lastfm-listener');
      response.writeHead(302, { location: `${cb}${cb.includes('?') ? '&' : '?'}token=${token}` }).end();
      return;
    }
    if (request.method !== 'POST' || url.pathname !== '/2.0/') return answer(response, 404, { error: 3, message: 'Invalid Method' });
    const params = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const { api_sig: signature, ...signed } = params;
    if (params['api_key'] !== apiKey) return answer(response, 403, { error: 10, message: 'Invalid API key - You must be granted a valid key by last.fm' });
    if (signature !== lastFmSignature(signed, secret)) return answer(response, 403, { error: 13, message: 'Invalid method signature supplied' });
    if (down) refused += 1;
    if (down) return answer(response, 500, { error: 16, message: 'There was a temporary error processing your request.' });
    const method = params['method'] ?? '';
    calls.push({ method, params });
    if (method === 'auth.getSession') {
      const user = tokens.get(params['token'] ?? '');
      if (!user) return answer(response, 403, { error: 14, message: 'Unauthorized Token - This token has not been authorized' });
      tokens.delete(params['token'] ?? '');
      const key = `session-${issued}`;
      sessions.set(key, user);
      return answer(response, 200, { session: { name: user, key, subscriber: 0 } });
    }
    if (method === 'track.scrobble' || method === 'track.updateNowPlaying') {
      if (!sessions.has(params['sk'] ?? '')) return answer(response, 403, { error: 9, message: 'Invalid session key - Please re-authenticate' });
      if (!params['artist'] || !params['track'] || (method === 'track.scrobble' && !/^\d+$/.test(params['timestamp'] ?? ''))) return answer(response, 400, { error: 6, message: 'Invalid parameters' });
      return answer(response, 200, method === 'track.scrobble' ? { scrobbles: { '@attr': { accepted: 1, ignored: 0 } } } : { nowplaying: { track: { '#text': params['track'] } } });
    }
    answer(response, 400, { error: 3, message: 'Invalid Method - No method with that name in this package' });
  });
  const root = await listen(server);
  return {
    apiUrl: `${root}/2.0/`,
    authUrl: `${root}/api/auth/`,
    calls,
    sessions,
    scrobbles: () => calls.filter((call) => call.method === 'track.scrobble').map((call) => call.params),
    /** Calls answered 500 so far. */
    refused: () => refused,
    /** Every call answers 500 until `setDown(false)`. */
    setDown(value: boolean) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
