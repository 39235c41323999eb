/**
 * MP3 encoding by the system's ffmpeg (native LAME) where it is installed: about five times less CPU
 * than LAME in JavaScript, which is most of a first start's work. Same settings as `encodeMp3`:
 * CBR, no bit reservoir, raw frames (no Xing/ID3 tag), so `withGaplessInfo` and the frame scans
 * treat both encoders' output alike.
 */
import { spawn, spawnSync } from 'node:child_process';

let available: boolean | undefined;

/** Whether `ffmpeg` on the PATH has the libmp3lame encoder (asked once per thread). */
export function ffmpegEncodesMp3(): boolean {
  if (available === undefined) {
    const probe = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8', timeout: 10_000 });
    available = probe.status === 0 && /\blibmp3lame\b/.test(probe.stdout);
  }
  return available;
}

/** Encodes mono float PCM (−1..1) with ffmpeg's libmp3lame. */
export function encodeMp3WithFfmpeg(pcm: Float32Array, sampleRate: number, kbps: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const args = ['-hide_banner', '-loglevel', 'error', '-f', 'f32le', '-ar', String(sampleRate), '-ac', '1', '-i', 'pipe:0'];
    args.push('-c:a', 'libmp3lame', '-b:a', `${kbps}k`, '-reservoir', '0', '-write_xing', '0', '-id3v2_version', '0', '-map_metadata', '-1', '-fflags', '+bitexact', '-f', 'mp3', 'pipe:1');
    const child = spawn('ffmpeg', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg could not encode MP3 (exit ${code}): ${Buffer.concat(errors).toString().trim()}`));
    });
    // A closed pipe (ffmpeg failed early) is reported by 'close' with its message.
    child.stdin.on('error', () => undefined);
    child.stdin.end(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
  });
}
