/** Small audio files made by Debian's ffmpeg for the library tests (installed by tools/ensure-ffmpeg.sh when missing). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ensureScript = fileURLToPath(new URL('../../../../../tools/ensure-ffmpeg.sh', import.meta.url));

/** ffmpeg on PATH, installed with apt-get first when it is not. */
export function ensureFfmpeg(): string {
  execFileSync('bash', [ensureScript], { stdio: 'inherit', timeout: 600_000 });
  return 'ffmpeg';
}

/** Codec arguments by extension: what each container holds in a real library. */
const CODECS: Record<string, string[]> = {
  '.mp3': ['-c:a', 'libmp3lame', '-b:a', '64k'],
  '.flac': ['-c:a', 'flac'],
  '.m4a': ['-c:a', 'aac', '-b:a', '64k'],
  '.alac.m4a': ['-c:a', 'alac'],
  '.aiff': ['-c:a', 'pcm_s16be'],
  '.wma': ['-c:a', 'wmav2', '-b:a', '64k'],
  '.opus': ['-c:a', 'libopus', '-b:a', '48k'],
  '.ogg': ['-c:a', 'libvorbis', '-q:a', '1'],
  '.wav': ['-c:a', 'pcm_s16le'],
};

export interface ToneOptions {
  seconds?: number;
  frequency?: number;
  tags?: Record<string, string>;
  /** `alac` writes ALAC into an .m4a. */
  codec?: 'alac';
}

/** Writes a short sine tone with tags to `file` (its extension picks the format). */
export function writeTone(file: string, options: ToneOptions = {}): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const extension = options.codec === 'alac' ? '.alac.m4a' : path.extname(file).toLowerCase();
  const codec = CODECS[extension];
  if (!codec) throw new Error(`No test codec for ${extension}`);
  const tags = Object.entries(options.tags ?? {}).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]);
  const source = `sine=frequency=${options.frequency ?? 440}:duration=${options.seconds ?? 1}:sample_rate=44100`;
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-ac', '2', ...codec, ...tags, file], { stdio: 'inherit' });
  return file;
}

const syncsafe = (n: number) => Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);

/** An ID3v2.4 text frame body: UTF-8 encoding byte, then the bytes as given (valid UTF-8 or not). */
export const id3Text = (bytes: Buffer) => Buffer.concat([Buffer.from([3]), bytes]);

/** An MP3 whose ID3v2 tag is replaced by one made of `frames` as given, byte for byte (bad input a tagger would not write). */
export function withRawId3(mp3: Buffer, frames: { id: string; body: Buffer }[]): Buffer {
  const old = mp3.subarray(0, 3).toString('latin1') === 'ID3' ? 10 + ((mp3.readUInt8(6) << 21) | (mp3.readUInt8(7) << 14) | (mp3.readUInt8(8) << 7) | mp3.readUInt8(9)) : 0;
  const body = Buffer.concat(frames.map((frame) => Buffer.concat([Buffer.from(frame.id, 'latin1'), syncsafe(frame.body.length), Buffer.from([0, 0]), frame.body])));
  return Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.from([4, 0, 0]), syncsafe(body.length), body, mp3.subarray(old)]);
}
