// The bench libraries' MP3s: one encoded tone with a different ID3v2.3 tag per file (title, artist,
// album, track number, genre, year), so every file is distinct and scans read real tags.
import fs from 'node:fs';
import path from 'node:path';
import { encodeMp3 } from '@tangerine/demo-catalogue';

/** An ID3v2.3 tag of ISO-8859-1 text frames (encoding byte 0). */
export function id3Tag(frames: Record<string, string>): Buffer {
  const body = Buffer.concat(
    Object.entries(frames).map(([id, text]) => {
      const value = Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')]);
      const header = Buffer.alloc(10);
      header.write(id, 0, 'ascii');
      header.writeUInt32BE(value.length, 4);
      return Buffer.concat([header, value]);
    }),
  );
  const size = body.length;
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]), body]);
}

/** `files` MP3s, 20 per album: one 4-second tone with a different tag each; answers the audio's size. */
export function writeTaggedMp3Library(folder: string, files: number): number {
  const rate = 22050;
  const pcm = Float32Array.from({ length: rate * 4 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const audio = encodeMp3(pcm, rate, 64);
  for (let i = 0; i < files; i++) {
    const album = Math.floor(i / 20);
    const directory = path.join(folder, `artist-${album % 50}`, `album-${album}`);
    fs.mkdirSync(directory, { recursive: true });
    const tag = id3Tag({ TIT2: `Bench Song ${i}`, TPE1: `Bench Artist ${album % 50}`, TALB: `Bench Album ${album}`, TRCK: String((i % 20) + 1), TCON: ['Rock', 'Jazz', 'Pop', 'Folk'][album % 4] as string, TYER: String(1980 + (album % 40)) });
    fs.writeFileSync(path.join(directory, `${(i % 20) + 1}.mp3`), Buffer.concat([tag, audio]));
  }
  return audio.length;
}

