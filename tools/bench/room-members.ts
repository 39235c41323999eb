// The members of the 50-rooms bench: every device's channel open and read, the rooms made once,
// and each member asking the server's clock as often as a member in a room does. Runs in a process
// of its own (room-members-process.ts), as real members are other machines, or inline to compare.
import http from 'node:http';
import { openChannel } from './device-channels.js';

/** How often a member in a room asks the server's clock once its estimate stands (the rooms machine's CLOCK_PROBE_INTERVAL_MS). */
export const CLOCK_PROBE_INTERVAL_MS = 2000;

export interface MemberCounts {
  channels: number;
  asked: number;
  failed: number;
  /** `clock` events read on the channels: each question's answer. */
  answered: number;
}

async function call(base: string, headers: Record<string, string>, method: string, route: string, body: unknown, expected: number): Promise<void> {
  const response = await fetch(`${base}${route}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== expected) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
}

const state = (at: string) => ({ track_id: '1', title: 'T', artist: 'A', artwork_url: null, duration_ms: 200_000, position_ms: 10_000, playing: true, volume: 1, shuffle: false, repeat: 'off', queue_version: 0, at });

/** `rooms`: each room's devices (host first) as request headers. */
export function createRoomMembers(base: string, rooms: Record<string, string>[][]) {
  const all = rooms.flat();
  const agent = new http.Agent({ keepAlive: true, maxSockets: all.length + 10 });
  let channels: http.ClientRequest[] = [];
  let clocks: ReturnType<typeof setInterval> | undefined;
  let roomsMade = false;
  const counts: MemberCounts = { channels: 0, asked: 0, failed: 0, answered: 0 };

  /** Counts a channel's `clock` events as they are read (an event's name may straddle two chunks). */
  const clockCounter = () => {
    let tail = '';
    return (chunk: Buffer) => {
      const text = tail + chunk.toString('latin1');
      counts.answered += text.split('event: clock\n').length - 1;
      tail = text.slice(-12);
    };
  };

  async function makeRooms() {
    for (const [host, ...members] of rooms) {
      const hostHeaders = host as Record<string, string>;
      await call(base, hostHeaders, 'PUT', '/api/v1/connect/state', { state: state(new Date().toISOString()) }, 204);
      for (const member of members) await call(base, member, 'POST', '/api/v1/rooms', { device_id: hostHeaders['x-device-id'] }, 201);
    }
    roomsMade = true;
  }

  return {
    counts,
    /** Opens every channel (the rooms are made the first time) and starts the clock questions. */
    async open(): Promise<void> {
      for (const devices of rooms) channels.push(...(await Promise.all(devices.map((headers) => openChannel(base, headers, agent, clockCounter())))));
      counts.channels = channels.length;
      if (!roomsMade) await makeRooms();
      clocks = setInterval(() => {
        for (const headers of all) {
          counts.asked++;
          call(base, headers, 'POST', '/api/v1/connect/clock', { sent_at: performance.now() }, 202).catch(() => counts.failed++);
        }
      }, CLOCK_PROBE_INTERVAL_MS);
    },
    /** Stops the questions and closes every channel (the rooms keep the members within their grace period). */
    close(): void {
      clearInterval(clocks);
      for (const channel of channels) channel.destroy();
      channels = [];
      counts.channels = 0;
    },
    destroy(): void {
      this.close();
      agent.destroy();
    },
  };
}

export type RoomMembers = ReturnType<typeof createRoomMembers>;
