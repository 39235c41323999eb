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

/** The channel's `room` event for a change to `room`: it carries the playback and place. */
const roomEventOf = (room: RoomAnswer) => ({ room_id: room.room_id, version: room.version, playback: { ...room.playback, current_index: room.current_index } });

/** A member whose player holds the room's two songs and hears `heard` (the test moves it on): the first song in the room's place unless told otherwise. */
function memberDevice() {
  const started = Date.now() - 10_000;
  const rooms = [answer(0, started)];
  const calls = {
    current: vi.fn(async () => rooms[rooms.length - 1] as RoomAnswer),
    askClock: vi.fn(async () => undefined),
    songStarted: vi.fn(async () => rooms[rooms.length - 1] as RoomAnswer),
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
    keepReady: vi.fn(),
  };
  service = createRoomService({ calls, player, toPlayerTrack: (track) => ({ id: track.id }) as PlayerTrack, thisDeviceId: THIS, now: () => Date.now() });
  // Clock answers at once, from the same clock: the estimate stands after the first burst.
  vi.mocked(calls.askClock).mockImplementation(async (sentAt: number) => void service?.channelEvent('clock', { sent_at: sentAt, server_at: sentAt }));
  return { calls, context, heard, sent, rooms, started, player };
}

/** A member in the room whose clock estimate stands (its first burst of exchanges is over), on fake timers. */
async function settledMember() {
  vi.useFakeTimers();
  const device = memberDevice();
  await service?.refresh();
  await vi.advanceTimersByTimeAsync(3000);
  return device;
}

describe('room service', () => {
  it('reads the room again once its song ended and the player moved on, and keeps the song playing (no reload of the queue it holds)', async () => {
    const device = await settledMember();
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
    // It tells the room when it started the song, for the room's version in which that song is current.
    expect(device.calls.songStarted).toHaveBeenCalledTimes(1);
    expect(device.calls.songStarted).toHaveBeenCalledWith('2', expect.any(Number), device.rooms[1]?.version);
  });

  it('wakes the audio output of a member that comes to a playing room (a reload), so its start counts the output latency', async () => {
    vi.useFakeTimers();
    const device = memberDevice();
    device.player.wakeAudio = vi.fn();
    await service?.refresh();
    await vi.advanceTimersByTimeAsync(50);
    expect(device.player.wakeAudio).toHaveBeenCalled();
  });

  it('on a skip, jumps to the song in the queue the player holds and keeps it paused until the room’s planned start', async () => {
    const device = await settledMember();
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

  it('on a skip the channel’s event carries, jumps before the room is read, and the read of the same room does not start the song before its planned start', async () => {
    const device = await settledMember();
    const before = device.sent.length;
    const skipped = answer(1, Date.now() + 300);
    device.rooms.push(skipped);
    let answerRead: () => void = () => undefined;
    vi.mocked(device.calls.current).mockImplementationOnce(() => new Promise((resolve) => (answerRead = () => resolve(skipped))));
    service?.channelEvent('room', roomEventOf(skipped));
    await vi.advanceTimersByTimeAsync(50);
    expect(device.sent.slice(before)).toContain('queue.jump');
    // The read answers the same room: the song still waits, paused, for its planned start.
    answerRead();
    await vi.advanceTimersByTimeAsync(200);
    expect(device.sent.slice(before)).not.toContain('playback.play');
    await vi.advanceTimersByTimeAsync(100);
    expect(device.sent.slice(before).at(-1)).toBe('playback.play');
  });

  it('leaves a read older than the room an event already gave', async () => {
    vi.useFakeTimers();
    const device = memberDevice();
    await service?.refresh();
    const skipped = answer(1, Date.now() + 300);
    service?.channelEvent('room', roomEventOf(skipped));
    // The read still answers the room before the skip.
    await vi.advanceTimersByTimeAsync(50);
    expect(device.rooms).toHaveLength(1);
    expect(service?.actor.getSnapshot().context.room).toMatchObject({ version: skipped.version, currentIndex: 1 });
  });

  it('keeps the room’s songs before and after the current one buffered once the song is under way, and none after the room', async () => {
    vi.useFakeTimers();
    const device = memberDevice();
    await service?.refresh();
    await vi.advanceTimersByTimeAsync(1000);
    expect(device.player.keepReady).toHaveBeenLastCalledWith([{ id: '2' }]);
    const skipped = answer(1, Date.now() + 300);
    service?.channelEvent('room', roomEventOf(skipped));
    await vi.advanceTimersByTimeAsync(1000);
    expect(device.player.keepReady).toHaveBeenLastCalledWith([{ id: '1' }]);
    service?.channelEvent('room', { room_id: 'room-1', version: 9, ended: 'closed' });
    expect(device.player.keepReady).toHaveBeenLastCalledWith([]);
  });
});
