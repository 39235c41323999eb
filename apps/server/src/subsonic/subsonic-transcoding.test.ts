import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.js';
import { appWithLibrary, makeAudioLibrary, pitchOf, secondsOf, type AudioLibrary } from '../test-support/subsonic-audio-library.js';

/** A phone that plays MP3 and AAC as they are, and asks for Opus then MP3 when it must. */
const PHONE = {
  name: 'Pixel',
  platform: 'Android',
  maxAudioBitrate: 0,
  maxTranscodingAudioBitrate: 128_000,
  directPlayProfiles: [
    { containers: ['mp3'], audioCodecs: ['mp3'], protocols: ['http'] },
    { containers: ['mp4', 'm4a'], audioCodecs: ['aac'], protocols: ['http'] },
  ],
  transcodingProfiles: [
    { container: 'mp4', audioCodec: 'aac', protocol: 'hls' },
    { container: 'ogg', audioCodec: 'opus', protocol: 'http', maxAudioChannels: 2 },
    { container: 'mp3', audioCodec: 'mp3', protocol: 'http' },
  ],
  codecProfiles: [{ type: 'AudioCodec', name: 'opus', limitations: [{ name: 'audioBitrate', comparison: 'LessThanEqual', values: ['96000'], required: true }] }],
};

let library: AudioLibrary;
let t: TestApp;
let api: Awaited<ReturnType<typeof appWithLibrary>>;

beforeAll(async () => {
  library = makeAudioLibrary('subsonic-transcoding');
  api = await appWithLibrary(library);
  t = api.t;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(library.root, { recursive: true, force: true });
});

const decide = async (title: string, profile: unknown) => {
  const answer = await api.call('getTranscodeDecision', { mediaId: await api.song(title), mediaType: 'song' }, { payload: JSON.stringify(profile) });
  expect(answer.statusCode).toBe(200);
  return answer.json()['subsonic-response'];
};
const transcodeStream = async (title: string, query: Record<string, string>) => api.call('getTranscodeStream', { mediaId: await api.song(title), mediaType: 'song', ...query });

