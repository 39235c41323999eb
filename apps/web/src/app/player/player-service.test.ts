import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUTURE_EXPIRY, fakeAudio, fakeBackend, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';
import { createBrowserSession, memoryStorage } from '../../lib/session';
import { createPlayerService } from '@tangerine/player-web/player-service';

describe('player service activity', () => {
  it('lets logout wait until the stop-activity call has finished, so it still carries the token', async () => {
    let finish: () => void = () => undefined;
    const stopActivity = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const services = testServices({ activated: {}, backend: { stopActivity } });
    const { actor } = services.player;

    actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    actor.send({ type: 'queue.clear' });
    expect(stopActivity).toHaveBeenCalledOnce();

    let settled = false;
    const waiting = services.player.activitySettled(60_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up waiting after the timeout, so logout never hangs on the network', async () => {
    const services = testServices({ activated: {}, backend: { stopActivity: () => new Promise<void>(() => undefined) } });
    services.player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    services.player.actor.send({ type: 'queue.clear' });
    await expect(services.player.activitySettled(10)).resolves.toBeUndefined();
  });
});

describe('player service yielding to the media load', () => {
  function yieldingPlayer() {
    const audio = fakeAudio();
    const heartbeat = vi.fn(async () => undefined);
    const storage = memoryStorage();
    const session = createBrowserSession(storage);
    session.activate({ code: 'ABCD-EFGH-IJKL', expiryDate: FUTURE_EXPIRY, deviceId: 'web-1', accessToken: 'a', refreshToken: 'r' });
    const player = createPlayerService({ audio, storage, session, backend: fakeBackend({ heartbeat }), yieldToMediaLoad: true });
    return { audio, heartbeat, player };
  }

  afterEach(() => vi.useRealTimers());

  it('shows a new track and sends its heartbeat once its audio plays, not while its first bytes load', () => {
    const { audio, heartbeat, player } = yieldingPlayer();
    const seen: Array<string | undefined> = [];
    player.view.subscribe(() => seen.push(player.view.getSnapshot().context.queue[0]?.id));

    player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    expect(audio.play).toHaveBeenCalledOnce();
    expect(player.view.getSnapshot().context.queue).toHaveLength(0);
    expect(heartbeat).not.toHaveBeenCalled();

    audio.dispatchEvent(new Event('loadstart'));
    expect(heartbeat).not.toHaveBeenCalled();
    expect(seen).toEqual([]);

    audio.dispatchEvent(new Event('playing'));
    expect(heartbeat).toHaveBeenCalledOnce();
    expect(seen).toEqual(['a']);
    expect(player.view.getSnapshot()).toBe(player.actor.getSnapshot());
    player.dispose();
  });

  it('shows the new track after 400 ms when the audio is slow to start', () => {
    vi.useFakeTimers();
    const { player } = yieldingPlayer();
    player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    vi.advanceTimersByTime(399);
    expect(player.view.getSnapshot().context.queue).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(player.view.getSnapshot().context.queue).toHaveLength(1);
    player.dispose();
  });

  it('sends the heartbeat after 2 s when the audio does not start', () => {
    vi.useFakeTimers();
    const { heartbeat, player } = yieldingPlayer();
    player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    vi.advanceTimersByTime(1_999);
    expect(heartbeat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(heartbeat).toHaveBeenCalledOnce();
    player.dispose();
  });

  it('follows every other change at once', () => {
    const { audio, player } = yieldingPlayer();
    player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    audio.dispatchEvent(new Event('playing'));
    player.actor.send({ type: 'volume.set', volume: 0.3 });
    expect(player.view.getSnapshot().context.volume).toBe(0.3);
    player.dispose();
  });
});

describe('player service effects that fail', () => {
  it('keeps the player alive when an effect throws: the fault is logged, the player pauses, and plays again', async () => {
    const audio = fakeAudio();
    const services = testServices({ activated: {}, audio });
    const { actor } = services.player;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    actor.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 0 });
    vi.mocked(audio.play).mockClear();

    vi.mocked(audio.pause).mockImplementationOnce(() => {
      throw new Error('element gone');
    });
    actor.send({ type: 'playback.pause' });
    await Promise.resolve();

    expect(actor.getSnapshot().status).toBe('active');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('pauseMedia failed: element gone'));
    actor.send({ type: 'playback.play' });
    expect(audio.play).toHaveBeenCalled();
    logged.mockRestore();
  });
});
