import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { downloadMachine, NOT_ENOUGH_SPACE_MESSAGE, type DownloadEvent } from './download-machine.js';
import { downloadStatus } from './download-status.js';

type Snapshot = SnapshotFrom<typeof downloadMachine>;

/** A device whose store and transfers the machine drives through its named actions. */
class Device {
  stored = new Map<string, number>();
  partial = new Set<string>();
  /** Handed to the transfers, not yet started by them. */
  requested = false;
  transferring = false;
  recorded = 0;
  readonly actor;

  constructor(storedBytes: number | null) {
    if (storedBytes !== null) this.stored.set('t', storedBytes);
    const machine = downloadMachine.provide({
      actions: {
        requestTransfer: () => {
          this.requested = true;
        },
        abortTransfer: () => {
          this.requested = false;
          this.transferring = false;
        },
        discardPartial: () => {
          this.transferring = false;
          this.partial.delete('t');
          this.stored.delete('t');
        },
        removeStored: () => this.stored.delete('t'),
        onStored: (_, { bytes }) => {
          this.transferring = false;
          this.partial.delete('t');
          this.stored.set('t', bytes);
          this.recorded += 1;
        },
      },
    });
    this.actor = createActor(machine, { input: { trackId: 't', storedBytes } }).start();
  }

  /** The transfer answers only while one runs, as a real fetch would. */
  send(event: DownloadEvent): void {
    if (event.type === 'transfer.started') {
      if (!this.requested) return;
      this.requested = false;
      this.transferring = true;
      this.partial.add('t');
    } else if (event.type === 'transfer.failed') {
      // A request can fail before it starts (no address), as a transfer can.
      if (!this.requested && !this.transferring) return;
      this.requested = false;
      this.transferring = false;
    } else if (event.type.startsWith('transfer.') && !this.transferring) return;
    this.actor.send(event);
  }

  check(snapshot: Snapshot): void {
    const status = downloadStatus(snapshot);
    // Stored on the device exactly when the machine says so; nothing half-stored outside a transfer.
    expect(this.stored.has('t')).toBe(status === 'stored');
    if (status !== 'in-progress') expect(this.partial.size).toBe(0);
    expect(this.transferring).toBe(status === 'in-progress');
    expect(this.requested).toBe(status === 'queued');
    if (status === 'stored') expect(snapshot.context.storedBytes).toBe(this.stored.get('t'));
    if (status === 'failed') expect(snapshot.context.error).toBeTruthy();
    else if (snapshot.status === 'active') expect(snapshot.context.error).toBeNull();
    expect(this.recorded).toBeLessThanOrEqual(1);
  }
}

const samples: DownloadEvent[] = [
  { type: 'transfer.started' },
  { type: 'download.cancel' },
  { type: 'download.retry' },
  { type: 'download.remove' },
  { type: 'transfer.progress', receivedBytes: 5, totalBytes: 10 },
  { type: 'transfer.received' },
  { type: 'transfer.stored', bytes: 10 },
  { type: 'transfer.failed', reason: 'quota' },
  { type: 'transfer.failed', reason: 'network', message: 'offline' },
];

const reached = new Set<string>();

async function walk(storedBytes: number | null): Promise<number> {
  const model = createTestModel(downloadMachine, {
    input: { trackId: 't', storedBytes },
    events: () => samples,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error, snapshot.context.receivedBytes]),
  });
  const paths = model.getShortestPaths();
  for (const path of paths) {
    const device = new Device(storedBytes);
    const send = ({ event }: { event: EventObject }) => device.send(event as DownloadEvent);
    const events = Object.fromEntries(samples.map((event) => [event.type, send]));
    device.check(device.actor.getSnapshot());
    await path.test({ events, states: {
        '*': () => {
          const snapshot = device.actor.getSnapshot();
          reached.add(JSON.stringify(snapshot.value));
          device.check(snapshot);
        },
      }, });
    device.actor.stop();
  }
  return paths.length;
}

describe('download model: every shortest path keeps the device honest', () => {
  it('from a fresh download', async () => {
    reached.clear();
    expect(await walk(null)).toBeGreaterThan(4);
    expect([...reached]).toEqual(expect.arrayContaining(['{"underway":"queued"}', '{"underway":{"transferring":"receiving"}}', '{"underway":{"transferring":"writing"}}', '"stored"', '"failed"', '"cancelled"', '"removed"']));
  });

  it('from a download restored as stored', async () => {
    reached.clear();
    await walk(1234);
    expect([...reached]).toEqual(expect.arrayContaining(['"stored"', '"removed"']));
  });

  it('the quota message is the one the issue names', () => {
    expect(NOT_ENOUGH_SPACE_MESSAGE).toBe('Not enough space on this device');
  });
});
