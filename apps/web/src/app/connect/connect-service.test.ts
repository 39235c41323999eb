import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUTURE_EXPIRY, fakeAudio, fakeBackend } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';
import { createPlayerService } from '@tangerine/player-web/player-service';
import { createBrowserSession, memoryStorage } from '../../lib/session';
import type { ConnectCalls } from '@tangerine/connect-web/connect-calls';
import { createConnectService } from '@tangerine/connect-web/connect-service';
import { trackToPlayerItem } from '@tangerine/player-web';

function setUp() {
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
  } as unknown as ConnectCalls;
  const connect = createConnectService({ player, toPlayerTrack: trackToPlayerItem, calls, thisDeviceId: 'web-1' });
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
