import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { listenPostgres, type FeedLog } from '../cache/change-feed.js';
import { CONNECT_CHANNEL } from '../db/schema-names.js';
import type { components } from '../contract.js';

export type DeviceCommand = components['schemas']['DeviceCommand'];
export type ConnectPlayerState = components['schemas']['ConnectPlayerState'];
/** A room's playback and its place in the queue, as its `room` event carries them (a member acts on it without reading the room). */
export type RoomEventPlayback = components['schemas']['RoomPlayback'] & { current_index: number };

/** What one server process tells every process about devices (small: a NOTIFY payload is under 8 kB). */
export type ConnectMessage =
  | { kind: 'command'; codeId: number; to: number; fromDeviceId: string; command: DeviceCommand; queueVersion?: number }
  | { kind: 'state'; codeId: number; deviceId: string; state: ConnectPlayerState | null }
  | { kind: 'presence'; codeId: number }
  /** A device removed (deviceRowId) or a code revoked (codeId): its channels end. */
  | { kind: 'revoked'; codeId?: number; deviceRowId?: number }
  /** Rooms: a room changed or ended for these devices (of any code). */
  | { kind: 'room'; deviceRowIds: number[]; roomId: number; version: number; ended?: 'closed' | 'revoked' | 'removed'; playback?: RoomEventPlayback }
  /** Rooms: a clock exchange asked at server time `receivedAt`; the process holding the device's channel answers with its own time. */
  | { kind: 'clock'; deviceRowId: number; sentAt: number; receivedAt: number };

export interface ConnectBus {
  publish(message: ConnectMessage): Promise<void>;
  subscribe(listener: (message: ConnectMessage) => void): () => void;
  readonly ready: Promise<void>;
  /** Changes when messages may have been lost (a new LISTEN connection); null while none may arrive. */
  readonly connection: number | null;
  close(): Promise<void>;
}

function fanOut() {
  const listeners = new Set<(message: ConnectMessage) => void>();
  return {
    subscribe(listener: (message: ConnectMessage) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(message: ConnectMessage) {
      for (const listener of listeners) listener(message);
    },
  };
}

/** SQLite: one server process, so its own memory is the whole bus. */
export function createLocalConnectBus(): ConnectBus {
  const listeners = fanOut();
  return {
    publish: async (message) => listeners.emit(message),
    subscribe: listeners.subscribe,
    ready: Promise.resolve(),
    connection: 0,
    close: () => Promise.resolve(),
  };
}

function parse(payload: string): ConnectMessage | null {
  try {
    const message = JSON.parse(payload) as ConnectMessage;
    return message && typeof message === 'object' && typeof message.kind === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL: every process LISTENs on one channel and publishes with pg_notify, so a command sent
 * through one process reaches a device whose channel another process holds. Migration 012's
 * triggers publish revocations, whoever makes them.
 */
export function createPostgresConnectBus(db: Kysely<Database>, url: string, log: FeedLog): ConnectBus {
  const listeners = fanOut();
  const listener = listenPostgres(url, log, {
    channel: CONNECT_CHANNEL,
    onMessage: (payload) => {
      const message = parse(payload);
      if (message) listeners.emit(message);
    },
    // What was sent while the connection was down is lost: devices re-read who is online.
    onConnect: () => undefined,
    lostMessage: 'device event bus lost its connection; commands between server processes wait until it is back',
  });
  return {
    async publish(message) {
      await sql`select pg_notify(${CONNECT_CHANNEL}, ${JSON.stringify(message)})`.execute(db);
    },
    subscribe: listeners.subscribe,
    ready: listener.ready,
    get connection() {
      return listener.connection;
    },
    close: () => listener.close(),
  };
}
