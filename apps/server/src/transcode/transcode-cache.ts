/**
 * Finished transcodes on disk (`<data dir>/cache/transcode`), one per file version, format and bit
 * rate, so a second play (and every seek in it, by Range) costs nothing. Least recently used first
 * out once the total passes `TANGERINE_TRANSCODE_CACHE_MB`. A transcode is written aside and renamed
 * when complete: a stopped one or a full disk leaves no half file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TranscodeFormat } from './transcoder.js';

export interface TranscodeCache {
  readonly capBytes: number;
  keyOf(source: { fileId: number; size: number; modified: Date }, format: TranscodeFormat, bitrateKbps: number): string;
  /** The cached file (marked as just used), or null. */
  get(key: string): Promise<string | null>;
  /** A write stream for the key, and `commit` (rename into place, then prune) or `discard`. */
  writer(key: string): { stream: fs.WriteStream; commit(): Promise<void>; discard(): Promise<void> };
  prune(): Promise<void>;
}

export function createTranscodeCache(dir: string, capMb: number): TranscodeCache {
  const capBytes = capMb * 1024 * 1024;
  const fileOf = (key: string) => path.join(dir, `${key}.audio`);
  const cache: TranscodeCache = {
    capBytes,
    keyOf: (source, format, bitrate) => crypto.createHash('sha256').update(`${source.fileId}:${source.size}:${source.modified.getTime()}:${format}:${bitrate}`).digest('hex').slice(0, 32),
    async get(key) {
      const file = fileOf(key);
      const now = new Date();
      // The modification time is the "last used" of the LRU: atime is often not kept (noatime).
      return (await fs.promises.utimes(file, now, now).then(() => true).catch(() => false)) ? file : null;
    },
    writer(key) {
      fs.mkdirSync(dir, { recursive: true });
      const partial = `${fileOf(key)}.${crypto.randomBytes(4).toString('hex')}.partial`;
      const stream = fs.createWriteStream(partial);
      // A write that failed (ENOSPC) leaves a partial file short of the end: it must never be taken as finished.
      let failed = false;
      stream.on('error', () => (failed = true));
      const closed = () => new Promise<void>((resolve) => (stream.closed ? resolve() : stream.once('close', () => resolve())));
      const discard = async () => {
        stream.destroy();
        await closed();
        await fs.promises.rm(partial, { force: true });
      };
      return {
        stream,
        async commit() {
          if (failed || stream.errored) return discard();
          stream.end();
          await closed();
          if (failed || stream.errored) return discard();
          await fs.promises.rename(partial, fileOf(key));
          await cache.prune();
        },
        discard,
      };
    },
    async prune() {
      const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
      const files = (await Promise.all(names.filter((n) => n.endsWith('.audio')).map(async (name) => ({ name, stat: await fs.promises.stat(path.join(dir, name)).catch(() => null) })))).filter((f) => f.stat) as { name: string; stat: fs.Stats }[];
      let total = files.reduce((sum, f) => sum + f.stat.size, 0);
      for (const file of files.sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs)) {
        if (total <= capBytes) break;
        await fs.promises.rm(path.join(dir, file.name), { force: true });
        total -= file.stat.size;
      }
    },
  };
  return cache;
}
