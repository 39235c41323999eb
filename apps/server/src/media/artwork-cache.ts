import fs from 'node:fs';
import path from 'node:path';

/** The artwork cache's default size (TANGERINE_ARTWORK_CACHE_MB). */
export const DEFAULT_ARTWORK_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * Resized artwork kept on disk, least recently used first out once the files pass `capBytes`.
 * The index lives in this process (filled from the folder on first use, oldest files first), so
 * a file another process removed is simply made again. Answers are read into memory, so a file
 * evicted while a request sends it cannot fail that request.
 */
export function createArtworkCache(folder: string, capBytes: number) {
  const sizes = new Map<string, number>();
  let total = 0;
  let loading: Promise<void> | undefined;

  const load = () =>
    (loading ??= (async () => {
      const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
      const files = await Promise.all(names.map(async (name) => ({ name, stat: await fs.promises.stat(path.join(folder, name)).catch(() => null) })));
      for (const { name, stat } of files.filter((f) => f.stat?.isFile()).sort((a, b) => (a.stat as fs.Stats).mtimeMs - (b.stat as fs.Stats).mtimeMs)) {
        // Temporary files (a write under way, or cut short by a crash) are not entries.
        if (name.endsWith('.jpg') || name.endsWith('.webp')) remember(name, (stat as fs.Stats).size);
      }
    })());

  function remember(name: string, bytes: number) {
    total -= sizes.get(name) ?? 0;
    sizes.delete(name);
    sizes.set(name, bytes);
    total += bytes;
  }

  function forget(name: string) {
    total -= sizes.get(name) ?? 0;
    sizes.delete(name);
  }

  async function evict(keep: string) {
    for (const name of sizes.keys()) {
      if (total <= capBytes) return;
      if (name === keep) continue;
      forget(name);
      await fs.promises.rm(path.join(folder, name), { force: true });
    }
  }

  return {
    /** The kept bytes of `name` (now the most recently used), or null. */
    async get(name: string): Promise<Buffer | null> {
      await load();
      if (!sizes.has(name)) return null;
      const data = await fs.promises.readFile(path.join(folder, name)).catch(() => null);
      if (data) remember(name, data.length);
      else forget(name);
      return data;
    },

    /** Keeps `data` as `name`, then removes the least recently used files past the cap. */
    async put(name: string, data: Buffer): Promise<void> {
      await load();
      await fs.promises.mkdir(folder, { recursive: true });
      // Written aside then renamed, so a concurrent reader never sees half a file.
      const temporary = path.join(folder, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.part`);
      await fs.promises.writeFile(temporary, data);
      await fs.promises.rename(temporary, path.join(folder, name));
      remember(name, data.length);
      await evict(name);
    },

    /** Bytes the index counts (for tests and logs). */
    get bytes(): number {
      return total;
    },
  };
}

export type ArtworkCache = ReturnType<typeof createArtworkCache>;
