import { Mp3Encoder } from '@breezystack/lamejs';

/** Encodes mono float PCM (−1..1) to MP3 (CBR, no bit reservoir: every frame decodes on its own). */
export function encodeMp3(pcm: Float32Array, sampleRate: number, kbps: number, Encoder: typeof Mp3Encoder = Mp3Encoder): Buffer {
  const encoder = new Encoder(1, sampleRate, kbps);
  const chunkSize = 1152 * 16;
  const samples = new Int16Array(chunkSize);
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < pcm.length; offset += chunkSize) {
    const end = Math.min(pcm.length, offset + chunkSize);
    const view = end - offset === chunkSize ? samples : samples.subarray(0, end - offset);
    for (let i = offset; i < end; i++) {
      const x = pcm[i] as number;
      view[i - offset] = x >= 1 ? 32767 : x <= -1 ? -32768 : Math.round(x * 32767);
    }
    parts.push(encoder.encodeBuffer(view));
  }
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
}
