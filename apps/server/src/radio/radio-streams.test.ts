import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app, { serverOptions } from '../app.js';
import { loadConfig } from '../config.js';
import { encodeMp3, scanFrames } from '@tangerine/demo-catalogue';
import { tempDir, tonePcm } from '../content/test-support/fixtures.js';
import { createArtist, createRadioStation, createTrack, upsertMediaFile } from '../repositories/catalogue-writes.js';
import { createRadioStreams } from './radio-streams.js';
import { issueCodes } from '../auth/code-service.js';

let root: string;
let server: FastifyInstance;
let port: number;
let jazzStation: number;
let emptyStation: number;
/** The listening device: signed stream URLs are bound to one. */
let deviceRowId: number;
let externalStation: number;

beforeAll(async () => {
  root = tempDir('radio-app');
  const dataDir = join(root, 'data');
  const config = { ...loadConfig({}, dataDir), dataDir, databaseUrl: undefined, webDist: join(root, 'no-web'), port: 0, host: '127.0.0.1' };
  server = Fastify(serverOptions());
  await server.register(fp(app), { config, radioStreams: (instance: FastifyInstance) => createRadioStreams(instance, { burstMs: 500, leadMs: 200, tickMs: 40 }) });
  await server.ready();
  mkdirSync(join(dataDir, 'media', 'radio-test'), { recursive: true });
  const artistId = await createArtist(server.db, { name: 'Radio Tester' });
  for (const [i, genre] of ['Jazz', 'Jazz', 'Rock'].entries()) {
    const mp3 = encodeMp3(tonePcm(2, 300 + i * 100), 22050, 64);
    writeFileSync(join(dataDir, 'media', 'radio-test', `${i}.mp3`), mp3);
    const audioFileId = await upsertMediaFile(server.db, { kind: 'audio', path: `media/radio-test/${i}.mp3`, mime: 'audio/mpeg', size: mp3.length });
    await createTrack(server.db, { title: `Tone ${i}`, artistId, duration: 2, genres: [genre], audioFileId });
  }
  jazzStation = await createRadioStation(server.db, { name: 'Jazz Live', genres: ['Jazz'] });
  emptyStation = await createRadioStation(server.db, { name: 'Polka Live', genres: ['Polka'] });
  externalStation = await createRadioStation(server.db, { name: 'Elsewhere', genres: ['Jazz'], streamUrl: 'https://stream.example.com/x' });
  const [code] = await issueCodes(server.db, { days: 1 });
  const activated = await server.inject({ method: 'POST', url: '/api/v1/auth/activate', payload: { code: code?.code, device_id: 'web-radio-test' } });
  if (activated.statusCode !== 200) throw new Error(activated.body);
  deviceRowId = (await server.db.selectFrom('devices').select('id').where('device_id', '=', 'web-radio-test').executeTakeFirstOrThrow()).id;
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

function get(path: string, ms: number): Promise<{ status: number; type: string | undefined; csp: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => undefined);
      const finish = () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], csp: String(response.headers['content-security-policy'] ?? ''), body: Buffer.concat(chunks) });
      response.on('end', finish);
      setTimeout(() => {
        request.destroy();
        finish();
      }, ms);
    });
    request.on('error', reject);
  });
}

describe('GET /api/v1/radio/{id}/stream on the real server', () => {
  it('streams the station genre’s tracks as live MP3 through a signed URL', async () => {
    const url = server.urlSigner.sign('radio', jazzStation, deviceRowId);
    const response = await get(url, 800);
    expect(response.status).toBe(200);
    expect(response.type).toBe('audio/mpeg');
    expect(response.csp).toContain("object-src 'none'");
    const frames = scanFrames(response.body);
    expect(frames.length).toBeGreaterThan(20);
    expect(frames.every((f) => f.sampleRate === 22050)).toBe(true);
  });

  it('answers 404 with a message for stations with nothing to play or an external stream, 403 unsigned', async () => {
    for (const id of [emptyStation, externalStation, 987654]) {
      const response = await get(server.urlSigner.sign('radio', id, deviceRowId), 2000);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body.toString()).message).toBeTruthy();
    }
    const unsigned = await get(`/api/v1/radio/${jazzStation}/stream?expires=1&signature=nope`, 2000);
    expect(unsigned.status).toBeGreaterThanOrEqual(400);
    expect(unsigned.status).toBeLessThan(500);
  });
});
