import pg from 'pg';
import { CATALOGUE_CHANNEL } from '../db/schema-names.js';

/** Tells a process's caches that the catalogue changed (in any process) so they drop what they keep. */
export interface ChangeFeed {
  /** Calls `listener` on every change; answers the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** This process changed the catalogue: its own caches drop what they keep at once (admin edits). */
  announce(): void;
  /** Resolves once the feed listens (immediately where there is nothing to listen to). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export interface FeedLog {
  warn(object: object, message: string): void;
}

/** SQLite has one writer process: its caches keep their few seconds' TTL and nothing else. */
export function createLocalChangeFeed(): ChangeFeed & { emit(): void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: Promise.resolve(),
    emit() {
      for (const listener of listeners) listener();
    },
    announce() {
      for (const listener of listeners) listener();
    },
    close: () => Promise.resolve(),
  };
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

export interface PostgresListener {
  /** Resolves once the first LISTEN is in place. */
  readonly ready: Promise<void>;
  /** Counts the LISTEN connections made so far (each reconnection may have missed messages); null while none is up. */
  readonly connection: number | null;
  close(): Promise<void>;
}

interface ListenOptions {
  channel: string;
  /** Each notification's payload on the channel. */
  onMessage(payload: string): void;
  /** Every (re)connection: what was sent while it was down is lost. */
  onConnect(): void;
  /** Logged when the connection is lost. */
  lostMessage: string;
}

/** One connection of its own LISTENs on `channel`; reconnects back off up to 5 s. */
export function listenPostgres(url: string, log: FeedLog, options: ListenOptions): PostgresListener {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let connections = 0;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => retry(next, error));
    next.on('end', () => retry(next, new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
    } catch (error) {
      retry(next, error);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    connections += 1;
    attempt = 0;
    options.onConnect();
    markReady();
  };

  const retry = (failed: pg.Client, error: unknown) => {
    if (closed || (client !== null && client !== failed) || timer) return;
    client = null;
    failed.removeAllListeners('end');
    failed.end().catch(() => undefined);
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)] as number;
    log.warn({ err: error, retryInMs: delay }, options.lostMessage);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  void connect();
  return {
    ready,
    get connection() {
      return client ? connections : null;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}

/**
 * PostgreSQL: one connection of its own LISTENs on the catalogue channel (migration 009's triggers
 * NOTIFY it at every commit that changes the catalogue). While it is down, nothing can say what
 * changed, so every (re)connection also counts as a change.
 */
export function createPostgresChangeFeed(url: string, log: FeedLog): ChangeFeed {
  const local = createLocalChangeFeed();
  const listener = listenPostgres(url, log, {
    channel: CATALOGUE_CHANNEL,
    onMessage: () => local.emit(),
    onConnect: () => local.emit(),
    lostMessage: 'catalogue change feed lost its connection; caches fall back to their TTL until it is back',
  });
  return {
    subscribe: local.subscribe,
    // The triggers' NOTIFY reaches every process at commit; this one need not wait for it.
    announce: local.emit,
    ready: listener.ready,
    close: () => listener.close(),
  };
}
