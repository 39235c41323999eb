// The library-scan bench's folder: `files` tagged MP3s (tagged-mp3-library.ts), every 10th one
// replaced by another format copied by Debian's ffmpeg from one short tone per format (FLAC, Ogg
// Vorbis, Opus, AAC, ALAC in .m4a) with its own tags, so a scan meets each container's tag reader.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeTaggedMp3Library } from './tagged-mp3-library.js';

/** One file in MIXED_EVERY is not an MP3. */
export const MIXED_EVERY = 10;

const FORMATS: [string, string[]][] = [['.flac', ['-c:a', 'flac']], ['.ogg', ['-c:a', 'libvorbis']], ['.opus', ['-c:a', 'libopus']], ['.m4a', ['-c:a', 'aac']], ['.m4a', ['-c:a', 'alac']]];

function mixFormats(folder: string): number {
  const bases = FORMATS.map(([ext, codec], i) => {
    const file = path.join(os.tmpdir(), `tangerine-bench-base-${process.pid}-${i}${ext}`);
    spawnSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4', ...codec, file]);
    return file;
  });
  const mp3s = spawnSync('find', [folder, '-name', '*.mp3'], { encoding: 'utf8', maxBuffer: 1 << 26 }).stdout.trim().split('\n').sort();
  // Each format's copies are written by one ffmpeg run with many outputs: a run per file would take minutes.
  const byFormat = bases.map(() => [] as { mp3: string; target: string; tags: string[] }[]);
  for (let i = 0, n = 0; i < mp3s.length; i += MIXED_EVERY, n++) {
    const base = bases[n % bases.length] as string;
    const tags = { title: `Mixed Song ${i}`, artist: `Mixed Artist ${i % 30}`, album: `Mixed Album ${Math.floor(i / 200)}`, track: String((i % 20) + 1), genre: ['Ambient', 'Blues', 'Soul'][i % 3] as string, date: String(1990 + (i % 30)) };
    byFormat[n % bases.length]?.push({ mp3: mp3s[i] as string, target: (mp3s[i] as string).replace(/\.mp3$/, path.extname(base)), tags: Object.entries(tags).flatMap(([name, value]) => ['-metadata', `${name}=${value}`]) });
  }
  let mixed = 0;
  try {
    bases.forEach((base, format) => {
      const copies = byFormat[format] ?? [];
      for (let start = 0; start < copies.length; start += 100) {
        const chunk = copies.slice(start, start + 100);
        spawnSync('ffmpeg', ['-v', 'error', '-y', '-i', base, ...chunk.flatMap((copy) => ['-map', '0', '-c', 'copy', ...copy.tags, copy.target])]);
        for (const copy of chunk) {
          if (!fs.existsSync(copy.target)) continue;
          fs.unlinkSync(copy.mp3);
          mixed++;
        }
      }
    });
  } finally {
    for (const base of bases) fs.rmSync(base, { force: true });
  }
  return mixed;
}

/** Writes the folder; answers how many files are not MP3s. */
export function writeMixedLibrary(folder: string, files: number): number {
  writeTaggedMp3Library(folder, files);
  return mixFormats(folder);
}
