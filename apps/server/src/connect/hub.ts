import type { ServerResponse } from 'node:http';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Account } from '../auth/activation.js';
import type { ConnectBus, ConnectMessage } from './bus.js';

/** How often open channels are checked (revoked or expired code), marked online and pinged. */
export const SWEEP_MS = 20_000;
/** A device counts as online while its channel was marked within this window (a missed sweep or two). */
export const ONLINE_WINDOW_MS = 3 * SWEEP_MS;
export const REVOKED_MESSAGE = 'This device has been logged out';
export const REPLACED_MESSAGE = 'This device opened another channel';
/** Unsent bytes past which a channel's state events are coalesced: only each device's latest waits for the socket. */
export const COALESCE_BYTES = 64 * 1024;
/** Unsent bytes past which a channel is ended: a device that stops reading costs the server no more memory. */
export const MAX_UNSENT_BYTES = 256 * 1024;
/**
 * SQLite: how often the hub asks the database whether another process (the admin CLI) wrote to it
 * (`pragma data_version`, no table read); only then are open channels checked for revocations.
 */
export const FOREIGN_WRITE_CHECK_MS = 2000;

export interface ConnectHubOptions {
  /** SQLite: notice writes by other processes (the admin CLI) within FOREIGN_WRITE_CHECK_MS, not at the sweep. */
  watchForeignWrites?: boolean;
}

interface Channel {
  account: Account;
  raw: ServerResponse;
  /** The latest state of each device not yet written, while the socket is behind. */
  pendingStates: Map<string, unknown>;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * This process's open device channels. Messages from the bus (any process) are written to the
 * channels they concern; the sweep ends channels whose device or code lost access and keeps the
 * rest marked online. The admin CLI on SQLite runs in another process and cannot tell this one: a
 * write by another process is noticed within FOREIGN_WRITE_CHECK_MS and the channels checked then.
 */
export function createConnectHub(db: Kysely<Database>, bus: ConnectBus, log: { warn(object: object, message: string): void }, options: ConnectHubOptions = {}) {
  const byDevice = new Map<number, Channel>();

  const send = (channel: Channel, text: string) => {
    const { raw } = channel;
    if (raw.writableEnded || raw.destroyed) return;
    raw.write(text);
    if (raw.writableLength <= MAX_UNSENT_BYTES) return;
    // Like a slow radio listener: the device reconnects and reads the devices list again when it reads again.
    log.warn({ deviceRowId: channel.account.deviceRowId, unsentBytes: raw.writableLength }, 'ended a device channel that stopped reading');
    raw.destroy();
  };
  const write = (channel: Channel, event: string, data: unknown) => send(channel, frame(event, data));

  const flushStates = (channel: Channel) => {
    const states = [...channel.pendingStates];
    channel.pendingStates.clear();
    for (const [deviceId, state] of states) write(channel, 'state', { device_id: deviceId, state });
  };
  /** A state replaces the one before it, so a channel that is behind keeps only each device's latest. */
  const writeState = (channel: Channel, deviceId: string, state: unknown) => {
    if (!channel.pendingStates.size && channel.raw.writableLength <= COALESCE_BYTES) return write(channel, 'state', { device_id: deviceId, state });
    if (!channel.pendingStates.size) channel.raw.once('drain', () => flushStates(channel));
    channel.pendingStates.delete(deviceId);
    channel.pendingStates.set(deviceId, state);
  };

  const end = (deviceRowId: number, event: 'revoked' | 'replaced', message: string) => {
    const channel = byDevice.get(deviceRowId);
    if (!channel) return;
    byDevice.delete(deviceRowId);
    write(channel, event, { message });
    channel.raw.end();
  };

  const ofCode = (codeId: number) => [...byDevice.values()].filter((c) => c.account.codeId === codeId);

  const deliver = (message: ConnectMessage) => {
    switch (message.kind) {
      case 'command': {
        const channel = byDevice.get(message.to);
        if (channel) write(channel, 'command', { ...message.command, from_device_id: message.fromDeviceId, ...(message.queueVersion !== undefined ? { queue_version: message.queueVersion } : {}) });
        return;
      }
      case 'state':
        for (const channel of ofCode(message.codeId)) if (channel.account.deviceId !== message.deviceId) writeState(channel, message.deviceId, message.state);
        return;
      case 'presence':
        for (const channel of ofCode(message.codeId)) write(channel, 'devices', {});
        return;
      case 'revoked':
        if (message.deviceRowId !== undefined) end(message.deviceRowId, 'revoked', REVOKED_MESSAGE);
        if (message.codeId !== undefined) for (const channel of ofCode(message.codeId)) end(channel.account.deviceRowId, 'revoked', REVOKED_MESSAGE);
        return;
      case 'room':
        for (const id of message.deviceRowIds) {
          const channel = byDevice.get(id);
          if (channel) write(channel, 'room', { room_id: String(message.roomId), version: message.version, ...(message.ended ? { ended: message.ended } : {}), ...(message.playback ? { playback: message.playback } : {}) });
        }
        return;
      case 'clock': {
        const channel = byDevice.get(message.deviceRowId);
        // Stamped as it is written, by the process that holds the channel; with the question's arrival the device leaves the bus's time out of the exchange.
        if (channel) write(channel, 'clock', { sent_at: message.sentAt, received_at: message.receivedAt, server_at: Date.now() });
        return;
      }
    }
  };
  const unsubscribe = bus.subscribe(deliver);

  const publish = (message: ConnectMessage) => bus.publish(message).catch((error: unknown) => log.warn({ err: error }, 'could not publish a device event'));

  const markOnline = async (ids: number[], stamp: string | null) => {
    for (let i = 0; i < ids.length; i += 500) await db.updateTable('devices').set({ channel_at: stamp }).where('id', 'in', ids.slice(i, i + 500)).execute();
  };

  /** Ends the channels whose device or code lost access; returns the ids of those kept. */
  async function endRevoked(ids: number[], now: string): Promise<number[]> {
    const valid = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db
        .selectFrom('devices as d')
        .innerJoin('activation_codes as c', 'c.id', 'd.code_id')
        .select('d.id')
        .where('d.id', 'in', ids.slice(i, i + 500))
        .where('c.revoked_at', 'is', null)
        .where('c.expires_at', '>', now)
        .execute();
      for (const row of rows) valid.add(Number(row.id));
    }
    for (const id of ids) if (!valid.has(id)) end(id, 'revoked', REVOKED_MESSAGE);
    return ids.filter((id) => valid.has(id));
  }

