/**
 * SIGTERM on the real server process under load: every request that reached the server before the
 * signal gets its full answer, a radio listener sees its stream end (not break), a paused download
 * still completes, the process exits 0 and the database is closed.
 */
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, tempDir } from './content/test-support/fixtures.js';
import { activate, call, FIXTURE_DOWNLOAD_BYTES, startServerProcess, type ServerProcess } from './test-support/server-process.js';

const roots: string[] = [];
let server: ServerProcess | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

interface Outcome {
  sentAt: number;
  status?: number;
  error?: string;
}

interface Streamed {
  status: number;
  bytes: number;
  ended: boolean;
  endedAt?: number;
  error?: string;
}

/** Reads a streaming answer to its end; `paused` holds it after the first chunk until resume() (a slow player). */
function stream(port: number, path: string, headers: Record<string, string>, paused = false): { done: Promise<Streamed>; resume: () => void } {
  let resume = () => undefined as void;
  const done = new Promise<Streamed>((resolve) => {
    let bytes = 0;
    const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
      if (paused) response.once('data', () => response.pause());
      resume = () => response.resume();
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ended: true, endedAt: Date.now() }));
      response.on('error', (error) => resolve({ status: response.statusCode ?? 0, bytes, ended: false, error: error.message }));
      response.on('aborted', () => resolve({ status: response.statusCode ?? 0, bytes, ended: false, error: 'aborted' }));
    });
    request.on('error', (error) => resolve({ status: 0, bytes, ended: false, error: error.message }));
  });
  return { done, resume: () => resume() };
}

describe('graceful shutdown on SIGTERM', () => {
  it('drains requests in flight, ends radio and media streams cleanly, closes the database, exits 0', async () => {
    const root = tempDir('shutdown');
    roots.push(root);
    const dataDir = join(root, 'data');
    const databaseUrl = await createTestDatabaseUrl();
    server = await startServerProcess({ dataDir, databaseUrl });
    const { port } = server;
    const headers = await activate(port, server.code, 'web-shutdown');
    const station = JSON.parse((await call(port, 'GET', '/api/v1/browse/radio', { headers })).body).stations[0];
    const track = JSON.parse((await call(port, 'GET', '/api/v1/browse/tracks/2', { headers })).body);
    expect(track.title).toBe('Long Download');

    const radio = stream(port, station.stream_url, headers);
    const download = stream(port, track.stream_url, headers, true);
    const outcomes: Outcome[] = [];
    let stop = false;
    const paths = ['/api/v1/browse/home', '/api/v1/search?q=tone', '/api/v1/browse/tracks/1', '/api/v1/favorites'];
    const clients = Array.from({ length: 6 }, async (_, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // A write at most every 50 ms a client (120/s in all): the device's write budget (a burst of 300,
      // DEFAULT_WRITE_RATE) then outlasts the load however fast the machine answers, so no answer is a 429.
      let lastWriteAt = 0;
      for (let n = 0; !stop; n++) {
        const outcome: Outcome = { sentAt: Date.now() };
        outcomes.push(outcome);
        const write = n % 4 === 3 && outcome.sentAt - lastWriteAt >= 50;
        if (write) lastWriteAt = outcome.sentAt;
        try {
          const answer = write ? await call(port, 'POST', '/api/v1/favorites/1', { headers, agent }) : await call(port, 'GET', paths[(i + n) % paths.length] as string, { headers, agent });
          outcome.status = answer.status;
        } catch (error) {
          outcome.error = (error as Error).message;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      agent.destroy();
    });

    // Signal once the load is real, however slow the machine: 30 answered requests and 800 ms at least.
    const loadStartedAt = Date.now();
    while (Date.now() - loadStartedAt < 800 || outcomes.filter((o) => o.status !== undefined).length < 30) {
      if (Date.now() - loadStartedAt > 30_000) throw new Error('the server answered fewer than 30 requests in 30 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const signalAt = Date.now();
    server.child.kill('SIGTERM');
    // The slow player takes its download up again one second later: the server must still be there.
    setTimeout(download.resume, 1000);
    const exit = await server.exited;
    const exitAt = Date.now();
    stop = true;
    await Promise.all(clients);

    expect(exit).toEqual({ code: 0, signal: null });
    // A request sent within a few ms of the signal may reach the server after it stopped accepting.
    const before = outcomes.filter((o) => o.sentAt < signalAt - 20);
    expect(before.length).toBeGreaterThan(20);
    expect(before.filter((o) => o.status === undefined || o.status >= 400)).toEqual([]);
    // The server refuses from when it handles the signal, which a loaded machine may delay well past its sending.
    const shutdownLine = server.output().split('\n').find((line) => line.includes('shutting down: finishing requests in flight'));
    const refusingFrom = Math.max(signalAt, (JSON.parse(shutdownLine ?? '{}') as { time?: number }).time ?? signalAt);
    const after = outcomes.filter((o) => o.sentAt > refusingFrom + 100);
    for (const o of after) expect(o.status === 503 || o.error !== undefined, JSON.stringify(o)).toBe(true);
    expect(await radio.done).toMatchObject({ status: 200, ended: true });
    const downloaded = await download.done;
    expect(downloaded).toMatchObject({ status: 200, bytes: FIXTURE_DOWNLOAD_BYTES, ended: true });
    expect(exitAt).toBeGreaterThanOrEqual(signalAt + 1000);
    // ... and then goes: idle keep-alive connections do not hold the close open.
    expect(exitAt - (downloaded.endedAt ?? 0)).toBeLessThan(2000);
    expect(server.output()).toContain('shutting down: finishing requests in flight');
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    if (!databaseUrl) expect(existsSync(join(dataDir, 'tangerine.db-wal'))).toBe(false);
    server = undefined;
  });
});