describe('OpenSubsonic transcoding: getTranscodeDecision and getTranscodeStream', () => {
  it('plays what the device plays as it is, and says so', async () => {
    const answer = await decide('Small Mp3', PHONE);
    expect(answer.transcodeDecision).toMatchObject({ canDirectPlay: true, transcodeParams: 'raw', sourceStream: { protocol: 'http', container: 'mp3', codec: 'mp3' } });
    const original = await transcodeStream('Small Mp3', { transcodeParams: 'raw' });
    expect([original.statusCode, original.headers['content-type'], original.rawPayload.length]).toEqual([200, 'audio/mpeg', fs.statSync(path.join(library.music, 'small.mp3')).size]);
  });

  it('transcodes what it cannot play with the first profile the server makes, within the codec limits, and streams that', async () => {
    const answer = await decide('Two Notes', PHONE);
    expect(answer.transcodeDecision).toMatchObject({
      canDirectPlay: false,
      canTranscode: true,
      transcodeReason: ['ContainerNotSupported', 'ContainerNotSupported'],
      transcodeParams: 'opus.96',
      sourceStream: { container: 'flac', codec: 'flac' },
      transcodeStream: { protocol: 'http', container: 'ogg', codec: 'opus', audioBitrate: 96_000, audioChannels: 2, audioSamplerate: 48000 },
    });
    const stream = await transcodeStream('Two Notes', { transcodeParams: answer.transcodeDecision.transcodeParams });
    expect([stream.statusCode, stream.headers['content-type'], stream.rawPayload.subarray(0, 4).toString('latin1')]).toEqual([200, 'audio/ogg; codecs=opus', 'OggS']);
    expect(await secondsOf(stream.rawPayload, 'audio/ogg')).toBeCloseTo(4, 0);
  });

  it('falls to MP3 when the device takes no Opus, and never above maxTranscodingAudioBitrate', async () => {
    const answer = await decide('Apple Lossless', { ...PHONE, transcodingProfiles: PHONE.transcodingProfiles.filter((p) => p.audioCodec !== 'opus') });
    expect(answer.transcodeDecision).toMatchObject({ canDirectPlay: false, canTranscode: true, transcodeParams: 'mp3.128', sourceStream: { container: 'mp4', codec: 'alac' }, transcodeStream: { codec: 'mp3', audioBitrate: 128_000 } });
  });

  it('starts getTranscodeStream at offset: the audio from there', async () => {
    const seeked = await transcodeStream('Two Notes', { transcodeParams: 'mp3.128', offset: '2' });
    expect([seeked.statusCode, seeked.headers['content-type'], seeked.headers['x-content-duration']]).toEqual([200, 'audio/mpeg', '2.0']);
    expect(pitchOf(library.root, seeked.rawPayload, 0.3, 1.5)).toBeCloseTo(1500, -1);
    // A direct-play original from an offset cannot be cut by time: it is transcoded from there.
    const raw = await transcodeStream('Two Notes', { transcodeParams: 'raw', offset: '2' });
    expect(raw.headers['content-type']).toBe('audio/mpeg');
    expect(pitchOf(library.root, raw.rawPayload, 0.3, 1.5)).toBeCloseTo(1500, -1);
  });

  it('says when no profile can be made, with the reason, rather than failing', async () => {
    const answer = await decide('Two Notes', { name: 'Sonos', platform: 'Sonos', directPlayProfiles: [{ containers: ['mp3'], audioCodecs: ['mp3'], protocols: [] }], transcodingProfiles: [{ container: 'mp4', audioCodec: 'aac', protocol: 'hls' }, { container: 'wma', audioCodec: 'wmapro-unknown', protocol: 'http' }] });
    expect(answer.transcodeDecision).toMatchObject({ canDirectPlay: false, canTranscode: false, transcodeReason: ['ContainerNotSupported'] });
    expect(answer.transcodeDecision.errorReason).toMatch(/MP3, Opus/);
  });

  it('answers malformed, oversized or missing bodies and bad parameters with Subsonic errors, never a 5xx', async () => {
    const song = await api.song('Two Notes');
    const ask = (query: Record<string, string>, payload: string | undefined, contentType?: string) =>
      api.call('getTranscodeDecision', { mediaType: 'song', mediaId: song, ...query }, payload === undefined ? undefined : { payload, ...(contentType ? { contentType } : {}) });
    const cases: [string, Awaited<ReturnType<typeof ask>>, number, number][] = [
      ['a GET (no body)', await ask({}, undefined), 200, 10],
      ['malformed JSON', await ask({}, '{"name": "x", '), 200, 10],
      ['JSON of the wrong shape', await ask({}, JSON.stringify({ name: 'x', platform: 'y', directPlayProfiles: 'all' })), 200, 10],
      ['a list, not an object', await ask({}, '[1,2,3]'), 200, 10],
      ['no platform', await ask({}, JSON.stringify({ name: 'x' })), 200, 10],
      ['a codec name 1 KB long', await ask({}, JSON.stringify({ ...PHONE, transcodingProfiles: [{ container: 'mp3', audioCodec: 'x'.repeat(1024), protocol: 'http' }] })), 200, 10],
      ['an unknown comparison', await ask({}, JSON.stringify({ ...PHONE, codecProfiles: [{ type: 'AudioCodec', name: 'mp3', limitations: [{ name: 'audioBitrate', comparison: 'Around', values: ['1'], required: true }] }] })), 200, 10],
      ['a body over 1 MB', await ask({}, JSON.stringify({ ...PHONE, name: 'x'.repeat(1_100_000) })), 413, 0],
      ['a text/plain body', await ask({}, 'hello', 'text/plain'), 200, 10],
      ['no mediaType', await api.call('getTranscodeDecision', { mediaId: song }, { payload: JSON.stringify(PHONE) }), 200, 10],
      ['a video mediaType', await ask({ mediaType: 'video' }, JSON.stringify(PHONE)), 200, 10],
      ['an album id', await ask({ mediaId: 'al-1' }, JSON.stringify(PHONE)), 200, 70],
      ['an unknown song', await ask({ mediaId: 'tr-999999' }, JSON.stringify(PHONE)), 200, 70],
      ['an episode id as a song', await ask({ mediaId: 'pe-1' }, JSON.stringify(PHONE)), 200, 70],
    ];
    for (const [label, answer, http, code] of cases) {
      expect([label, answer.statusCode, answer.json()['subsonic-response'].status, answer.json()['subsonic-response'].error?.code]).toEqual([label, http, 'failed', code]);
    }
    const streams: [string, Record<string, string>, number, number][] = [
      ['no transcodeParams', {}, 400, 10],
      ['transcodeParams not ours', { transcodeParams: 'flac.9000' }, 400, 10],
      ['a bit rate out of range', { transcodeParams: 'mp3.999' }, 400, 10],
      ['a malformed offset', { transcodeParams: 'mp3.128', offset: '-3' }, 400, 10],
      ['an unknown song', { transcodeParams: 'raw', mediaId: 'tr-999999' }, 404, 70],
    ];
    for (const [label, query, http, code] of streams) {
      const answer = await transcodeStream('Two Notes', query);
      expect([label, answer.statusCode, answer.json()['subsonic-response'].error?.code]).toEqual([label, http, code]);
    }
  });
});

describe('OpenSubsonic transcoding without ffmpeg', () => {
  it('offers the original where the device plays it and says why it cannot transcode otherwise', async () => {
    const bare = await appWithLibrary(library, { ffmpegPath: path.join(library.root, 'no-ffmpeg-here') });
    try {
      const ask = async (title: string) =>
        (await bare.call('getTranscodeDecision', { mediaId: await bare.song(title), mediaType: 'song' }, { payload: JSON.stringify(PHONE) })).json()['subsonic-response'].transcodeDecision;
      expect(await ask('Small Mp3')).toMatchObject({ canDirectPlay: true, canTranscode: false });
      expect(await ask('Two Notes')).toMatchObject({ canDirectPlay: false, canTranscode: false, errorReason: 'The server has no ffmpeg, so it cannot transcode' });
      const stream = await bare.call('getTranscodeStream', { mediaId: await bare.song('Two Notes'), mediaType: 'song', transcodeParams: 'mp3.128' });
      expect([stream.statusCode, stream.json()['subsonic-response'].error.code]).toEqual([415, 0]);
    } finally {
      await bare.t.close();
    }
  });
});