  async function sweep() {
    const ids = [...byDevice.keys()];
    if (!ids.length) return;
    const now = new Date().toISOString();
    const kept = await endRevoked(ids, now);
    await markOnline(kept, now);
    for (const id of kept) {
      const channel = byDevice.get(id);
      if (channel) send(channel, ': ping\n\n');
    }
  }

  const timer = setInterval(() => {
    sweep().catch((error: unknown) => log.warn({ err: error }, 'device channel sweep failed'));
  }, SWEEP_MS);
  timer.unref();

  let dataVersion: number | null = null;
  async function checkForeignWrites() {
    const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
    const version = Number(rows[0]?.data_version);
    const changed = dataVersion !== null && version !== dataVersion;
    dataVersion = version;
    if (changed && byDevice.size) await endRevoked([...byDevice.keys()], new Date().toISOString());
  }
  const foreignTimer = options.watchForeignWrites
    ? setInterval(() => {
        checkForeignWrites().catch((error: unknown) => log.warn({ err: error }, 'device channel revocation check failed'));
      }, FOREIGN_WRITE_CHECK_MS)
    : undefined;
  foreignTimer?.unref();

  return {
    /** Holds `raw` open as the device's channel until the client goes or the device loses access. */
    async open(account: Account, raw: ServerResponse): Promise<void> {
      end(account.deviceRowId, 'replaced', REPLACED_MESSAGE);
      const channel: Channel = { account, raw, pendingStates: new Map() };
      byDevice.set(account.deviceRowId, channel);
      raw.on('close', () => {
        if (byDevice.get(account.deviceRowId) !== channel) return;
        byDevice.delete(account.deviceRowId);
        void markOnline([account.deviceRowId], null)
          .then(() => publish({ kind: 'presence', codeId: account.codeId }))
          .catch((error: unknown) => log.warn({ err: error }, 'could not mark a device offline'));
      });
      // Marked before "ready": a device that lists devices on ready must find itself online.
      await markOnline([account.deviceRowId], new Date().toISOString());
      if (byDevice.get(account.deviceRowId) !== channel) return;
      write(channel, 'ready', { device_id: account.deviceId });
      await publish({ kind: 'presence', codeId: account.codeId });
    },
    publish,
    /** Channels open in this process (for the benches and tests). */
    get size() {
      return byDevice.size;
    },
    /** Whether this device's channel is open in this process (tests follow one channel, whatever others do). */
    isOpen(deviceRowId: number) {
      return byDevice.has(deviceRowId);
    },
    sweep,
    checkForeignWrites,
    close() {
      clearInterval(timer);
      clearInterval(foreignTimer);
      unsubscribe();
      for (const channel of byDevice.values()) channel.raw.end();
      byDevice.clear();
    },
  };
}

export type ConnectHub = ReturnType<typeof createConnectHub>;
