/**
 * The real server entry (`start`: signals, shutdown, listening) on a small catalogue, for tests that
 * need a process of its own (SIGTERM, kill -9). Configured by the usual environment (PORT=0 picks a
 * free port); prints one JSON line `{ "ready": { port, code } }` on stdout once it listens.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { start } from '../server.js';
import { issueCodes } from '../auth/code-service.js';
import { encodeMp3 } from '@tangerine/demo-catalogue';
import { createArtist, createRadioStation, createTrack, upsertMediaFile } from '../repositories/catalogue-writes.js';
import { createRadioStreams } from '../radio/radio-streams.js';
import { FIXTURE_DOWNLOAD_BYTES } from './server-process.js';


async function seed(app: FastifyInstance): Promise<void> {
  const dir = path.join(app.config.dataDir, 'media', 'fixture');
  fs.mkdirSync(dir, { recursive: true });
  const pcm = new Float32Array(22050 * 2).map((_, i) => Math.sin((i * 2 * Math.PI * 440) / 22050) * 0.3);
  fs.writeFileSync(path.join(dir, 'tone.mp3'), encodeMp3(pcm, 22050, 64));
  fs.writeFileSync(path.join(dir, 'long.mp3'), Buffer.alloc(FIXTURE_DOWNLOAD_BYTES, 7));
  const tone = await upsertMediaFile(app.db, { kind: 'audio', path: 'media/fixture/tone.mp3', mime: 'audio/mpeg', size: fs.statSync(path.join(dir, 'tone.mp3')).size });
  const long = await upsertMediaFile(app.db, { kind: 'audio', path: 'media/fixture/long.mp3', mime: 'audio/mpeg', size: FIXTURE_DOWNLOAD_BYTES });
  const artistId = await createArtist(app.db, { name: 'Fixture Artist' });
  await createTrack(app.db, { title: 'Tone', artistId, duration: 2, genres: ['Jazz'], audioFileId: tone });
  await createTrack(app.db, { title: 'Long Download', artistId, duration: 600, genres: ['Ambient'], audioFileId: long });
  await createRadioStation(app.db, { name: 'Fixture FM', genres: ['Jazz'] });
}

const server = await start({ radioStreams: (app) => createRadioStreams(app, { burstMs: 500, leadMs: 200, tickMs: 40 }), onEmptyCatalogue: seed });
const [code] = await issueCodes(server.db, { days: 1 });
process.stdout.write(`${JSON.stringify({ ready: { port: (server.server.address() as AddressInfo).port, code: code?.code } })}\n`);
