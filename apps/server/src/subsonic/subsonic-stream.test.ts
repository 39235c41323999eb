import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { tempDir } from '../content/test-support/fixtures.js';
import { appLogin, codeIdOfDevice, type AppLogin } from '../test-support/subsonic-client.js';
import { addLibrary } from '../library/library-admin.js';
import { ensureFfmpeg, writeTone } from '../library/test-support/audio-files.js';

let root: string;
let music: string;

beforeAll(() => {
  ensureFfmpeg();
  root = tempDir('subsonic-stream');
  music = path.join(root, 'Music');
  fs.mkdirSync(music, { recursive: true });
  // 440 Hz for two seconds, then 1500 Hz: where a stream starts shows in what it sounds like.
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', "aevalsrc='0.8*sin(2*PI*if(lt(t,2),440,1500)*t)':s=44100:d=4", '-c:a', 'flac', '-metadata', 'title=Two Notes', '-metadata', 'artist=Pitch Band', path.join(music, 'two-notes.flac')]);
  writeTone(path.join(music, 'alac.m4a'), { codec: 'alac', seconds: 3, tags: { title: 'Apple Lossless', artist: 'Codec Band' } });
  writeTone(path.join(music, 'small.mp3'), { seconds: 3, frequency: 660, tags: { title: 'Small Mp3', artist: 'Codec Band' } });
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function appWithLibrary(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp({ watchLibraries: false, ...overrides });
  const library = await addLibrary(t.app.db, 'test', music);
  await t.app.libraries.scan(library.id, false, 'test');
  const device = await t.activateDevice();
  const login: AppLogin = await appLogin(t.app, await codeIdOfDevice(t.app, device.deviceRowId), 'Symfonium');
  const song = async (title: string) => `tr-${(await t.app.db.selectFrom('tracks').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id}`;
  const stream = async (title: string, query: Record<string, string> = {}) =>
    t.app.inject({ url: `/rest/stream.view?${new URLSearchParams({ v: '1.13.0', c: 'test', f: 'json', u: login.username, p: login.password, id: await song(title), ...query })}` });
  return { t, stream };
}

/** The pitch of decoded audio between `from` and `to` seconds, from its zero crossings. */
function pitchOf(body: Buffer, from: number, to: number): number {
  const file = path.join(root, `decoded-${Date.now()}-${Math.random()}.bin`);
  fs.writeFileSync(file, body);
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 's16le', '-ac', '1', '-ar', '44100', 'pipe:1'], { maxBuffer: 64 * 1024 * 1024 });
  fs.rmSync(file);
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  let crossings = 0;
  const [start, end] = [Math.floor(from * 44100), Math.min(samples.length, Math.floor(to * 44100))];
  for (let i = start + 1; i < end; i++) if (((samples[i - 1] as number) < 0) !== ((samples[i] as number) < 0)) crossings++;
  return crossings / 2 / ((end - start) / 44100);
}

const seconds = async (body: Buffer, mimeType: string) => (await parseBuffer(body, { mimeType }, { duration: true })).format.duration ?? 0;

