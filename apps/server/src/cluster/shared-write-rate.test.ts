/**
 * Two server processes on one PostgreSQL take a device's writes from one bucket (migration 015):
 * a device cannot get twice the burst by spreading its writes over two processes.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_RATE } from '../auth/write-rate.js';
import { createTestDatabaseUrl, tempDir } from '../content/test-support/fixtures.js';
import { postgresAdminUrl } from '../test-support/test-app.js';
import { activate, call, startServerProcess, type ServerProcess } from '../test-support/server-process.js';

const roots: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!postgresAdminUrl())('the per-device write rate limit across processes (PostgreSQL)', () => {
  it('allows one burst in all, not one per process', { timeout: 180_000 }, async () => {
    const root = tempDir('write-rate');
    roots.push(root);
    const databaseUrl = (await createTestDatabaseUrl()) as string;
    const env = { TANGERINE_SIGNING_SECRET: crypto.randomBytes(32).toString('hex') };
    const a = await startServerProcess({ dataDir: join(root, 'a'), databaseUrl, env });
    servers.push(a);
    const b = await startServerProcess({ dataDir: join(root, 'b'), databaseUrl, env });
    servers.push(b);
    const deviceId = 'web-two-processes';
    const headers = await activate(a.port, a.code, deviceId);

    // Heartbeats are writes; they go to the two processes in turn, each half of them more than a burst would allow alone.
    const { burst, perSecond } = DEFAULT_WRITE_RATE;
    const statuses = { a: [] as number[], b: [] as number[] };
    const began = performance.now();
    for (let i = 0; i < burst * 1.5; i++) {
      const [name, port] = i % 2 ? (['b', b.port] as const) : (['a', a.port] as const);
      statuses[name].push((await call(port, 'POST', `/api/v1/devices/${deviceId}/heartbeat`, { headers, body: {} })).status);
    }
    const seconds = (performance.now() - began) / 1000;
    const allowed = [...statuses.a, ...statuses.b].filter((status) => status === 200).length;
    const refused = [...statuses.a, ...statuses.b].filter((status) => status === 429).length;
    expect(allowed + refused).toBe(burst * 1.5);
    // Per process, each would have allowed all its 225; shared, at most the burst plus what refilled meanwhile.
    expect(allowed).toBeGreaterThanOrEqual(burst);
    expect(allowed).toBeLessThanOrEqual(burst + Math.ceil(seconds * perSecond) + 1);
    expect(statuses.a).toContain(429);
    expect(statuses.b).toContain(429);
  });
});
