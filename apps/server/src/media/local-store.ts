import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { MediaStore } from './store.js';

/** Resolves a registered media file inside the data directory; a path that escapes it is refused. */
export function resolveMediaPath(dataDir: string, relative: string): string | null {
  const root = path.resolve(dataDir);
  const absolute = path.resolve(root, relative);
  return absolute.startsWith(root + path.sep) ? absolute : null;
}

/** Media files under the data directory (`MEDIA_STORE=local`, the default). */
export function createLocalMediaStore(dataDir: string): MediaStore {
  const resolve = (key: string) => resolveMediaPath(dataDir, key);
  return {
    kind: 'local',
    async stat(key) {
      const absolute = resolve(key);
      if (!absolute) return null;
      const stat = await fs.promises.stat(absolute).catch(() => null);
      return stat?.isFile() ? { size: stat.size, modified: stat.mtime } : null;
    },
    async read(key, range) {
      const absolute = resolve(key);
      if (!absolute) throw new Error(`Media key escapes the data directory: ${key}`);
      return fs.createReadStream(absolute, range ?? {});
    },
    async write(key, body) {
      const absolute = resolve(key);
      if (!absolute) throw new Error(`Media key escapes the data directory: ${key}`);
      await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${absolute}.${crypto.randomBytes(4).toString('hex')}.partial`;
      await fs.promises.writeFile(partial, body);
      await fs.promises.rename(partial, absolute);
    },
    async check() {
      // A real write, as at start: a directory that became read-only or vanished is not ready.
      const probe = path.join(dataDir, 'media', `.ready-check-${process.pid}`);
      await fs.promises.writeFile(probe, '');
      await fs.promises.unlink(probe);
    },
    async localCopy(key) {
      const absolute = resolve(key);
      return absolute && fs.existsSync(absolute) ? absolute : null;
    },
    // Nothing to release: every read opens and closes its own file.
    close: () => Promise.resolve(),
  };
}
