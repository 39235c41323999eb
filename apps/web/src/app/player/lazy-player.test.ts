import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectCurrentTrack, selectIsPlaying, toPersistedState } from '@tangerine/player-machine';
import { FUTURE_EXPIRY, fakeAudio, fakeBackend } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';
import { createBrowserSession, memoryStorage } from '../../lib/session';
import { lazyPlayer } from '@tangerine/player-web/lazy-player';
import { PLAYER_STORAGE_KEY } from '@tangerine/player-web';
import { createPlayerService, type PlayerService } from '@tangerine/player-web/player-service';

/** A lazy player whose module "loads" when the test says so. */
function setup({ saved, yieldToMediaLoad = false }: { saved?: ReturnType<typeof toPersistedState>; yieldToMediaLoad?: boolean } = {}) {
  const storage = memoryStorage();
  if (saved) storage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(saved));
  const session = createBrowserSession(storage);
  session.activate({ code: 'ABCD-EFGH-IJKL', expiryDate: FUTURE_EXPIRY, deviceId: 'web-1', accessToken: 'a', refreshToken: 'r' });
  const audio = fakeAudio();
  const backend = fakeBackend();
  const loads: Array<{ resolve: (service: PlayerService) => void; reject: (error: Error) => void }> = [];
  const load = vi.fn(() => new Promise<PlayerService>((resolve, reject) => loads.push({ resolve, reject })));
  const player = lazyPlayer({ audio, storage, session, load });
  const finishLoad = async () => {
    const loaded = player.warm();
    loads.at(-1)?.resolve(createPlayerService({ audio, storage, session, backend, yieldToMediaLoad }));
    await loaded;
    await Promise.resolve();
  };
  return { storage, audio, player, load, loads, finishLoad };
}

afterEach(() => vi.restoreAllMocks());

describe('lazyPlayer', () => {
  it('runs a call after the audio of a track sent while loading has started; at once when nothing loads', async () => {
    const { player, audio, finishLoad } = setup({ yieldToMediaLoad: true });
    const early = vi.fn();
    player.afterAudioStarts(early);
    expect(early).toHaveBeenCalledOnce();

    player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    const afterStart = vi.fn();
    player.afterAudioStarts(afterStart);
    await finishLoad();
    expect(afterStart).not.toHaveBeenCalled();
    audio.dispatchEvent(new Event('playing'));
    expect(afterStart).toHaveBeenCalledOnce();
  });

  it('loads nothing until warmed, and shows an idle player until the machine is there', () => {
    const { player, load } = setup();
    expect(load).not.toHaveBeenCalled();
    void player.warm();
    void player.warm();
    expect(load).toHaveBeenCalledOnce();
    const snapshot = player.view.getSnapshot();
    expect(snapshot.hasTag('idle')).toBe(true);
    expect(selectCurrentTrack(snapshot)).toBeNull();
    expect(player.view.getSnapshot()).toBe(snapshot);
  });

  it('shows a restored track paused before the machine has loaded', () => {
    const tracks = [song('a'), song('b')];
    const { player } = setup({ saved: toPersistedState({ queue: tracks, originalQueue: tracks, currentIndex: 1, isShuffled: false, repeatMode: 'all', volume: 0.4, muted: false, currentTime: 30 }) });
    const snapshot = player.view.getSnapshot();
    expect(selectCurrentTrack(snapshot)?.id).toBe('b');
    expect(snapshot.hasTag('paused')).toBe(true);
    expect(snapshot.context.currentTime).toBe(30);
    expect(player.actor.getSnapshot()).toBe(snapshot);
  });

  it('sends the events that came before the machine to it in order, then tells the view', async () => {
    const { player, audio, finishLoad } = setup();
    const seen: string[] = [];
    player.view.subscribe(() => seen.push(selectCurrentTrack(player.view.getSnapshot())?.id ?? 'none'));
    player.actor.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 0 });
    player.actor.send({ type: 'queue.next' });
    expect(audio.play).not.toHaveBeenCalled();

    await finishLoad();
    const snapshot = player.view.getSnapshot();
    expect(selectCurrentTrack(snapshot)?.id).toBe('b');
    expect(selectIsPlaying(snapshot)).toBe(true);
    expect(audio.play).toHaveBeenCalled();
    expect(seen.at(-1)).toBe('b');

    player.actor.send({ type: 'playback.pause' });
    expect(selectIsPlaying(player.view.getSnapshot())).toBe(false);
    expect(seen.length).toBeGreaterThan(1);
  });

  it('passes actor snapshots to actor subscribers once loaded', async () => {
    const { player, finishLoad } = setup();
    const snapshots: boolean[] = [];
    const subscription = player.actor.subscribe((snapshot) => snapshots.push(selectIsPlaying(snapshot)));
    await finishLoad();
    player.actor.send({ type: 'track.play', track: song('a') });
    expect(snapshots.at(-1)).toBe(true);
    subscription.unsubscribe();
    player.actor.send({ type: 'playback.pause' });
    expect(snapshots.at(-1)).toBe(true);
  });

  it('logs a failed load and retries with the next event, keeping the earlier ones', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { player, load, loads } = setup();
    player.actor.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 0 });
    loads[0]?.reject(new Error('chunk failed'));
    await player.warm();
    expect(error).toHaveBeenCalledWith('The player did not load', expect.any(Error));
    expect(player.view.getSnapshot().hasTag('idle')).toBe(true);

    player.actor.send({ type: 'queue.next' });
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]?.resolve(createPlayerService({ audio: fakeAudio(), storage: memoryStorage(), session: createBrowserSession(memoryStorage()), backend: fakeBackend() }));
    await vi.waitFor(() => expect(selectCurrentTrack(player.view.getSnapshot())?.id).toBe('b'));
  });

  it('waits on logout for a machine still loading, at most the time given, and stops a service that arrives after dispose', async () => {
    const { player, loads, audio, storage } = setup();
    await expect(player.activitySettled(10)).resolves.toBeUndefined();
    const loaded = player.warm();
    await expect(player.activitySettled(10)).resolves.toBeUndefined();
    player.dispose();
    const service = createPlayerService({ audio, storage, session: createBrowserSession(memoryStorage()), backend: fakeBackend() });
    const dispose = vi.spyOn(service, 'dispose');
    loads[0]?.resolve(service);
    await expect(loaded).resolves.toBeNull();
    expect(dispose).toHaveBeenCalledOnce();
  });

  it('lets a logout that loads the machine wait for the stop-activity that its queue.clear sends', async () => {
    const { player, loads, audio, storage } = setup();
    player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    player.actor.send({ type: 'queue.clear' });
    let stopped: () => void = () => undefined;
    const backend = { ...fakeBackend(), stopActivity: vi.fn(() => new Promise<void>((resolve) => (stopped = resolve))) };
    const session = createBrowserSession(storage);
    let settled = false;
    const settling = player.activitySettled(1000).then(() => (settled = true));
    loads[0]?.resolve(createPlayerService({ audio, storage, session, backend }));
    await vi.waitFor(() => expect(backend.stopActivity).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(settled).toBe(false);
    stopped();
    await settling;
    expect(settled).toBe(true);
  });
});
