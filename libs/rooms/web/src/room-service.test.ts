import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Track } from '@tangerine/api';
import type { PlayerTrack } from '@tangerine/player-machine';
import { createRoomService, type RoomService } from './room-service.js';
import type { RoomAnswer, RoomCalls } from './room-calls.js';
import type { RoomPlayer } from './room-player.js';

const THIS = 'web-this';
let service: RoomService | undefined;
afterEach(() => {
  service?.dispose();
  vi.useRealTimers();
});

const answer = (currentIndex: number, startedAt: number): RoomAnswer => ({
  room_id: 'room-1',
  role: 'member',
  host_device_id: 'web-kitchen',
  members: [
    { device_id: 'web-kitchen', name: 'Kitchen laptop', guest: false },
    { device_id: THIS, name: 'Chrome on Linux', guest: false },
  ],
  queue: ['1', '2'],
  queue_offset: 0,
  queue_length: 2,
  current_index: currentIndex,
  playback: { track_id: String(currentIndex + 1), started_at_ms: startedAt, paused_position_ms: 0, playing: true },
  join_code: null,
  version: 1 + currentIndex,
  voting: false,
  proposals: [],
});

/** A member whose player holds the room's two songs and hears `heard` (the test moves it on): the first song in the room's place unless told otherwise. */
function memberDevice() {
  const started = Date.now() - 10_000;
  const rooms = [answer(0, started)];
  const calls = {
    current: vi.fn(async () => rooms[rooms.length - 1] as RoomAnswer),
    askClock: vi.fn(async () => undefined),
    track: vi.fn(async (id: string) => ({ id }) as Track),
  } as unknown as RoomCalls;
  const context = { queue: [{ id: '1' }, { id: '2' }] as PlayerTrack[], currentIndex: 0 };
  const heard: { trackId: string; ms: number | null } = { trackId: '1', ms: null };
  const sent: string[] = [];
  const player: RoomPlayer = {
    actor: { send: (event) => void sent.push(event.type), getSnapshot: () => ({ context }) as never },
    audioContext: () => null,
    heardPosition: () => ({ trackId: heard.trackId, ms: heard.ms ?? Date.now() - started }),
    nudgeRate: () => undefined,
    setStreamingQuality: () => undefined,
  };
  service = createRoomService({ calls, player, toPlayerTrack: (track) => ({ id: track.id }) as PlayerTrack, thisDeviceId: THIS, now: () => Date.now() });
  // Clock answers at once, from the same clock: the estimate stands after the first burst.
  vi.mocked(calls.askClock).mockImplementation(async (sentAt: number) => void service?.channelEvent('clock', { sent_at: sentAt, server_at: sentAt }));
  return { calls, context, heard, sent, rooms, started };
}

describe('room service', () => {
  it('reads the room again once its song ended and the player moved on, and keeps the song playing (no reload of the queue it holds)', async () => {
    vi.useFakeTimers();
    const device = memberDevice();
    await service?.refresh();
    await vi.advanceTimersByTimeAsync(3000);
    expect(device.calls.current).toHaveBeenCalledTimes(1);
    // The first song ends; the player is on the second before the room has moved on.
    device.context.currentIndex = 1;
    device.heard.trackId = '2';
    device.heard.ms = 100;
    device.rooms.push(answer(1, device.started + 10_000));
    const queueSetsBefore = device.sent.filter((type) => type === 'queue.set').length;
    await vi.advanceTimersByTimeAsync(1500);
    expect(vi.mocked(device.calls.current).mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(service?.actor.getSnapshot().context.room?.currentIndex).toBe(1);
    expect(device.sent.filter((type) => type === 'queue.set').length).toBe(queueSetsBefore);
  });

  it('on a skip, jumps to the song in the queue the player holds and keeps it paused until the room’s planned start', async () => {
    vi.useFakeTimers();
    const device = memberDevice();
    await service?.refresh();
    await vi.advanceTimersByTimeAsync(3000);
    const before = device.sent.length;
    // Next on another member: the server plans the second song 300 ms ahead.
    device.rooms.push(answer(1, Date.now() + 300));
    service?.channelEvent('room', {});
    await vi.advanceTimersByTimeAsync(250);
    const skip = device.sent.slice(before);
    expect(skip).toContain('queue.jump');
    // Paused before the jump: the new song is not heard from its start before its planned one.
    expect(skip.indexOf('playback.pause')).toBeGreaterThanOrEqual(0);
    expect(skip.indexOf('playback.pause')).toBeLessThan(skip.indexOf('queue.jump'));
    expect(skip).not.toContain('queue.set');
    expect(skip).not.toContain('playback.play');
    await vi.advanceTimersByTimeAsync(100);
    expect(device.sent.slice(before).at(-1)).toBe('playback.play');
  });
});
