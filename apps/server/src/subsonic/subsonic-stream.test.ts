import fs from 'node:fs';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.js';
import { appWithLibrary as libraryApp, makeAudioLibrary, pitchOf as pitchIn, secondsOf as seconds, type AudioLibrary } from '../test-support/subsonic-audio-library.js';

let library: AudioLibrary;
let root: string;
let music: string;

beforeAll(() => {
  library = makeAudioLibrary('subsonic-stream');
  ({ root, music } = library);
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const appWithLibrary = (overrides: Parameters<typeof libraryApp>[1] = {}) => libraryApp(library, overrides);
const pitchOf = (body: Buffer, from: number, to: number) => pitchIn(root, body, from, to);

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