describe('Subsonic stream on the transcoder', () => {
  let t: TestApp;
  let stream: Awaited<ReturnType<typeof appWithLibrary>>['stream'];
  beforeAll(async () => ({ t, stream } = await appWithLibrary()));
  afterAll(() => t?.close());

  it('sends the original for format=raw and when nothing asks for less', async () => {
    const size = fs.statSync(path.join(music, 'two-notes.flac')).size;
    for (const query of [{ format: 'raw', maxBitRate: '96' }, {}] as Record<string, string>[]) {
      const answer = await stream('Two Notes', query);
      expect([answer.statusCode, answer.headers['content-type'], answer.rawPayload.length]).toEqual([200, 'audio/flac', size]);
    }
    // A 64 kbit/s MP3 is already within 128.
    const small = await stream('Small Mp3', { maxBitRate: '128' });
    expect([small.headers['content-type'], small.rawPayload.length]).toEqual(['audio/mpeg', fs.statSync(path.join(music, 'small.mp3')).size]);
  });

  it('transcodes down to maxBitRate, to the asked format, and what apps cannot decode to MP3', async () => {
    const down = await stream('Two Notes', { maxBitRate: '128' });
    expect([down.statusCode, down.headers['content-type'], down.headers['x-content-duration']]).toEqual([200, 'audio/mpeg', '4.0']);
    const facts = (await parseBuffer(down.rawPayload, { mimeType: 'audio/mpeg' }, { duration: true })).format;
    expect([facts.bitrate, Math.round(facts.duration ?? 0)]).toEqual([128_000, 4]);

    const opus = await stream('Small Mp3', { format: 'opus' });
    expect([opus.headers['content-type'], opus.rawPayload.subarray(0, 4).toString('latin1')]).toEqual(['audio/ogg; codecs=opus', 'OggS']);

    const alac = await stream('Apple Lossless');
    expect(alac.headers['content-type']).toBe('audio/mpeg');
    expect(await seconds(alac.rawPayload, 'audio/mpeg')).toBeCloseTo(3, 0);
  });

  it('starts a transcode at timeOffset: the audio from there, not from the start', async () => {
    const whole = await stream('Two Notes', { format: 'mp3', maxBitRate: '128' });
    expect(pitchOf(whole.rawPayload, 0.3, 1.5)).toBeCloseTo(440, -1);
    const seeked = await stream('Two Notes', { format: 'mp3', maxBitRate: '128', timeOffset: '2' });
    expect(seeked.headers['x-content-duration']).toBe('2.0');
    expect(await seconds(seeked.rawPayload, 'audio/mpeg')).toBeCloseTo(2, 0);
    expect(pitchOf(seeked.rawPayload, 0.3, 1.5)).toBeCloseTo(1500, -1);
    // An offset alone (no other reason to transcode) still starts there.
    const offsetOnly = await stream('Two Notes', { timeOffset: '2.5' });
    expect(offsetOnly.headers['content-type']).toBe('audio/mpeg');
    expect(pitchOf(offsetOnly.rawPayload, 0.2, 1.2)).toBeCloseTo(1500, -1);
  });

  it('gives an estimated Content-Length with estimateContentLength, and sends exactly that many bytes', async () => {
    const answer = await stream('Two Notes', { maxBitRate: '96', estimateContentLength: 'true' });
    expect(answer.headers['content-length']).toBe(String(4 * 96 * 125));
    expect(answer.rawPayload.length).toBe(4 * 96 * 125);
    expect(await seconds(answer.rawPayload, 'audio/mpeg')).toBeCloseTo(4, 0);
  });

  it('answers a malformed timeOffset with error 10, never a 5xx', async () => {
    for (const timeOffset of ['abc', '-5', '1e9', '12:00']) {
      const answer = await stream('Two Notes', { timeOffset });
      expect([answer.statusCode, answer.json()['subsonic-response'].error.code]).toEqual([200, 10]);
    }
  });
});

describe('Subsonic stream without ffmpeg', () => {
  it('says clearly which songs cannot play (error 0, HTTP 200) and sends originals for the rest', async () => {
    const { t, stream } = await appWithLibrary({ ffmpegPath: path.join(root, 'no-ffmpeg-here') });
    try {
      const alac = await stream('Apple Lossless', { maxBitRate: '128' });
      expect(alac.statusCode).toBe(200);
      expect(alac.json()['subsonic-response']).toMatchObject({ status: 'failed', error: { code: 0, message: "This track's format needs ffmpeg on the server to play" } });
      const flac = await stream('Two Notes', { maxBitRate: '96', timeOffset: '2' });
      expect([flac.statusCode, flac.headers['content-type']]).toEqual([200, 'audio/flac']);
    } finally {
      await t.close();
    }
  });
});
