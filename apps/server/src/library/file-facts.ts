/**
 * The few bytes a scan reads besides the tags: a content fingerprint (sha256 of the size and the
 * first and last 64 KiB; the same file under a new name keeps it, so its track keeps its id) and an
 * MP3's head up to its first frame, where the LAME tag gives the gapless fields. A small file is read
 * whole, in one read, and its tags are then parsed from memory rather than by many small reads.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

const EDGE = 64 * 1024;
/** Up to this size the file is read whole: no more bytes than its two edges. */
const WHOLE = 2 * EDGE;

async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** ID3v2 tag length from its 10-byte header (synchsafe size), 0 when there is none. */
const id3Length = (head: Buffer) => (head.length >= 10 && head.toString('latin1', 0, 3) === 'ID3' ? 10 + (((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0)) + ((head[5] ?? 0) & 0x10 ? 10 : 0) : 0);

export interface FileFacts {
  fingerprint: string;
  /** For an MP3: the bytes up to and including its first frame; else null. */
  mp3Head: Buffer | null;
  /** The whole file when it is small (up to 128 KiB), else null. */
  whole: Buffer | null;
}

export async function fileFacts(absolute: string, size: number, isMp3: boolean): Promise<FileFacts> {
  const handle = await fs.promises.open(absolute, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  try {
    const whole = size <= WHOLE ? await readAt(handle, 0, size) : null;
    // The same bytes whether read whole or by edges, so a file's fingerprint never depends on how.
    const head = whole ? whole.subarray(0, Math.min(EDGE, whole.length)) : await readAt(handle, 0, Math.min(EDGE, size));
    const tail = whole ? whole.subarray(Math.min(EDGE, whole.length)) : await readAt(handle, Math.max(EDGE, size - EDGE), Math.min(EDGE, size - EDGE));
    const fingerprint = crypto.createHash('sha256').update(`${size}\n`).update(head).update(tail).digest('hex').slice(0, 40);
    let mp3Head: Buffer | null = null;
    if (isMp3) {
      const wanted = Math.min(size, id3Length(head) + 8192, 16 * 1024 * 1024);
      const read = whole ?? head;
      mp3Head = wanted <= read.length ? read.subarray(0, wanted) : await readAt(handle, 0, wanted);
    }
    return { fingerprint, mp3Head, whole };
  } finally {
    await handle.close();
  }
}
