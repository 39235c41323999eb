/**
 * The soak's listener calls: a weighted mix of what the web app does (browse, search, stream with
 * Range, likes, play counts, heartbeats, playlists) and activations with wrong codes. Each call
 * answers its route name, status and whether that status is what a listener expects.
 */

export interface Listener {
  headers: Record<string, string>;
  deviceId: string;
}

export interface Catalogue {
  albumIds: string[];
  artistIds: string[];
  trackIds: string[];
  streamUrls: string[];
  words: string[];
}

export interface Outcome {
  route: string;
  status: number;
  ok: boolean;
  /** From the request to the last byte of the answer, as the load generator timed it. */
  ms: number;
  /** The server's own time on it (its Server-Timing header): free of the generator's stalls. */
  serverMs: number;
}

/** The `app;dur=` of a Server-Timing header (NaN when there is none). */
export function serverTime(response: Response): number {
  return Number(/app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
}

type Call = (base: string, listener: Listener, catalogue: Catalogue, n: number) => Promise<Outcome[]>;

const pick = <T>(items: T[], n: number): T => items[n % items.length] as T;

async function request(route: string, url: string, init: RequestInit, expected: (status: number) => boolean = (status) => status >= 200 && status < 300): Promise<Outcome> {
  const began = performance.now();
  const response = await fetch(url, init);
  // The whole body, as a client reads it: the latency includes the transfer.
  await response.arrayBuffer();
  return { route, status: response.status, ok: expected(response.status), ms: performance.now() - began, serverMs: serverTime(response) };
}

const get = (route: string, base: string, path: string, listener: Listener) => request(route, `${base}${path}`, { headers: listener.headers });
const write = (route: string, base: string, method: string, path: string, listener: Listener, body?: unknown) =>
  request(route, `${base}${path}`, { method, headers: { ...listener.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/**
 * [weight, call] out of 100: about two reads for one write, as a listening session goes. Every call
 * has at least 6 (likes and unlikes share 12), so at the soak's 100 calls/s each of its 17 routes
 * answers at least about 360 calls a minute: a route's p99 is then its 4th slowest call, not its 2nd.
 */
export const MIX: [number, Call][] = [
  [8, async (base, l) => [await get('GET home', base, '/api/v1/browse/home', l)]],
  [7, async (base, l, c, n) => [await get('GET album', base, `/api/v1/browse/albums/${pick(c.albumIds, n)}`, l)]],
  [6, async (base, l, c, n) => [await get('GET artist', base, `/api/v1/browse/artists/${pick(c.artistIds, n)}`, l)]],
  [6, async (base, l) => [await get('GET playlists', base, '/api/v1/browse/playlists', l)]],
  [9, async (base, l, c, n) => [await get('GET search', base, `/api/v1/search?q=${encodeURIComponent(pick(c.words, n))}`, l)]],
  [6, async (base, l, c, n) => [await get('GET autocomplete', base, `/api/v1/search/autocomplete?q=${encodeURIComponent(pick(c.words, n).slice(0, 3))}`, l)]],
  [6, async (base, l) => [await get('GET trending', base, '/api/v1/trending/tracks', l)]],
  [6, async (base, l) => [await get('GET favorites', base, '/api/v1/favorites', l)]],
  [
    10,
    async (_base, l, c, n) => {
      const start = (n * 7919) % 200_000;
      return [await request('GET stream (Range)', pick(c.streamUrls, n), { headers: { ...l.headers, range: `bytes=${start}-${start + 65_535}` } }, (status) => status === 206 || status === 200 || status === 416)];
    },
  ],
  [
    12,
    async (base, l, c, n) => {
      // Like or unlike with even odds whatever the listener (n's low bits pick the listener), so each
      // list hovers around the half of the songs it was seeded with and GET favorites stays the same work.
      const bits = Math.imul(n + 1, 0x9e3779b1) >>> 16;
      const like = (bits & 1) === 0;
      return [await write(like ? 'POST favorite' : 'DELETE favorite', base, like ? 'POST' : 'DELETE', `/api/v1/favorites/${pick(c.trackIds, bits >>> 1)}`, l)];
    },
  ],
  [6, async (base, l, c, n) => [await write('POST play count', base, 'POST', `/api/v1/browse/tracks/${pick(c.trackIds, n)}/play`, l)]],
  [6, async (base, l) => [await write('POST heartbeat', base, 'POST', `/api/v1/devices/${l.deviceId}/heartbeat`, l, {})]],
  [
    6,
    async (base, l, c, n) => {
      const began = performance.now();
      const created = await fetch(`${base}/api/v1/playlists`, { method: 'POST', headers: { ...l.headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: `Soak ${n}` }) });
      const body = (await created.json()) as { id?: string };
      const outcomes: Outcome[] = [{ route: 'POST playlist', status: created.status, ok: created.status === 201, ms: performance.now() - began, serverMs: serverTime(created) }];
      if (!body.id) return outcomes;
      outcomes.push(await write('POST playlist track', base, 'POST', `/api/v1/playlists/${body.id}/tracks`, l, { track_id: pick(c.trackIds, n) }));
      // Deleted again, so ten minutes stay far below the 10,000-playlist quota.
      outcomes.push(await write('DELETE playlist', base, 'DELETE', `/api/v1/playlists/${body.id}`, l));
      return outcomes;
    },
  ],
  [
    6,
    async (base, _l, _c, n) => [
      // A wrong code answers 404, then 429 once the address has failed too often: both expected.
      await request('POST activate (wrong code)', `${base}/api/v1/auth/activate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: `ZZZZ-ZZZZ-ZZZ${'23456789'[n % 8]}`, device_id: `web-soak-wrong-${n}` }) }, (status) => status === 404 || status === 429 || status === 400),
    ],
  ],
];

/** Before the clock starts: each listener likes every second song, the level the mix keeps it at. */
export async function seedFavorites(base: string, listeners: Listener[], catalogue: Catalogue): Promise<void> {
  for (const listener of listeners) {
    for (const trackId of catalogue.trackIds.filter((_, i) => i % 2 === 0)) {
      const outcome = await write('POST favorite', base, 'POST', `/api/v1/favorites/${trackId}`, listener);
      if (!outcome.ok) throw new Error(`seeding favorites answered ${outcome.status}`);
    }
  }
}

const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

/** The golden ratio's fractional part: its multiples fall evenly over [0, 1) in any stretch of n. */
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** The n-th call of the mix: a fixed, repeatable sequence spread over the weights. */
export function callFor(n: number): Call {
  // Neighbours differ, every run sends the same sequence, and every minute holds each call in its
  // weight's share (a multiplicative hash before gave the playlist call 113 of its 147 in a minute).
  let slot = Math.floor((((n + 1) * GOLDEN) % 1) * TOTAL_WEIGHT);
  for (const [weight, call] of MIX) {
    if (slot < weight) return call;
    slot -= weight;
  }
  return MIX[0]?.[1] as Call;
}
