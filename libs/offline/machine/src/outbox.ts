/** What a device reports it plays (the contract's heartbeat body, camelCase as the web sends it). */
export interface OutboxActivity {
  activityType: 'song' | 'episode' | 'radio';
  contentId: string;
  title: string;
  artist?: string | null;
  album?: string | null;
  artworkUrl?: string | null;
}

/** What the listener did while offline, replayed on the server in order once the network is back. */
export type OutboxAction =
  | { kind: 'play'; trackId: string }
  /** A podcast episode's play count (the contract counts it under its podcast). */
  | { kind: 'episode.play'; podcastId: string; episodeId: string }
  | { kind: 'like'; trackId: string }
  | { kind: 'unlike'; trackId: string }
  | { kind: 'playlist.add'; playlistId: string; trackId: string }
  | { kind: 'playlist.remove'; playlistId: string; trackId: string }
  /** `activity` null: the device stopped playing (a stop made offline). */
  | { kind: 'heartbeat'; deviceId: string; activity: OutboxActivity | null };

export interface OutboxEntry {
  /** Increasing: the replay order. */
  seq: number;
  action: OutboxAction;
  /** ISO time the listener acted. */
  createdAt: string;
}

/** Where the entries live (IndexedDB in the browser, a Map in tests). */
export interface OutboxStore {
  load(): Promise<OutboxEntry[]>;
  save(entries: OutboxEntry[]): Promise<void>;
}

/**
 * The server's answer to one replayed entry: `sent` (done), `offline` (no network: stop, keep it and
 * everything after it), `rejected` (a 4xx that will never succeed, e.g. the track was removed: drop it).
 */
export type OutboxSendResult = 'sent' | 'offline' | 'rejected';

export interface OutboxFlushResult {
  sent: number;
  rejected: number;
  remaining: number;
}

export interface OutboxPorts {
  store: OutboxStore;
  send: (action: OutboxAction) => Promise<OutboxSendResult>;
  now: () => Date;
}

const likeKey = (action: OutboxAction) => (action.kind === 'like' || action.kind === 'unlike' ? `like:${action.trackId}` : null);
// The server keeps one activity per device: a later heartbeat of the device replaces an earlier one.
const heartbeatKey = (action: OutboxAction) => (action.kind === 'heartbeat' ? `heartbeat:${action.deviceId}` : null);

/**
 * Drops what a later entry makes pointless: an earlier like/unlike of the same track (the last one
 * decides) and an earlier heartbeat of the same device (only what it plays last matters). Play counts
 * and playlist edits are all kept, in order.
 */
export function compactOutbox(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const latest = new Map<string, number>();
  for (const entry of entries) {
    const key = likeKey(entry.action) ?? heartbeatKey(entry.action);
    if (key) latest.set(key, entry.seq);
  }
  return entries.filter((entry) => {
    const key = likeKey(entry.action) ?? heartbeatKey(entry.action);
    return key === null || latest.get(key) === entry.seq;
  });
}

export interface Outbox {
  add(action: OutboxAction): Promise<OutboxEntry>;
  /** Sends the entries in order; one flush at a time (a second call joins the running one). */
  flush(): Promise<OutboxFlushResult>;
  entries(): Promise<OutboxEntry[]>;
  /** Logout: nothing of this device's activity stays behind. */
  clear(): Promise<void>;
}

export function createOutbox({ store, send, now }: OutboxPorts): Outbox {
  let running: Promise<OutboxFlushResult> | null = null;
  // Writes are chained so an add during a flush is neither lost nor reordered.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };

  async function add(action: OutboxAction): Promise<OutboxEntry> {
    return serial(async () => {
      const entries = await store.load();
      const seq = entries.reduce((max, entry) => Math.max(max, entry.seq), 0) + 1;
      const entry: OutboxEntry = { seq, action, createdAt: now().toISOString() };
      await store.save(compactOutbox([...entries, entry]));
      return entry;
    });
  }

  async function flushOnce(): Promise<OutboxFlushResult> {
    let sent = 0;
    let rejected = 0;
    for (;;) {
      const head = (await serial(() => store.load())).sort((a, b) => a.seq - b.seq)[0];
      if (!head) return { sent, rejected, remaining: 0 };
      let result: OutboxSendResult;
      try {
        result = await send(head.action);
      } catch {
        result = 'offline';
      }
      if (result === 'offline') {
        const remaining = (await serial(() => store.load())).length;
        return { sent, rejected, remaining };
      }
      if (result === 'sent') sent += 1;
      else rejected += 1;
      await serial(async () => store.save((await store.load()).filter((entry) => entry.seq !== head.seq)));
    }
  }

  return {
    add,
    flush() {
      running ??= flushOnce().finally(() => {
        running = null;
      });
      return running;
    },
    entries: () => serial(async () => (await store.load()).sort((a, b) => a.seq - b.seq)),
    clear: () => serial(() => store.save([])),
  };
}

/** An outbox store in memory (tests, and the fallback when IndexedDB is unavailable). */
export function memoryOutboxStore(initial: OutboxEntry[] = []): OutboxStore {
  let entries = [...initial];
  return {
    load: async () => entries.map((entry) => ({ ...entry })),
    save: async (next) => {
      entries = next.map((entry) => ({ ...entry }));
    },
  };
}
