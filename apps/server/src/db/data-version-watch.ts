/**
 * Commits to the SQLite file by other processes (the admin CLI, another server), seen through
 * `pragma data_version`, which changes only for other connections' commits. This process's own
 * writes are the write watch's (write-watch.ts).
 */
export interface DataVersionWatch {
  /**
   * Resolves once a data_version read that started after this call has run, and the listeners of a
   * change it saw have run. All calls of one event-loop turn share one read, made once the turn is over.
   */
  sync(): Promise<void>;
  /** `listener` runs when a read sees a new data_version; answers the function that stops it. */
  onChange(listener: () => void): () => void;
}

export function createDataVersionWatch(read: () => Promise<number>, later: (run: () => void) => void = setImmediate): DataVersionWatch {
  const listeners = new Set<() => void>();
  let version: number | undefined;
  let next: Promise<void> | undefined;
  const check = async () => {
    const current = await read();
    // The first read has nothing to compare with: nothing was kept before it.
    if (version !== undefined && current !== version) for (const listener of listeners) listener();
    version = current;
  };
  return {
    sync() {
      // Cleared before the read starts, so a call made once it started waits for the next one.
      next ??= new Promise<void>((resolve, reject) =>
        later(() => {
          next = undefined;
          check().then(resolve, reject);
        }),
      );
      return next;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
