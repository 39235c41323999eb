import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3.js';
import { LAME_ENCODER_DELAY, readMp3Gapless, withGaplessInfo } from './mp3-gapless.js';
import { scanFrames } from './mp3-frames.js';

const tone = (samples: number, rate: number) => Float32Array.from({ length: samples }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate));

describe('MP3 gapless fields (LAME Info tag)', () => {
  it('writes delay and padding that add up to the frames, and reads them back', () => {
    const pcm = tone(22050 + 123, 22050);
    const plain = encodeMp3(pcm, 22050, 64);
    expect(readMp3Gapless(plain)).toBeNull();
    const tagged = withGaplessInfo(plain, pcm.length);
    const gapless = readMp3Gapless(tagged);
    if (!gapless) throw new Error('no gapless fields read');
    const audioFrames = scanFrames(plain);
    expect(gapless).toMatchObject({ encoderDelay: LAME_ENCODER_DELAY, sampleRate: 22050, frames: audioFrames.length });
    const total = audioFrames.reduce((sum, f) => sum + f.samples, 0);
    expect(gapless.encoderDelay + pcm.length + gapless.encoderPadding).toBe(total);
    // The Info frame is a frame like any other: the stream still walks frame by frame.
    expect(scanFrames(tagged)).toHaveLength(audioFrames.length + 1);
  });

  it('records the byte count, the Info frame included, as LAME does (Chromium times a seek by it)', () => {
    const pcm = tone(22050, 22050);
    const tagged = withGaplessInfo(encodeMp3(pcm, 22050, 64), pcm.length);
    const at = tagged.indexOf('Info');
    // Flags: frames and bytes; then the frame count and the byte count.
    expect(tagged.readUInt32BE(at + 4)).toBe(0x3);
    expect(tagged.readUInt32BE(at + 12)).toBe(tagged.length);
    expect(tagged.toString('ascii', at + 16, at + 25)).toBe('LAME3.100');
  });

  it('finds the tag after an ID3v2 tag, and returns null for data that is no MP3', () => {
    const pcm = tone(4410, 44100);
    const tagged = withGaplessInfo(encodeMp3(pcm, 44100, 128), pcm.length);
    const id3 = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 20, ...new Array(20).fill(0)]);
    expect(readMp3Gapless(Buffer.concat([id3, tagged]))?.encoderDelay).toBe(LAME_ENCODER_DELAY);
    expect(readMp3Gapless(Buffer.from('not an mp3 at all, just words'))).toBeNull();
    expect(readMp3Gapless(new Uint8Array(0))).toBeNull();
  });
});
