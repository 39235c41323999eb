import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteDevice } from '@tangerine/connect-machine';
import { json } from '../../api/test-support/api-harness';
import { setConnectService, type ConnectService } from '@tangerine/connect-web';
import { apiErrorFrom } from '@tangerine/api';
import type { ConnectCalls } from '@tangerine/connect-web/connect-calls';
import { createConnectService } from '@tangerine/connect-web/connect-service';
import { EMPTY_FAVORITES, renderApp, testServices } from '../../test-support/render-app';
import { track } from '../../test-support/fixtures';
import { trackToPlayerItem } from '@tangerine/player-web';

const THIS = 'web-1700000000000abcdefghi';
const KITCHEN = 'web-kitchen';
const songs = [track({ id: '1', title: 'First' }), track({ id: '2', title: 'Second' }), track({ id: '3', title: 'Third' }), track({ id: '4', title: 'Fourth' })];
const savedQueue = (ids: string[], current: number, version: number) => ({ tracks: ids.map((id) => songs[Number(id) - 1]), current_index: current, position_ms: 0, shuffle: false, repeat: 'off', device: 'Kitchen', updated_at: '2026-11-25T10:00:00Z', version });
const kitchenPlays = (trackId = '2', queueVersion = 7) => ({ trackId, title: 'Second', artist: 'The Peels', artworkUrl: null, durationMs: 215_000, positionMs: 10_000, playing: true, volume: 0.8, shuffle: false, repeat: 'off' as const, queueVersion, at: Date.now() });
const devices = (): RemoteDevice[] => [
  { deviceId: THIS, name: 'Chrome on Linux', thisDevice: true, state: null },
  { deviceId: KITCHEN, name: 'Kitchen speaker', thisDevice: false, state: kitchenPlays() },
];

let service: ConnectService | null = null;
afterEach(() => {
  act(() => setConnectService(null));
  service?.dispose();
  service = null;
});

/** The app as a remote of the kitchen speaker; `queue` answers GET /api/v1/play-queue, `send` the commands. */
async function remoteOfKitchen(options: { queue: () => unknown; send?: ConnectCalls['send'] }) {
  const requests: string[] = [];
  let liked = false;
  const services = testServices({
    activated: {},
    answer: (request) => {
      const path = new URL(request.url).pathname;
      requests.push(`${request.method} ${path}`);
      if (path === '/api/v1/play-queue') return json(200, options.queue());
      const entry = { track: songs[1], created_at: '2026-11-25T10:00:00Z' };
      if (request.method === 'GET' && path === '/api/v1/favorites') return json(200, liked ? { ...EMPTY_FAVORITES, total: 1, total_pages: 1, favorites: [entry] } : EMPTY_FAVORITES);
      if (request.method === 'POST' && path === '/api/v1/favorites/2') {
        liked = true;
        return json(201, entry);
      }
      return json(404, { message: 'none' });
    },
  });
  const send = vi.fn<ConnectCalls['send']>(options.send ?? (async () => undefined));
  const calls: ConnectCalls = {
    openChannel: () => new Promise(() => undefined),
    devices: async () => devices(),
    send,
    reportState: async () => undefined,
    queue: async () => savedQueue([], 0, 0) as never,
    saveQueue: async () => null,
  };
  service = createConnectService({ player: services.player, toPlayerTrack: trackToPlayerItem, calls, thisDeviceId: THIS });
  act(() => {
    setConnectService(service);
    service?.actor.send({ type: 'devices.updated', devices: devices() });
    service?.actor.send({ type: 'devices.playOn', deviceId: KITCHEN, localActive: false });
  });
  const view = renderApp('/queue', services);
  await screen.findByRole('region', { name: 'Now Playing' });
  // The player bar is a chunk apart from the Queue screen: on a busy machine it shows a while after it.
  await screen.findByRole('region', { name: 'Player' });
  return { ...view, services, send, requests, actor: (service as ConnectService).actor };
}

