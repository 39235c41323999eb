import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUTURE_EXPIRY, fakeAudio, fakeBackend } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';
import { createPlayerService } from '@tangerine/player-web/player-service';
import { createBrowserSession, memoryStorage } from '../../lib/session';
import type { ConnectCalls } from '@tangerine/connect-web/connect-calls';
import { createConnectService } from '@tangerine/connect-web/connect-service';
import { trackToPlayerItem } from '@tangerine/player-web';

function setUp(overrides: Partial<ConnectCalls> = {}, toPlayerTrack: Parameters<typeof createConnectService>[0]['toPlayerTrack'] = trackToPlayerItem) {
  const audio = fakeAudio();
  const storage = memoryStorage();
  const session = createBrowserSession(storage);
  session.activate({ code: 'ABCD-EFGH-IJKL', expiryDate: FUTURE_EXPIRY, deviceId: 'web-1', accessToken: 'a', refreshToken: 'r' });
  const player = createPlayerService({ audio, storage, session, backend: fakeBackend(), yieldToMediaLoad: true });
  const saveQueue = vi.fn<ConnectCalls['saveQueue']>(async () => ({ version: 1, tracks: [], current_index: 0, position_ms: 0, shuffle: false, repeat: 'off', device: null, updated_at: null }));
  const reportState = vi.fn<ConnectCalls['reportState']>(async () => undefined);
  const calls = {
    openChannel: () => new Promise<never>(() => undefined),
    devices: async () => [],
    send: async () => undefined,
    reportState,
    queue: () => new Promise<never>(() => undefined),
    saveQueue,
    ...overrides,
  } as unknown as ConnectCalls;
  const connect = createConnectService({ player, toPlayerTrack, calls, thisDeviceId: 'web-1' });
  return { audio, player, connect, saveQueue, reportState };
}

afterEach(() => vi.useRealTimers());

describe('Connect while a track starts', () => {
  it('saves the queue and reports the state once the new track plays, not beside its audio request', async () => {
    const { audio, player, connect, saveQueue, reportState } = setUp();
    player.actor.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 0 });
    expect(saveQueue).not.toHaveBeenCalled();
    expect(reportState).not.toHaveBeenCalled();

    audio.dispatchEvent(new Event('playing'));
    expect(saveQueue).toHaveBeenCalledOnce();
    expect(saveQueue.mock.calls[0]?.[0]).toMatchObject({ track_ids: ['a', 'b'], current_index: 0 });
    await vi.waitFor(() => expect(reportState).toHaveBeenCalled());
    expect(reportState.mock.calls[0]?.[0]).toMatchObject({ trackId: 'a', playing: true });
    connect.dispose();
    player.dispose();
  });

  it('saves after 2 s when the audio does not start', () => {
    vi.useFakeTimers();
    const { player, connect, saveQueue } = setUp();
    player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    vi.advanceTimersByTime(1_999);
    expect(saveQueue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(saveQueue).toHaveBeenCalledOnce();
    connect.dispose();
    player.dispose();
  });

  it('saves a pause at once', () => {
    const { audio, player, connect, saveQueue } = setUp();
    player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    audio.dispatchEvent(new Event('playing'));
    saveQueue.mockClear();
    player.actor.send({ type: 'playback.pause' });
    expect(saveQueue).toHaveBeenCalledOnce();
    connect.dispose();
    player.dispose();
  });
});

describe("Connect: the playing device's saves and a remote's edit", () => {
  const stored = (ids: string[], version: number) => ({ version, tracks: ids.map((id) => ({ id })), current_index: 0, position_ms: 0, shuffle: false, repeat: 'off' as const, device: null, updated_at: null });

  it('a save of the same songs names the version it knows; refused as stale, the device plays the stored queue instead of undoing the edit', async () => {
    const queue = vi.fn(async () => stored(['a', 'c'], 2));
    const { audio, player, connect, saveQueue } = setUp({ queue } as unknown as Partial<ConnectCalls>, (track) => song((track as { id: string }).id));
    player.actor.send({ type: 'queue.set', tracks: [song('a'), song('b'), song('c')], startIndex: 0 });
    audio.dispatchEvent(new Event('playing'));
    // The first save knows no version yet: it replaces the queue as before.
    expect(saveQueue.mock.calls[0]?.[0]).not.toHaveProperty('based_on_version');
    await vi.waitFor(() => expect(saveQueue).toHaveReturned());
    await Promise.resolve();

    // A remote removed b (version 2) before this device heard of it: its position save is refused.
    saveQueue.mockResolvedValueOnce('stale');
    const readsBefore = queue.mock.calls.length;
    player.actor.send({ type: 'playback.pause' });
    expect(saveQueue.mock.calls[1]?.[0]).toMatchObject({ track_ids: ['a', 'b', 'c'], based_on_version: 1 });
    await vi.waitFor(() => expect(player.actor.getSnapshot().context.queue.map((item) => item.id)).toEqual(['a', 'c']));
    expect(queue.mock.calls.length).toBe(readsBefore + 1);

    // Its next save names the version it now plays.
    player.actor.send({ type: 'playback.play' });
    audio.dispatchEvent(new Event('playing'));
    player.actor.send({ type: 'playback.pause' });
    expect(saveQueue.mock.calls.at(-1)?.[0]).toMatchObject({ track_ids: ['a', 'c'], based_on_version: 2 });
    connect.dispose();
    player.dispose();
  });
});
