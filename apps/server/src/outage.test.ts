/**
 * PostgreSQL stops under load: answers become 503 with Retry-After and a JSON message within 5 s
 * (never a hang, never a 500, the process keeps running); PostgreSQL starts again: the same app
 * answers 200 again without a restart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, postgresAdminUrl, type TestApp } from './test-support/test-app.js';
import { startOwnPostgres, type OwnPostgres } from './test-support/own-postgres.js';

let cluster: OwnPostgres | undefined;
let t: TestApp | undefined;
afterAll(async () => {
  // A close that hangs fails the file, and the cluster is stopped either way.
  const closed = await Promise.race([t ? t.close().then(() => 'closed', () => 'closed') : 'closed', new Promise((resolve) => setTimeout(resolve, 20_000, 'hanging'))]);
  cluster?.destroy();
  expect(closed, 'the app closes within 20 s after the outage').toBe('closed');
}, 30_000);

const PATHS = ['/api/v1/browse/home', '/api/v1/favorites', '/api/v1/search?q=neon', '/api/v1/playlists'];

describe.skipIf(!postgresAdminUrl())('PostgreSQL outage', () => {
  it('answers 503 + Retry-After within 5 s while PostgreSQL is down, and recovers by itself', async () => {
    cluster = await startOwnPostgres();
    t = await buildTestApp({ databaseUrl: cluster.url, cacheTtlMs: 0 });
    const app = t.app;
    const { headers } = await t.activateDevice();
    // `phase` is the phase an answer came back in; `startedIn` the phase its request was sent in.
    const answers: { phase: string; startedIn: string; status: number; ms: number; body: string; retryAfter?: string }[] = [];
    let phase = 'up';
    let running = true;
    const load = Array.from({ length: 4 }, async (_, i) => {
      for (let n = 0; running; n++) {
        const started = Date.now();
        const startedIn = phase;
        const write = n % 3 === 2;
        const response = await app.inject(write ? { method: 'POST', url: '/api/v1/playlists', headers, payload: { name: `L${i}-${n}` } } : { method: 'GET', url: PATHS[(i + n) % PATHS.length] as string, headers });
        answers.push({ phase, startedIn, status: response.statusCode, ms: Date.now() - started, body: response.body, retryAfter: response.headers['retry-after'] as string | undefined });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 500));
    cluster.stop('fast');
    phase = 'down';
    await new Promise((resolve) => setTimeout(resolve, 3000));
    cluster.start();
    phase = 'restarted';
    // The pool reconnects on its own: wait until a read succeeds again (bounded).
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !answers.some((a) => a.phase === 'restarted' && a.status < 300)) await new Promise((resolve) => setTimeout(resolve, 100));
    // Recovered without a restart: requests sent from now on must all succeed (a few of each loop, bounded).
    phase = 'recovered';
    const sentAfter = () => answers.filter((a) => a.startedIn === 'recovered');
    const settled = Date.now() + 15_000;
    while (Date.now() < settled && sentAfter().length < 8) await new Promise((resolve) => setTimeout(resolve, 100));
    running = false;
    await Promise.all(load);

    const down = answers.filter((a) => a.phase === 'down');
    expect(answers.filter((a) => a.phase === 'up' && a.status >= 300)).toEqual([]);
    expect(down.filter((a) => a.status === 503).length).toBeGreaterThan(10);
    for (const answer of down) {
      expect([200, 201, 503], answer.body).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.retryAfter).toBe('5');
        expect(JSON.parse(answer.body)).toEqual({ message: 'The service is unavailable. Please try again later.', code: 'unavailable' });
      }
    }
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5000);
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    expect(sentAfter().length).toBeGreaterThanOrEqual(8);
    expect(sentAfter().filter((a) => a.status >= 300)).toEqual([]);
  });
});
