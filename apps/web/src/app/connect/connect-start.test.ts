import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteDevice } from '@tangerine/connect-machine';
import { FUTURE_EXPIRY, fakeAudio, fakeBackend } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';
import { createPlayerService } from '@tangerine/player-web/player-service';
import { PLAYER_STORAGE_KEY } from '@tangerine/player-web';
import { createBrowserSession, memoryStorage } from '../../lib/session';
import type { ConnectCalls, PlayQueueAnswer } from '@tangerine/connect-web/connect-calls';
import { startConnect } from '@tangerine/connect-web/connect-start';
import * as connectService from '@tangerine/connect-web/connect-service';
import { trackToPlayerItem } from '@tangerine/player-web';

const THIS = 'web-1';
const emptyQueue: PlayQueueAnswer = { version: 0, tracks: [], current_index: 0, position_ms: 0, shuffle: false, repeat: 'off', device: null, updated_at: null };
const savedOne = { ...emptyQueue, version: 3, tracks: [{ id: 'a', title: 'Song a' }], device: 'Kitchen' } as unknown as PlayQueueAnswer;
const kitchen = (playing: boolean): RemoteDevice => ({
  deviceId: 'web-kitchen',
  name: 'Kitchen',
  thisDevice: false,
  state: { trackId: 'a', title: 'A', artist: 'X', artworkUrl: null, durationMs: 1000, positionMs: 0, playing, volume: 1, shuffle: false, repeat: 'off', queueVersion: 1, at: Date.now() },
});

/** A channel whose server events the test writes. */
function fakeChannel() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    openChannel: vi.fn(async () => ({ status: 200, body })),
    send: (event: string, data: object) => controller?.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller?.close(),
  };
}

function activatedPlayer(storage = memoryStorage()) {
  const session = createBrowserSession(storage);
  session.activate({ code: 'ABCD-EFGH-IJKL', expiryDate: FUTURE_EXPIRY, deviceId: THIS, accessToken: 'a', refreshToken: 'r' });
  const audio = fakeAudio();
  return { audio, player: createPlayerService({ audio, storage, session, backend: fakeBackend(), yieldToMediaLoad: true }) };
}

/** Storage holding the queue a player saved before the page's reload. */
function savedPlayerStorage() {
  const storage = memoryStorage();
  const { player } = activatedPlayer(storage);
  player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
  player.dispose();
  expect(storage.getItem(PLAYER_STORAGE_KEY)).not.toBeNull();
  return storage;
}

function setUp({ queue = emptyQueue, devices = [] as RemoteDevice[], restored = false } = {}) {
  const { audio, player } = activatedPlayer(restored ? savedPlayerStorage() : undefined);
  const channel = fakeChannel();
  const calls = {
    openChannel: channel.openChannel,
    devices: vi.fn(async () => [{ deviceId: THIS, name: 'Here', thisDevice: true, state: null }, ...devices]),
    send: async () => undefined,
    reportState: vi.fn(async () => undefined),
    queue: vi.fn(async () => queue),
    saveQueue: vi.fn(async () => null),
  } as unknown as ConnectCalls;
  const load = vi.fn(async () => connectService);
  const create = vi.spyOn(connectService, 'createConnectService');
  const stop = startConnect({ player, toPlayerTrack: trackToPlayerItem, calls, thisDeviceId: THIS, load });
  return { player, audio, calls, channel, load, create, stop };
}

afterEach(() => vi.restoreAllMocks());

describe('Connect start', () => {
  it('opens the channel and reads devices and the saved queue, without the machine when there is nothing to do', async () => {
    const { calls, channel, load, stop } = setUp();
    await vi.waitFor(() => expect(channel.openChannel).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(calls.devices).toHaveBeenCalledOnce());
    expect(calls.queue).toHaveBeenCalledOnce();
    channel.send('devices', {});
    await vi.waitFor(() => expect(calls.devices).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it('loads the machine for a saved queue to continue, which offers it without reading it again', async () => {
    const { calls, create, stop } = setUp({ queue: savedOne });
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    const service = create.mock.results[0]?.value as connectService.ConnectService;
    await vi.waitFor(() => expect(service.offer()).toEqual({ title: 'Song a', deviceName: 'Kitchen' }));
    expect(calls.queue).toHaveBeenCalledOnce();
    stop();
  });

  it('loads the machine when another device plays, and it becomes that device’s remote on the open channel', async () => {
    const { create, stop } = setUp({ devices: [kitchen(true)] });
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    const service = create.mock.results[0]?.value as connectService.ConnectService;
    await vi.waitFor(() => expect(service.actor.getSnapshot().hasTag('remote')).toBe(true));
    expect(service.actor.getSnapshot().hasTag('connected')).toBe(true);
    stop();
  });

  it('stays light while another device is only online, paused', async () => {
    const { calls, load, stop } = setUp({ devices: [kitchen(false)] });
    await vi.waitFor(() => expect(calls.devices).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it('gives a command that arrived before the machine to it once loaded', async () => {
    const { player, channel, create, stop } = setUp();
    await vi.waitFor(() => expect(channel.openChannel).toHaveBeenCalledOnce());
    player.actor.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 0 });
    const skip = vi.spyOn(player.actor, 'send');
    channel.send('command', { type: 'next', from_device_id: 'web-kitchen' });
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(skip).toHaveBeenCalledWith(expect.objectContaining({ type: 'queue.next' })));
    stop();
  });

  it('loads the machine for a restored queue, which saves it and reports this device’s state', async () => {
    const { calls, create, stop } = setUp({ restored: true });
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(calls.queue).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(calls.saveQueue).toHaveBeenCalledOnce());
    stop();
  });

  it('loads the machine after a first play’s audio has started', async () => {
    const { player, audio, create, stop } = setUp();
    player.actor.send({ type: 'queue.set', tracks: [song('a')], startIndex: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(create).not.toHaveBeenCalled();
    audio.dispatchEvent(new Event('playing'));
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    stop();
  });

  it('hands a lost channel to the machine, which opens it again', async () => {
    const { channel, create, stop } = setUp();
    await vi.waitFor(() => expect(channel.openChannel).toHaveBeenCalledOnce());
    channel.close();
    await vi.waitFor(() => expect(create).toHaveBeenCalledOnce());
    const service = create.mock.results[0]?.value as connectService.ConnectService;
    await vi.waitFor(() => expect(service.actor.getSnapshot().hasTag('reconnecting')).toBe(true));
    // The machine's first reconnection comes after a second.
    await vi.waitFor(() => expect(channel.openChannel).toHaveBeenCalledTimes(2), { timeout: 2000 });
    stop();
  });

  it('neither logs out nor opens the channel again when another tab of this device opened one', async () => {
    const { channel, calls, create, stop } = setUp();
    await vi.waitFor(() => expect(channel.openChannel).toHaveBeenCalledOnce());
    channel.send('replaced', { message: 'This device opened another channel' });
    channel.close();
    // Longer than the machine's first reconnection.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(channel.openChannel).toHaveBeenCalledOnce();
    expect(create).not.toHaveBeenCalled();
    expect(calls.devices).toHaveBeenCalledTimes(1);
    stop();
  });
});
