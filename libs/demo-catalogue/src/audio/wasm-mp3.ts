/**
 * MP3 encoding by LAME 3.100 compiled to WebAssembly (wasm-media-encoders; the module ships inside
 * the npm package, nothing is fetched): about seven times less CPU than LAME in JavaScript and no
 * ffmpeg needed, so a first start is as fast on a machine without ffmpeg. CBR, raw frames (no
 * Xing/ID3 tag), so `withGaplessInfo` and the frame scans treat it like the other encoders. Unlike
 * `encodeMp3` it uses LAME's bit reservoir (it has no switch for it): a frame may borrow bytes from
 * the one before, as in most MP3s.
 */
import { createMp3Encoder } from 'wasm-media-encoders';

type WasmEncoder = Awaited<ReturnType<typeof createMp3Encoder>>;

/** LAME's valid constant bit rates (kbit/s). */
const BITRATES = [8, 16, 24, 32, 40, 48, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320] as const;
type Bitrate = (typeof BITRATES)[number];
/** Output rates LAME can write, so it never resamples on its own. */
const SAMPLE_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;
type SampleRate = (typeof SAMPLE_RATES)[number];
const CHUNK = 1152 * 64;

/** One encoder per thread, compiled once and reconfigured for each file. */
let shared: Promise<WasmEncoder> | undefined;

/** Encodes mono float PCM (−1..1) to CBR MP3 frames. */
export async function encodeMp3Wasm(pcm: Float32Array, sampleRate: number, kbps: number): Promise<Buffer> {
  if (!BITRATES.includes(kbps as Bitrate)) throw new RangeError(`LAME has no constant bit rate of ${kbps} kbit/s`);
  if (!SAMPLE_RATES.includes(sampleRate as SampleRate)) throw new RangeError(`MP3 has no sample rate of ${sampleRate} Hz`);
  shared ??= createMp3Encoder();
  const encoder = await shared;
  encoder.configure({ channels: 1, sampleRate, bitrate: kbps as Bitrate, outputSampleRate: sampleRate as SampleRate });
  const parts: Buffer[] = [];
  // The encoder owns the bytes it returns until its next call: copy each part.
  for (let offset = 0; offset < pcm.length; offset += CHUNK) parts.push(Buffer.from(encoder.encode([pcm.subarray(offset, offset + CHUNK)])));
  parts.push(Buffer.from(encoder.finalize()));
  return Buffer.concat(parts);
}
