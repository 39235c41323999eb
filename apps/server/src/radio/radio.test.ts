import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMp3, scanFrames } from '@tangerine/demo-catalogue';
import { Broadcast, type ListenerSink } from './broadcast.js';
import { RadioHub } from './hub.js';
import { frameAt, frameBytes, loadProgramme } from './programme.js';
import { streamStation } from './stream-handler.js';

const SAMPLE_RATE = 22050;

function tone(seconds: number, frequency: number): Float32Array {
  const pcm = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < pcm.length; i++) pcm[i] = 0.3 * Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) + 0.1 * Math.sin((2 * Math.PI * frequency * 1.5 * i) / SAMPLE_RATE);
  return pcm;
}

let dir: string;
let files: string[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tangerine-radio-'));
  files = [220, 330, 440].map((frequency, i) => {
    const path = join(dir, `${i}.mp3`);
    writeFileSync(path, encodeMp3(tone(2 + i, frequency), SAMPLE_RATE, 64));
    return path;
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('programme', () => {
  it('places the wall clock on a frame of the right file and wraps around', async () => {
    const programme = await loadProgramme([...files, join(dir, 'missing.mp3')]);
    expect(programme).not.toBeNull();
    if (!programme) return;
    expect(programme.items).toHaveLength(3);
    expect(programme.length).toBeGreaterThan(8900);
    expect(programme.length).toBeLessThan(9400);
    const atStart = frameAt(programme, programme.length * 1000);
    expect(atStart.frame).toBe(0);
    const later = frameAt(programme, programme.length * 1000 + 2500);
    expect(programme.frameItem[later.frame]).toBe(1);
    expect(later.startedAt).toBeLessThanOrEqual(programme.length * 1000 + 2500);
    expect(programme.length * 1000 + 2500 - later.startedAt).toBeLessThan(27);
  });

  it('keeps its frame table in typed arrays, not an object per frame (a long station has some 150,000)', async () => {
    const programme = await loadProgramme([...files, ...files]);
    if (!programme) throw new Error('no programme');
    const frames = programme.frameStarts.length;
    expect(frames).toBeGreaterThan(100);
    for (const table of [programme.frameItem, programme.frameOffset, programme.frameLength]) {
      expect(table).toBeInstanceOf(Uint32Array);
      expect(table).toHaveLength(frames);
    }
    // An item is its path and, while it plays, its bytes: nothing that grows with its frames.
    for (const item of programme.items) expect(Object.keys(item).sort()).toEqual(['data', 'path']);
  });

  it('keeps only a few files in memory while it plays through many', async () => {
    const programme = await loadProgramme([...files, ...files]);
    if (!programme) throw new Error('no programme');
    expect(programme.items.every((item) => item.data === null)).toBe(true);
    const bytes: Buffer[] = [];
    for (let k = 0; k < programme.frameStarts.length; k++) {
      bytes.push(frameBytes(programme, k));
      expect(programme.items.filter((item) => item.data !== null).length).toBeLessThanOrEqual(3);
    }
    const expected = Buffer.concat([...files, ...files].map((path) => readFileSync(path)));
    expect(Buffer.concat(bytes).equals(expected)).toBe(true);
  });
});

describe('broadcast', () => {
  it('sends a new listener the station\'s most recent seconds at once, so a browser can start playing without waiting for them', async () => {
    const programme = await loadProgramme(files);
    if (!programme) throw new Error('no programme');
    const broadcast = new Broadcast(programme, { now: () => 1_000_000 });
    const writes: number[] = [];
    broadcast.add({ write: (chunk) => void writes.push(chunk.length), bufferedBytes: () => 0, drop: () => undefined, end: () => undefined });
    broadcast.stop();
    // 64 kbps = 8000 bytes a second: the first write holds about 8 s of audio.
    expect(writes[0]).toBeGreaterThan(7.5 * 8000 * 0.9);
  });

  it('drops a listener that stops taking data, and keeps feeding the others', async () => {
    const programme = await loadProgramme(files);
    if (!programme) throw new Error('no programme');
    let now = 1_000_000;
    const broadcast = new Broadcast(programme, { now: () => now, maxBehindMs: 3000, burstMs: 0, leadMs: 0 });
    let stalledBytes = 0;
    let stalledDropped = false;
    const stalled: ListenerSink = { write: (chunk) => (stalledBytes += chunk.length), bufferedBytes: () => stalledBytes, drop: () => (stalledDropped = true), end: () => undefined };
    let healthyBytes = 0;
    const healthy: ListenerSink = { write: (chunk) => (healthyBytes += chunk.length), bufferedBytes: () => 0, drop: () => expect.fail('healthy listener dropped'), end: () => undefined };
    broadcast.add(stalled);
    broadcast.add(healthy);
    for (let i = 0; i < 60; i++) {
      now += 100;
      broadcast.tick();
    }
    broadcast.stop();
    expect(stalledDropped).toBe(true);
    expect(broadcast.listenerCount).toBe(1);
    // Six seconds of audio at 64 kbps reached the healthy listener.
    expect(healthyBytes).toBeGreaterThan(6 * 8000 * 0.9);
  });
});

async function startServer(hub: RadioHub): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/api/v1/radio/:id/stream', (request, reply) => streamStation(hub, Number(request.params.id), request, reply));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

interface Reception {
  status: number;
  type: string | undefined;
  bytes: () => Buffer;
  response: http.IncomingMessage;
  close: () => void;
}

function connect(port: number, path: string): Promise<Reception> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => undefined);
      resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], bytes: () => Buffer.concat(chunks), response, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live stream over HTTP', () => {
  it('gives listeners of two separate server instances identical bytes for the same moment', async () => {
    const options = { burstMs: 600, leadMs: 200, tickMs: 40 };
    const hubs = [new RadioHub(async (id) => (id === 1 ? files : null), options), new RadioHub(async (id) => (id === 1 ? files : null), options)];
    const [one, two] = await Promise.all(hubs.map(startServer));
    if (!one || !two) throw new Error('servers did not start');
    const servers = [one, two];
    try {
      const first = await connect(one.port, '/api/v1/radio/1/stream');
      await wait(250);
      const second = await connect(two.port, '/api/v1/radio/1/stream');
      await wait(900);
      first.close();
      second.close();
      expect(first.status).toBe(200);
      expect(first.type).toBe('audio/mpeg');
      const a = first.bytes();
      const b = second.bytes();
      expect(scanFrames(b).length).toBeGreaterThan(20);
      // The second listener joined later: its stream is the continuation of the first one's.
      const probe = b.subarray(0, 400);
      const at = a.indexOf(probe);
      expect(at).toBeGreaterThanOrEqual(0);
      const overlap = Math.min(a.length - at, b.length);
      expect(overlap).toBeGreaterThan(4000);
      expect(a.subarray(at, at + overlap).equals(b.subarray(0, overlap))).toBe(true);
      const missing = await connect(one.port, '/api/v1/radio/2/stream');
      expect(missing.status).toBe(404);
      missing.close();
    } finally {
      hubs.forEach((hub) => hub.close());
      await Promise.all(servers.map((s) => s.app.close()));
    }
  });

  it('reads a station ahead of its first listener, keeps it while idle, and lets it go after keepIdleMs', async () => {
    let reads = 0;
    const hub = new RadioHub(async () => (reads++, files), { burstMs: 300, leadMs: 200, tickMs: 40, keepIdleMs: 150 });
    const sink: ListenerSink = { write: () => undefined, bufferedBytes: () => 0, drop: () => undefined, end: () => undefined };
    try {
      expect(await hub.has(1)).toBe(true);
      expect(reads).toBe(1);
      expect(await hub.listen(1, sink)).toBe(true);
      hub.leave(1, sink);
      expect(await hub.listen(1, sink)).toBe(true);
      expect(reads).toBe(1);
      hub.leave(1, sink);
      await wait(300);
      expect(await hub.listen(1, sink)).toBe(true);
      expect(reads).toBe(2);
      hub.leave(1, sink);
    } finally {
      hub.close();
    }
  });

  it('keeps a listener on time while another one has stopped reading', async () => {
    const hub = new RadioHub(async () => files, { burstMs: 300, leadMs: 200, tickMs: 40 });
    const { app, port } = await startServer(hub);
    try {
      const paused = await connect(port, '/api/v1/radio/1/stream');
      paused.response.pause();
      const started = Date.now();
      const active = await connect(port, '/api/v1/radio/1/stream');
      await wait(1200);
      const elapsed = (Date.now() - started) / 1000;
      const received = active.bytes().length;
      paused.close();
      active.close();
      // 64 kbps = 8000 bytes a second; the active listener got (at least most of) every second.
      expect(received).toBeGreaterThan(elapsed * 8000 * 0.85);
    } finally {
      hub.close();
      await app.close();
    }
  });
});
