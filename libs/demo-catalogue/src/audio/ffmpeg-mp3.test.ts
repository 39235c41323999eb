import { describe, expect, it } from 'vitest';
import { encodeMp3WithFfmpeg, ffmpegEncodesMp3 } from './ffmpeg-mp3.js';
import { encodeMp3 } from './mp3.js';
import { scanFrames } from './mp3-frames.js';
import { LAME_ENCODER_DELAY, readMp3Gapless, withGaplessInfo } from './mp3-gapless.js';

const tone = (samples: number, rate: number) => Float32Array.from({ length: samples }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate));

describe.skipIf(!ffmpegEncodesMp3())('MP3 encoding by ffmpeg', () => {
  it('gives the same CBR frame layout as LAME in JavaScript, so the gapless fields hold for it too', async () => {
    const pcm = tone(22050 * 3 + 123, 22050);
    const native = await encodeMp3WithFfmpeg(pcm, 22050, 64);
    const javascript = encodeMp3(pcm, 22050, 64);
    const frames = scanFrames(native);
    expect(frames.length).toBe(scanFrames(javascript).length);
    expect(new Set(frames.map((frame) => `${frame.sampleRate} ${frame.samples}`))).toEqual(new Set(['22050 576']));
    // Raw frames only: no Xing/Info or ID3 tag of ffmpeg's before the Info frame we add.
    expect(readMp3Gapless(native)).toBeNull();
    expect(native.subarray(0, 3).toString('latin1')).not.toBe('ID3');
    const gapless = readMp3Gapless(withGaplessInfo(native, pcm.length));
    expect(gapless?.encoderDelay).toBe(LAME_ENCODER_DELAY);
    expect((gapless?.encoderDelay ?? 0) + pcm.length + (gapless?.encoderPadding ?? 0)).toBe(frames.length * 576);
  });

  it('rejects with ffmpeg\'s message when it cannot encode', async () => {
    await expect(encodeMp3WithFfmpeg(tone(100, 22050), 0, 64)).rejects.toThrow(/ffmpeg could not encode MP3/);
  });
});
