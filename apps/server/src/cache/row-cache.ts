/** Whether what was kept so far may still be trusted; false drops it all. */
export type Freshness = () => boolean | Promise<boolean>;

export interface RowCache<T> {
  /** The value kept for `key`, once `fresh` says nothing changed since; undefined otherwise. */
  get(key: string): Promise<T | undefined>;
  /** Runs a database look-up; its answer is kept only when no change was noticed while it ran. */
  load(key: string, lookup: () => Promise<T | undefined>): Promise<T | undefined>;
  /** Drops everything kept (a row it was read from may have changed). */
  clear(): void;
  readonly size: number;
}

/**
 * Rows read from the database (logins, likes), kept at most `ttlMs` (0 keeps none) and `maxEntries`.
 * `clear` bumps a generation, so a look-up that was running when a change was noticed is not kept.
 */
export function createRowCache<T>(options: { ttlMs: number; maxEntries: number; fresh: Freshness; now?: () => number }): RowCache<T> {
  const { ttlMs, maxEntries, fresh, now = Date.now } = options;
  const entries = new Map<string, { value: T; at: number }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const check = async () => {
    if (!(await fresh())) clear();
  };
  return {
    async get(key) {
      if (ttlMs <= 0 || !entries.size) return undefined;
      await check();
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at < ttlMs) return entry.value;
      entries.delete(key);
      return undefined;
    },
    async load(key, lookup) {
      // Before and after: a change noticed in between (or since the last check) keeps nothing.
      if (ttlMs > 0) await check();
      const started = generation;
      const at = now();
      const value = await lookup();
      if (ttlMs <= 0 || value === undefined) return value;
      await check();
      if (generation !== started) return value;
      entries.delete(key);
      entries.set(key, { value, at });
      // Map order is insertion order: the first key is the oldest entry.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear,
    get size() {
      return entries.size;
    },
  };
}
