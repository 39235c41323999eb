/** What a server record call reports when it fails: `retry` (no network: keep it for the next send) or `drop` (an answer that will not change). */
export type RecordFailure = 'retry' | 'drop';

export interface ServerRecordsPorts {
  /** POST /api/v1/downloads/{trackId}; rejects on failure. */
  record: (trackId: string) => Promise<void>;
  /** DELETE /api/v1/downloads/{trackId}; rejects on failure. */
  unrecord: (trackId: string) => Promise<void>;
  /** Fetches the account's Downloads list again. */
  refresh: () => Promise<void>;
  /** What a failed record means: retried at the next send, or given up. */
  failureOf: (error: unknown) => RecordFailure;
  /** Tracks stored here whose record the server has not taken yet, kept across reloads (localStorage in the browser). */
  waiting?: { load: () => readonly string[]; save: (trackIds: readonly string[]) => void };
  onDropped?: (trackId: string, error: unknown) => void;
}

/**
 * The Downloads screen's server rows for this device's downloads. A stored track's record waits
 * until `send` (the app sends when no transfer runs), so a list's records do not compete with its
 * transfers; it stays in `waiting` until the server takes it, so a page closed in the middle of a list
 * records the rest at its next start. A removal is sent at once, after any record of the same track
 * still under way. The Downloads list is refetched once the calls of a batch have all answered.
 */
export function createServerRecords(ports: ServerRecordsPorts) {
  const waiting = new Set<string>(ports.waiting?.load() ?? []);
  const sending = new Map<string, Promise<void>>();
  let inFlight = 0;
  const save = () => ports.waiting?.save([...waiting]);

  const call = (run: () => Promise<void>): Promise<void> => {
    inFlight += 1;
    return run().finally(() => {
      inFlight -= 1;
      if (inFlight === 0) void ports.refresh().catch(() => undefined);
    });
  };

  const record = (trackId: string) =>
    call(() =>
      ports.record(trackId).then(
        () => {
          if (waiting.delete(trackId)) save();
        },
        (error: unknown) => {
          if (ports.failureOf(error) === 'retry') return;
          if (waiting.delete(trackId)) save();
          ports.onDropped?.(trackId, error);
        },
      ),
    ).finally(() => sending.delete(trackId));

  return {
    /** A track now stored on this device: its record waits for the next `send`. */
    stored(trackId: string): void {
      waiting.add(trackId);
      save();
    },
    /** A track removed from this device: a record not yet sent is forgotten, and the server's is deleted. */
    removed(trackId: string): void {
      if (waiting.delete(trackId)) save();
      const before = sending.get(trackId) ?? Promise.resolve();
      void call(() => before.then(() => ports.unrecord(trackId)).catch(() => undefined));
    },
    /** Sends every record waiting (each once at a time). */
    send(): void {
      for (const trackId of waiting) if (!sending.has(trackId)) sending.set(trackId, record(trackId));
    },
    hasWaiting: () => waiting.size > 0,
    /** Logout: nothing of this device's downloads stays, records included. */
    clear(): void {
      waiting.clear();
      save();
    },
  };
}

export type ServerRecords = ReturnType<typeof createServerRecords>;
