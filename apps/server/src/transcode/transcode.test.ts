import fs from 'node:fs';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { addLibrary } from '../library/library-admin.js';
import { ensureFfmpeg, writeTone } from '../library/test-support/audio-files.js';
import { createTranscodeCache } from './transcode-cache.js';

let root: string;
let music: string;

beforeAll(() => {
  ensureFfmpeg();
  root = tempDir('transcode');
  music = path.join(root, 'Music');
  writeTone(path.join(music, 'alac.m4a'), { codec: 'alac', seconds: 3, tags: { title: 'Apple Lossless', artist: 'Codec Band' } });
  writeTone(path.join(music, 'pro.aiff'), { seconds: 3, frequency: 330, tags: { title: 'Interchange', artist: 'Codec Band' } });
  writeTone(path.join(music, 'free.flac'), { seconds: 3, frequency: 550, tags: { title: 'Free Lossless', artist: 'Codec Band' } });
  // PCM at 1,411 kbit/s: above every capped quality, so each one's own rate shows.
  writeTone(path.join(music, 'wave.wav'), { seconds: 3, frequency: 660, tags: { title: 'Wave Form', artist: 'Codec Band' } });
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function appWithLibrary(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp({ watchLibraries: false, ...overrides });
  const library = await addLibrary(t.app.db, 'test', music);
  await t.app.libraries.scan(library.id, false, 'test');
  const account = await t.activateDevice();
  const track = async (title: string) => {
    const row = await t.app.db.selectFrom('tracks').select('id').where('title', '=', title).executeTakeFirstOrThrow();
    return (await t.call('getTrack', { method: 'GET', url: `/api/v1/browse/tracks/${row.id}`, headers: account.headers })).json();
  };
  return { t, track };
}

const seconds = async (body: Buffer, mimeType: string) => (await parseBuffer(body, { mimeType }, { duration: true })).format.duration ?? 0;

describe('formats a browser cannot decode, through ffmpeg', () => {
  let t: TestApp;
  let track: Awaited<ReturnType<typeof appWithLibrary>>['track'];
  beforeAll(async () => ({ t, track } = await appWithLibrary()));
  afterAll(() => t?.close());

  it('transcodes ALAC and AIFF to Opus, naming the type and the true duration', async () => {
    for (const title of ['Apple Lossless', 'Interchange']) {
      const info = await track(title);
      expect(info.unavailable_reason).toBeUndefined();
      const answer = await t.call('streamAudio', { method: 'GET', url: info.stream_url });
      expect([answer.statusCode, answer.headers['content-type'], answer.headers['x-content-duration']]).toEqual([200, 'audio/ogg; codecs=opus', '3.0']);
      expect(answer.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
      expect(await seconds(answer.rawPayload, 'audio/ogg')).toBeCloseTo(3, 0);
    }
  });

  it('starts a transcode at an offset (a seek) and says how long is left', async () => {
    const info = await track('Apple Lossless');
    const answer = await t.call('streamAudio', { method: 'GET', url: `${info.stream_url}&offset=2` });
    expect([answer.statusCode, answer.headers['x-content-duration']]).toEqual([200, '1.0']);
    expect(await seconds(answer.rawPayload, 'audio/ogg')).toBeLessThan(1.5);
  });

  it('answers a file ffmpeg cannot decode with a clear error instead of a broken stream', async () => {
    const info = await track('Apple Lossless');
    const file = path.join(music, 'alac.m4a');
    const kept = fs.readFileSync(file);
    try {
      fs.writeFileSync(file, Buffer.from(Array.from({ length: kept.length }, (_, i) => i % 251)));
      const answer = await t.call('streamAudio', { method: 'GET', url: `${info.stream_url}&offset=1` });
      expect([answer.statusCode, answer.headers['content-type'], answer.json().code]).toEqual([415, 'application/json; charset=utf-8', 'undecodable_media']);
    } finally {
      fs.writeFileSync(file, kept);
    }
  });

  it('serves a finished transcode from the cache, with Range', async () => {
    const info = await track('Interchange');
    // The first play (above) is written to the cache as it finishes.
    const cacheDir = path.join(t.dataDir, 'cache', 'transcode');
    for (let i = 0; i < 50 && !fs.readdirSync(cacheDir).some((name) => name.endsWith('.audio')); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    const cached = await t.call('streamAudio', { method: 'GET', url: info.stream_url });
    expect([cached.headers['accept-ranges'], cached.headers['content-length']]).toEqual(['bytes', String(cached.rawPayload.length)]);
    const part = await t.call('streamAudio', { method: 'GET', url: info.stream_url, headers: { range: 'bytes=0-3' } });
    expect([part.statusCode, part.rawPayload.toString('latin1')]).toEqual([206, 'OggS']);
  });

  it('sends a browser-playable file as it is, and transcodes it down above the asked quality', async () => {
    const info = await track('Free Lossless');
    const original = await t.call('streamAudio', { method: 'GET', url: info.stream_url });
    expect(original.headers['content-type']).toBe('audio/flac');
    const saver = await t.call('streamAudio', { method: 'GET', url: `${info.stream_url}&quality=data-saver&format=mp3` });
    expect([saver.headers['content-type'], saver.headers['x-content-duration']]).toEqual(['audio/mpeg', '3.0']);
    expect((await parseBuffer(saver.rawPayload, { mimeType: 'audio/mpeg' })).format.bitrate).toBe(96_000);
  });

  it('answers each Streaming quality the web app sends: Original as stored, the others at their rate', async () => {
    const info = await track('Wave Form');
    const original = await t.call('streamAudio', { method: 'GET', url: `${info.stream_url}&quality=original` });
    expect([original.statusCode, original.headers['content-type']]).toEqual([200, 'audio/wav']);
    for (const [quality, bitrate] of [['high', 256_000], ['normal', 160_000], ['data-saver', 96_000]] as const) {
      const answer = await t.call('streamAudio', { method: 'GET', url: `${info.stream_url}&quality=${quality}&format=mp3` });
      expect([quality, answer.statusCode, answer.headers['content-type'], answer.headers['x-content-duration']]).toEqual([quality, 200, 'audio/mpeg', '3.0']);
      expect((await parseBuffer(answer.rawPayload, { mimeType: 'audio/mpeg' })).format.bitrate).toBe(bitrate);
    }
    // Without `format` the capped stream is Opus, the web app's default.
    const opus = await t.call('streamAudio', { method: 'GET', url: `${info.stream_url}&quality=normal` });
    expect([opus.statusCode, opus.headers['content-type']]).toEqual([200, 'audio/ogg; codecs=opus']);
    const unknown = await t.call('streamAudio', { method: 'GET', url: `${info.stream_url}&quality=ultra` });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('without ffmpeg', () => {
  it('starts, marks the tracks that cannot play, answers 415 for them and plays the rest', async () => {
    const { t, track } = await appWithLibrary({ ffmpegPath: path.join(root, 'no-ffmpeg-here') });
    try {
      const alac = await track('Apple Lossless');
      expect(alac.unavailable_reason).toBe('This format needs ffmpeg on the server to play');
      const refused = await t.call('streamAudio', { method: 'GET', url: alac.stream_url });
      expect([refused.statusCode, refused.json().code]).toEqual([415, 'transcoder_unavailable']);
      const flac = await track('Free Lossless');
      expect(flac.unavailable_reason).toBeUndefined();
      expect((await t.call('streamAudio', { method: 'GET', url: `${flac.stream_url}&quality=data-saver` })).headers['content-type']).toBe('audio/flac');
    } finally {
      await t.close();
    }
  });
});

describe('the transcode cache', () => {
  it('drops the least recently used files beyond its size cap', async () => {
    const dir = path.join(root, 'cache');
    const cache = createTranscodeCache(dir, 1);
    for (const [i, key] of ['old', 'used', 'new'].entries()) {
      const writer = cache.writer(key);
      writer.stream.write(Buffer.alloc(400 * 1024));
      await writer.commit();
      const when = new Date(Date.now() - (10 - i) * 60_000);
      fs.utimesSync(path.join(dir, `${key}.audio`), when, when);
    }
    expect(await cache.get('used')).not.toBeNull();
    await cache.prune();
    expect(fs.readdirSync(dir).sort()).toEqual(['new.audio', 'used.audio']);
  });
});
