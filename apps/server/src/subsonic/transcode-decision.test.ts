import { describe, expect, it } from 'vitest';
import type { ClientInfo } from './client-info.js';
import { decideTranscode, readTranscodeParams } from './transcode-decision.js';

const FLAC = { mime: 'audio/flac', path: 'a/b.flac', bitrate: 900_000, sampleRate: 96_000 };
const MP3 = { mime: 'audio/mpeg', path: 'a/b.mp3', bitrate: 320_000, sampleRate: 44_100 };
const device = (extra: Partial<ClientInfo>): ClientInfo => ({ name: 'Test', platform: 'Test', transcodingProfiles: [{ container: 'mp3', audioCodec: 'mp3', protocol: 'http' }], ...extra });
const flacPlayer = { containers: ['flac'], audioCodecs: ['flac'], protocols: ['http'] };

describe('decideTranscode', () => {
  it('plays a file directly when a profile takes its container, codec and protocol (empty lists take any)', () => {
    expect(decideTranscode(FLAC, device({ directPlayProfiles: [flacPlayer] }), true)).toMatchObject({ canDirectPlay: true, transcodeParams: 'raw' });
    expect(decideTranscode(FLAC, device({ directPlayProfiles: [{ containers: [], audioCodecs: [], protocols: [] }] }), true).canDirectPlay).toBe(true);
    expect(decideTranscode(MP3, device({ directPlayProfiles: [{ containers: ['mpeg'], audioCodecs: ['MP3'], protocols: ['http'] }] }), true).canDirectPlay).toBe(true);
    expect(decideTranscode(FLAC, device({ directPlayProfiles: [{ ...flacPlayer, protocols: ['hls'] }] }), true).transcodeReason).toEqual(['ProtocolNotSupported']);
  });

  it('gives one reason per direct play profile when none takes the file', () => {
    const decision = decideTranscode(FLAC, device({ directPlayProfiles: [{ containers: ['mp3'], audioCodecs: [], protocols: [] }, { containers: ['flac'], audioCodecs: ['alac'], protocols: [] }] }), true);
    expect(decision).toMatchObject({ canDirectPlay: false, canTranscode: true, transcodeReason: ['ContainerNotSupported', 'AudioCodecNotSupported'], transcodeParams: 'mp3.192' });
  });

  it('holds the codec limitations and maxAudioBitrate against the source', () => {
    const limited = (comparison: 'Equals' | 'NotEquals' | 'LessThanEqual' | 'GreaterThanEqual', name: 'audioSamplerate' | 'audioBitdepth', values: string[], required: boolean) =>
      decideTranscode(FLAC, device({ directPlayProfiles: [flacPlayer], codecProfiles: [{ type: 'AudioCodec', name: 'flac', limitations: [{ name, comparison, values, required }] }] }), true);
    expect(limited('LessThanEqual', 'audioSamplerate', ['48000'], false).transcodeReason).toEqual(['AudioSampleRateNotSupported']);
    expect(limited('LessThanEqual', 'audioSamplerate', ['192000'], true).canDirectPlay).toBe(true);
    expect(limited('Equals', 'audioSamplerate', ['44100', '96000'], true).canDirectPlay).toBe(true);
    expect(limited('NotEquals', 'audioSamplerate', ['96000'], false).canDirectPlay).toBe(false);
    expect(limited('GreaterThanEqual', 'audioSamplerate', ['44100'], true).canDirectPlay).toBe(true);
    // The bit depth is not known: only a required limitation on it refuses.
    expect(limited('LessThanEqual', 'audioBitdepth', ['16'], false).canDirectPlay).toBe(true);
    expect(limited('LessThanEqual', 'audioBitdepth', ['16'], true).transcodeReason).toEqual(['AudioBitDepthNotSupported']);
    expect(decideTranscode(FLAC, device({ maxAudioBitrate: 320_000, directPlayProfiles: [flacPlayer] }), true)).toMatchObject({ canDirectPlay: false, transcodeReason: ['AudioBitrateNotSupported'], transcodeParams: 'mp3.192' });
  });

  it('takes the first transcoding profile the transcoder makes, at the lowest cap, never above the source', () => {
    const decision = (info: Partial<ClientInfo>, source = FLAC) => decideTranscode(source, device({ directPlayProfiles: [], ...info }), true);
    const opusFirst = { transcodingProfiles: [{ container: 'flac', audioCodec: 'flac', protocol: 'http' }, { container: 'opus', audioCodec: 'opus', protocol: 'http' }, { container: 'mp3', audioCodec: 'mp3', protocol: 'http' }] };
    expect(decision(opusFirst).transcodeParams).toBe('opus.192');
    expect(decision({ ...opusFirst, maxTranscodingAudioBitrate: 100_500 }).transcodeParams).toBe('opus.100');
    expect(decision({ ...opusFirst, codecProfiles: [{ type: 'AudioCodec', name: 'opus', limitations: [{ name: 'audioSamplerate', comparison: 'LessThanEqual', values: ['44100'], required: true }] }] }).transcodeParams).toBe('mp3.192');
    expect(decision({}, { ...MP3, bitrate: 64_000 }).transcodeParams).toBe('mp3.64');
    expect(decision({ transcodingProfiles: [{ container: 'aac', audioCodec: 'aac', protocol: 'http', maxAudioChannels: 1 }] }).canTranscode).toBe(false);
    expect(decision({ maxTranscodingAudioBitrate: 16_000 })).toMatchObject({ canTranscode: false, transcodeReason: ['NoDirectPlayProfile'] });
    expect(decideTranscode(FLAC, device({}), false)).toMatchObject({ canDirectPlay: false, canTranscode: false, errorReason: 'The server has no ffmpeg, so it cannot transcode' });
  });

  it('names a stored type as profiles do', () => {
    const source = (mime: string, path = 'x') => decideTranscode({ mime, path, bitrate: null, sampleRate: null }, device({}), true).sourceStream;
    expect(source('audio/mp4; codecs="alac"')).toEqual({ protocol: 'http', container: 'mp4', codec: 'alac' });
    expect(source('audio/ogg', 'song.opus')).toMatchObject({ container: 'ogg', codec: 'opus' });
    expect(source('audio/ogg', 'song.ogg')).toMatchObject({ container: 'ogg', codec: 'vorbis' });
    expect(source('audio/x-ms-wma')).toMatchObject({ container: 'asf', codec: 'wma' });
  });
});

describe('readTranscodeParams', () => {
  it('reads back only what a decision gives', () => {
    expect(readTranscodeParams('raw')).toBe('raw');
    expect(readTranscodeParams('opus.96')).toEqual({ format: 'opus', kbps: 96 });
    for (const bad of ['', 'mp3', 'mp3.8', 'mp3.500', 'flac.900', 'mp3.128 ', 'MP3.128']) expect(readTranscodeParams(bad)).toBeNull();
  });
});
