/**
 * kill -9 in the middle of concurrent writes (playlists and their tracks, likes, activations, play
 * counts), then a restart on the same data: the database opens and every acknowledged write is there.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issueCodes } from './auth/code-service.js';
import { createTestDatabaseUrl, tempDir } from './content/test-support/fixtures.js';
import { closeDatabase, openDatabase } from './db/database.js';
import { activate, call, startServerProcess, type ServerProcess } from './test-support/server-process.js';

const roots: string[] = [];
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL');
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('crash safety', () => {
  // Two server starts through tsx: 15-20 s each on a loaded machine.
  it('keeps every acknowledged write after kill -9 under concurrent writes', { timeout: 150_000 }, async () => {
    const root = tempDir('crash');
    roots.push(root);
    const dataDir = join(root, 'data');
    const databaseUrl = await createTestDatabaseUrl();
    const first = await startServerProcess({ dataDir, databaseUrl });
    servers.push(first);
    const { port } = first;
    const headers = await activate(port, first.code, 'web-crash');
    const spare = openDatabase({ dataDir, databaseUrl });
    const codes = (await issueCodes(spare.db, { days: 1, count: 200 })).map((c) => c.code);
    await closeDatabase(spare);

    const acked = { playlists: new Set<string>(), tracks: new Map<string, number>(), likes: new Set<string>(), plays: 0, devices: new Map<string, Record<string, string>>() };
    let stop = false;
    const loop = async (work: (n: number) => Promise<void>) => {
      for (let n = 0; !stop; n++) {
        await work(n).catch(() => undefined);
        // A pause between writes, so a loop with nothing to do never starves the timers.
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };
    const writers = [
      loop(async (n) => {
        const answer = await call(port, 'POST', '/api/v1/playlists', { headers, body: { name: `Crash ${n}` } });
        if (answer.status === 201) acked.playlists.add(JSON.parse(answer.body).id);
      }),
      loop(async (n) => {
        const id = [...acked.playlists][n % Math.max(1, acked.playlists.size)];
        if (!id) return;
        const track = 1 + (n % 2);
        const answer = await call(port, 'POST', `/api/v1/playlists/${id}/tracks`, { headers, body: { track_id: String(track) } });
        if (answer.status === 200) acked.tracks.set(`${id}:${track}`, track);
      }),
      loop(async (n) => {
        const track = 1 + (n % 2);
        const answer = await call(port, 'POST', `/api/v1/favorites/${track}`, { headers });
        if (answer.status < 300) acked.likes.add(String(track));
      }),
      loop(async (n) => {
        const code = codes[n];
        if (!code) return;
        const deviceId = `web-crash-${n}`;
        const deviceHeaders = await activate(port, code, deviceId);
        acked.devices.set(deviceId, deviceHeaders);
        // One play per device (a device's repeats within a short window count once).
        const answer = await call(port, 'POST', '/api/v1/browse/tracks/1/play', { headers: deviceHeaders });
        if (answer.status === 200) acked.plays = Math.max(acked.plays, JSON.parse(answer.body).play_count);
      }),
    ];
    // Killed once every kind of write has been acknowledged a few times (however loaded the machine), and at least 1.5 s in.
    const began = Date.now();
    while ((Date.now() - began < 1500 || acked.playlists.size <= 5 || acked.devices.size <= 2 || acked.plays <= 2) && Date.now() - began < 60_000) await new Promise((resolve) => setTimeout(resolve, 50));
    first.child.kill('SIGKILL');
    const exit = await first.exited;
    stop = true;
    await Promise.all(writers);
    expect(exit.signal).toBe('SIGKILL');
    expect(acked.playlists.size).toBeGreaterThan(5);
    expect(acked.devices.size).toBeGreaterThan(2);
    expect(acked.plays).toBeGreaterThan(2);

    const second = await startServerProcess({ dataDir, databaseUrl });
    servers.push(second);
    const list = JSON.parse((await call(second.port, 'GET', '/api/v1/playlists?limit=500', { headers })).body) as { playlists: { id: string }[] };
    const stored = new Set(list.playlists.map((p) => p.id));
    expect([...acked.playlists].filter((id) => !stored.has(id))).toEqual([]);
    for (const [key, track] of acked.tracks) {
      const detail = JSON.parse((await call(second.port, 'GET', `/api/v1/playlists/${key.split(':')[0]}`, { headers })).body) as { tracks: { id: string }[] };
      expect(detail.tracks.map((x) => x.id), key).toContain(String(track));
    }
    const favorites = JSON.parse((await call(second.port, 'GET', '/api/v1/favorites', { headers })).body) as { favorites: { track: { id: string } }[] };
    for (const like of acked.likes) expect(favorites.favorites.map((f) => f.track.id)).toContain(like);
    for (const [deviceId, deviceHeaders] of acked.devices) expect((await call(second.port, 'GET', '/api/v1/favorites', { headers: deviceHeaders })).status, deviceId).toBe(200);
    const check = openDatabase({ dataDir, databaseUrl });
    const plays = await check.db.selectFrom('plays').select(check.db.fn.countAll<number>().as('n')).where('kind', '=', 'track').where('ref_id', '=', 1).executeTakeFirstOrThrow();
    await closeDatabase(check);
    expect(Number(plays.n)).toBeGreaterThanOrEqual(acked.plays);
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
