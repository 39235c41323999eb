import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * ListenBrainz and Last.fm as a browser journey meets them, on loopback: ListenBrainz checks a token
 * and takes submissions; Last.fm's sign-in page approves at once and sends the browser back, then
 * answers signed `auth.getSession`, `track.updateNowPlaying` and `track.scrobble` calls.
 */
export async function startScrobbleServices(options: { token: string; listenBrainzUser: string; lastFmUser: string; apiKey: string; secret: string }) {
  const listenBrainz: Array<{ listen_type: string; track: string }> = [];
  const lastFm: Array<{ method: string; track?: string }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', (): void => {
      const url = new URL(request.url ?? '/', 'http://local');
      const send = (status: number, answer: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      const token = /^Token (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (url.pathname === '/1/validate-token') return void send(200, token === options.token ? { valid: true, user_name: options.listenBrainzUser } : { valid: false });
      if (url.pathname === '/1/submit-listens') {
        if (token !== options.token) return void send(401, { code: 401, error: 'Invalid authorization token.' });
        const submission = JSON.parse(body) as { listen_type: string; payload: Array<{ track_metadata: { track_name: string } }> };
        for (const listen of submission.payload) listenBrainz.push({ listen_type: submission.listen_type, track: listen.track_metadata.track_name });
        return void send(200, { status: 'ok' });
      }
      if (url.pathname === '/api/auth/') {
        const cb = url.searchParams.get('cb') ?? '/';
        response.writeHead(302, { location: `${cb}${cb.includes('?') ? '&' : '?'}token=approved` }).end();
        return;
      }
      if (url.pathname === '/2.0/') {
        const { api_sig: signature, format: _format, ...params } = Object.fromEntries(new URLSearchParams(body));
        const expected = crypto.createHash('md5').update(Object.keys(params).sort().map((name) => `${name}${params[name]}`).join('') + options.secret).digest('hex');
        if (params['api_key'] !== options.apiKey || signature !== expected) return void send(403, { error: 13, message: 'Invalid method signature supplied' });
        lastFm.push({ method: params['method'] ?? '', track: params['track'] });
        if (params['method'] === 'auth.getSession') return void send(200, { session: { name: options.lastFmUser, key: 'journey-session', subscriber: 0 } });
        return void send(200, {});
      }
      send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      TANGERINE_LISTENBRAINZ_URL: root,
      TANGERINE_LASTFM_URL: `${root}/2.0/`,
      TANGERINE_LASTFM_AUTH_URL: `${root}/api/auth/`,
      TANGERINE_LASTFM_KEY: options.apiKey,
      TANGERINE_LASTFM_SECRET: options.secret,
    },
    listenBrainz,
    lastFm,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