describe('a remote’s Queue screen', () => {
  it('shows the controlled device’s queue; playing a row and removing one are edits sent there with the version shown', async () => {
    const user = userEvent.setup();
    const { send } = await remoteOfKitchen({ queue: () => savedQueue(['1', '2', '3', '4'], 1, 7) });
    expect(within(screen.getByRole('region', { name: 'Now Playing' })).getByText('Second')).toBeInTheDocument();
    expect(screen.getAllByText('Playing on Kitchen speaker').length).toBeGreaterThan(0);
    const upNext = screen.getByRole('region', { name: 'Up Next (2)' });
    await user.click(within(upNext).getByRole('button', { name: 'Remove Fourth from queue' }));
    expect(send).toHaveBeenLastCalledWith(KITCHEN, { type: 'queue', trackIds: ['1', '2', '3'], currentIndex: 1, queueVersion: 7 });
    await user.click(within(screen.getByRole('region', { name: 'Previously Played (1)' })).getByRole('button', { name: 'Remove First from queue' }));
    expect(send).toHaveBeenLastCalledWith(KITCHEN, { type: 'queue', trackIds: ['2', '3', '4'], currentIndex: 0, queueVersion: 7 });
    await user.click(within(upNext).getByRole('button', { name: /^Third/ }));
    expect(send).toHaveBeenLastCalledWith(KITCHEN, { type: 'queue', trackIds: ['1', '2', '3', '4'], currentIndex: 2, queueVersion: 7 });
  });

  it('reads the queue again when the device reports a new version, and when an edit lost to another (409): never a silent reset', async () => {
    const user = userEvent.setup();
    let queue = savedQueue(['1', '2', '3'], 1, 7);
    const { actor } = await remoteOfKitchen({ queue: () => queue, send: async () => Promise.reject(apiErrorFrom(409, { code: 'stale_queue' })) });
    queue = savedQueue(['1', '2', '3', '4'], 1, 8);
    act(() => actor.send({ type: 'state.received', deviceId: KITCHEN, state: kitchenPlays('2', 8) }));
    expect(await screen.findByRole('region', { name: 'Up Next (2)' })).toBeInTheDocument();
    // Another device's edit came first: the server refuses this one, the screen reads the queue again and says so.
    queue = savedQueue(['2', '4'], 0, 9);
    await user.click(within(screen.getByRole('region', { name: 'Up Next (2)' })).getByRole('button', { name: 'Remove Third from queue' }));
    expect(await screen.findByText('The queue changed on another device: this is the queue now')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Up Next (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Previously Played/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('The queue changed on another device: this is the queue now')).not.toBeInTheDocument();
  });

  it('takes the version the server saved an accepted edit as, and reads the queue again', async () => {
    const user = userEvent.setup();
    let queue = savedQueue(['1', '2', '3'], 1, 7);
    const { actor, send } = await remoteOfKitchen({ queue: () => queue, send: async () => 8 });
    queue = savedQueue(['1', '2'], 1, 8);
    await user.click(within(screen.getByRole('region', { name: 'Up Next (1)' })).getByRole('button', { name: 'Remove Third from queue' }));
    expect(await screen.findByRole('region', { name: 'Up Next (0)' })).toBeInTheDocument();
    expect(actor.getSnapshot().context.remoteState?.queueVersion).toBe(8);
    await user.click(within(screen.getByRole('region', { name: 'Previously Played (1)' })).getByRole('button', { name: 'Remove First from queue' }));
    expect(send).toHaveBeenLastCalledWith(KITCHEN, { type: 'queue', trackIds: ['2'], currentIndex: 0, queueVersion: 8 });
  });
});

describe('a remote’s player bar', () => {
  const bar = () => within(screen.getByRole('region', { name: 'Player' }));
  const button = (name: string) => bar().getAllByRole('button', { name, hidden: true })[0] as HTMLElement;

  it('says whether the device plays or is paused there, and names a device that went away with nothing playing', async () => {
    const { actor } = await remoteOfKitchen({ queue: () => savedQueue(['1', '2', '3'], 1, 7) });
    expect(bar().getByRole('status')).toHaveTextContent('Playing on Kitchen speaker');
    expect(button('Pause')).toBeInTheDocument();
    act(() => actor.send({ type: 'state.received', deviceId: KITCHEN, state: { ...kitchenPlays(), playing: false } }));
    expect(bar().getByRole('status')).toHaveTextContent('Paused on Kitchen speaker');
    expect(button('Play')).toBeInTheDocument();
    act(() => actor.send({ type: 'state.received', deviceId: KITCHEN, state: kitchenPlays() }));
    act(() => actor.send({ type: 'devices.updated', devices: devices().slice(0, 1) }));
    expect(bar().getByRole('status')).toHaveTextContent('Kitchen speaker is no longer available');
    expect(bar().queryAllByRole('button', { name: 'Pause', hidden: true })).toHaveLength(0);
    expect(button('Play')).toBeInTheDocument();
  });

  it('likes the controlled device’s song', async () => {
    const user = userEvent.setup();
    const { requests } = await remoteOfKitchen({ queue: () => savedQueue(['1', '2', '3'], 1, 7) });
    await waitFor(() => expect(requests).toContain('GET /api/v1/favorites'));
    await user.click(button('Like'));
    await waitFor(() => expect(requests).toContain('POST /api/v1/favorites/2'));
    await waitFor(() => expect(button('Unlike')).toBeInTheDocument());
  });

  it('opens the controlled device’s queue, and its track fullscreen with Up Next, closing back to the bar', async () => {
    const user = userEvent.setup();
    const { router } = await remoteOfKitchen({ queue: () => savedQueue(['1', '2', '3'], 1, 7) });
    await act(() => router.navigate('/search'));
    await user.click(button('Queue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/queue'));
    expect(await screen.findByRole('region', { name: 'Up Next (1)' })).toBeInTheDocument();
    await user.click(button('Fullscreen'));
    const fullscreen = await screen.findByRole('dialog');
    expect(within(fullscreen).getAllByText('Second').length).toBeGreaterThan(0);
    expect(within(fullscreen).getByText('Citrus Dreams')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
    await user.click(within(fullscreen).getByRole('button', { name: 'Up Next' }));
    expect(within(within(fullscreen).getByRole('region', { name: 'Up Next' })).getByText('Third')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('region', { name: 'Player' })).toBeInTheDocument();
  });
});
