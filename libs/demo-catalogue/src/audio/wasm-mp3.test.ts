import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3.js';
import { scanFrames } from './mp3-frames.js';
import { LAME_ENCODER_DELAY, readMp3Gapless, withGaplessInfo } from './mp3-gapless.js';
import { encodeMp3Wasm } from './wasm-mp3.js';

const RATE = 22050;
const tone = (samples: number) => Float32Array.from({ length: samples }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / RATE) + 0.1 * Math.sin((2 * Math.PI * 1234 * i) / RATE));

/** Decodes with mpg123 (WebAssembly), which trims the encoder delay and padding a LAME tag records. */
async function decode(mp3: Uint8Array): Promise<Float32Array> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, errors } = decoder.decode(mp3);
    expect(errors).toEqual([]);
    return channelData[0] ?? new Float32Array(0);
  } finally {
    decoder.free();
  }
}

describe('MP3 encoding by LAME in WebAssembly', () => {
  it('gives raw CBR frames of the same layout as LAME in JavaScript', async () => {
    const pcm = tone(RATE * 3 + 123);
    const encoded = await encodeMp3Wasm(pcm, RATE, 64);
    const frames = scanFrames(encoded);
    expect(frames.length).toBe(scanFrames(encodeMp3(pcm, RATE, 64)).length);
    expect(new Set(frames.map((frame) => `${frame.sampleRate} ${frame.samples}`))).toEqual(new Set([`${RATE} 576`]));
    // No tag of its own: the Info frame is the one withGaplessInfo adds.
    expect(readMp3Gapless(encoded)).toBeNull();
    expect(encoded.subarray(0, 3).toString('latin1')).not.toBe('ID3');
  });

  it('decodes, with the gapless fields, to exactly the samples it was given', async () => {
    const pcm = tone(RATE * 3 + 123);
    const tagged = withGaplessInfo(await encodeMp3Wasm(pcm, RATE, 64), pcm.length);
    const gapless = readMp3Gapless(tagged);
    expect(gapless?.encoderDelay).toBe(LAME_ENCODER_DELAY);
    const decoded = await decode(tagged);
    // The decoder trimmed the delay and the padding: the music's length, sample for sample.
    expect(decoded.length).toBe(pcm.length);
    // And in time with it: lossy, but close to the input at lag 0.
    let error = 0;
    let power = 0;
    for (let i = 1000; i < pcm.length - 1000; i++) {
      error += ((decoded[i] as number) - (pcm[i] as number)) ** 2;
      power += (pcm[i] as number) ** 2;
    }
    expect(error / power).toBeLessThan(0.01);
  });

  it('without the tag the decoder keeps the delay and padding: the fields are what trims them', async () => {
    const pcm = tone(RATE + 7);
    const raw = await encodeMp3Wasm(pcm, RATE, 48);
    expect((await decode(raw)).length).toBe(scanFrames(raw).length * 576);
  });

  it('refuses a bit rate or sample rate MP3 does not have', async () => {
    await expect(encodeMp3Wasm(tone(100), RATE, 65)).rejects.toThrow(/bit rate/);
    await expect(encodeMp3Wasm(tone(100), 22000, 64)).rejects.toThrow(/sample rate/);
  });
});
