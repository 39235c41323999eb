/**
 * A small in-process cache for answers that are the same for every listener. Bounded twice: an
 * entry is reused for at most `ttlMs` (so data is never staler than that; the database stays the
 * only state), and at most `maxEntries` are kept (the oldest goes first). Concurrent misses for one
 * key share one load; a failed load is not kept. `ttlMs` 0 turns the cache off.
 */
export interface PayloadCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops one entry (a load still running for it is not kept either): its next get loads again. */
  delete(key: string): void;
  readonly size: number;
  clear(): void;
}

export function createPayloadCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }): PayloadCache<T> {
  const { ttlMs, maxEntries, now = Date.now } = options;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const time = now();
      const hit = entries.get(key);
      if (hit && time - hit.at < ttlMs) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { at: time, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Map order is insertion order: the first keys are the oldest entries.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
