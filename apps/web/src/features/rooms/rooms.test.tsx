import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRoomStreamingQuality, trackToPlayerItem } from '@tangerine/player-web';
import { createRoomService, ROOM_STREAMING_QUALITY } from '@tangerine/rooms-web/room-service';
import { selectCurrentTrack } from '@tangerine/player-machine';
import { setConnectService, type ConnectService } from '@tangerine/connect-web';
import type { ConnectCalls } from '@tangerine/connect-web/connect-calls';
import { createConnectService } from '@tangerine/connect-web/connect-service';
import { json } from '../../api/test-support/api-harness';
import { setRoomService, type RoomService } from '@tangerine/rooms-web';
import { apiErrorFrom } from '@tangerine/api';
import type { RoomAnswer, RoomCalls } from '@tangerine/rooms-web/room-calls';
import { EMPTY_FAVORITES, renderApp, testServices } from '../../test-support/render-app';
import { track } from '../../test-support/fixtures';
// Each test renders the whole app; on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 90_000 });

const THIS = 'web-1700000000000abcdefghi';
const KITCHEN = 'web-kitchen';
// Streams on the server's audio route: only those take a `quality=` (the room's, or the listener's own).
const songs = ['First', 'Second', 'Third'].map((title, i) => track({ id: String(i + 1), title, stream_url: `/api/v1/media/audio/${i + 1}?expires=4102444800&signature=sig` }));

function roomAnswer(overrides: Partial<RoomAnswer> = {}): RoomAnswer {
  return {
    room_id: 'room-1',
    role: 'guest',
    host_device_id: KITCHEN,
    members: [
      { device_id: KITCHEN, name: 'Kitchen laptop', guest: false },
      { device_id: THIS, name: 'Chrome on Linux', guest: true },
    ],
    queue: ['1', '2'],
    queue_offset: 0,
    queue_length: 2,
    current_index: 0,
    playback: { track_id: '1', started_at_ms: null, paused_position_ms: 0, playing: false },
    join_code: null,
    version: 1,
    voting: false,
    proposals: [],
    ...overrides,
  };
}

/** listRoomQueue over a 10,000-track room queue whose place i holds songs[i % 3]; each call's query is kept. */
const ROOM_QUEUE_LENGTH = 10_000;
const roomQueueCalls: URLSearchParams[] = [];
function roomQueuePage(query: URLSearchParams) {
  roomQueueCalls.push(query);
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 100);
  const ids = Array.from({ length: Math.max(0, Math.min(limit, ROOM_QUEUE_LENGTH - offset)) }, (_, i) => String(((offset + i) % 3) + 1));
  return { offset, total: ROOM_QUEUE_LENGTH, track_ids: ids, tracks: songs.filter((song) => ids.includes(song.id)) };
}

let rooms: RoomService | null = null;
let connect: ConnectService | null = null;
afterEach(() => {
  act(() => {
    setRoomService(null);
    setConnectService(null);
  });
  rooms?.dispose();
  connect?.dispose();
  rooms = connect = null;
});

/** The app with a room service on fake rooms calls; `current` is what getCurrentRoom answers. */
function appWithRooms(path: string, calls: Partial<RoomCalls> = {}, favorites: unknown = EMPTY_FAVORITES) {
  const services = testServices({
    activated: {},
    answer: (request) => {
      const url = new URL(request.url);
      const path = url.pathname;
      if (path === '/api/v1/rooms/current/queue') return json(200, roomQueuePage(url.searchParams));
      const song = songs.find((s) => path === `/api/v1/browse/tracks/${s.id}`);
      if (song) return json(200, song);
      return path === '/api/v1/favorites' ? json(200, favorites) : json(404, { message: 'none' });
    },
  });
  const fake: RoomCalls = {
    playInSync: vi.fn(async () => roomAnswer({ role: 'member', members: [{ device_id: KITCHEN, name: 'Kitchen laptop', guest: false }, { device_id: THIS, name: 'Chrome on Linux', guest: false }] })),
    current: vi.fn(async () => null),
    leave: vi.fn(async () => undefined),
    invite: vi.fn(async () => ({ code: 'K7M2QX', link: '/join/K7M2QX' })),
    removeGuest: vi.fn(async () => roomAnswer({ role: 'host', host_device_id: THIS, members: [{ device_id: THIS, name: 'Chrome on Linux', guest: false }] })),
    join: vi.fn(async () => roomAnswer()),
    command: vi.fn(async () => roomAnswer({ queue: ['1', '3', '2'] })),
    askClock: vi.fn(async () => undefined),
    songStarted: vi.fn(async () => roomAnswer()),
    track: vi.fn(async (id: string) => songs.find((s) => s.id === id) ?? Promise.reject(apiErrorFrom(404, { code: 'not_found' }))),
    ...calls,
  };
  rooms = createRoomService({ calls: fake, player: { actor: services.player.actor, audioContext: () => null, heardPosition: () => null, nudgeRate: () => undefined, setStreamingQuality: setRoomStreamingQuality }, toPlayerTrack: trackToPlayerItem, thisDeviceId: THIS, now: () => Date.now() });
  act(() => setRoomService(rooms));
  return { ...renderApp(path, services), calls: fake, services };
}

// The player bar is its own chunk: under load it may show a while after the screen does.
const bar = async () => within(await screen.findByRole('region', { name: 'Player' }, { timeout: 20_000 }));

describe('joining a room as a guest', () => {
  it('"Join room" with the typed "Room code" joins, then shows the room’s queue and now-playing', async () => {
    const user = userEvent.setup();
    const { calls, services, router } = appWithRooms('/join');
    await user.type(await screen.findByLabelText('Room code', {}, { timeout: 30_000 }), 'k7m2qx');
    await user.click(screen.getByRole('button', { name: 'Join room' }));
    expect(calls.join).toHaveBeenCalledWith('K7M2QX');
    await waitFor(() => expect(router.state.location.pathname).toBe('/queue'));
    expect(await within(await screen.findByRole('region', { name: 'Now Playing' }, { timeout: 30_000 })).findByText('First')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Up Next (1)' })).toHaveTextContent('Second');
    expect(selectCurrentTrack(services.player.actor.getSnapshot())?.id).toBe('1');
  });

  it('`/join/CODE` joins at once; a wrong code says so and stays alone', async () => {
    const join = vi.fn(async () => Promise.reject(apiErrorFrom(404, { code: 'invalid_join_code' })));
    const { calls } = appWithRooms('/join/ZZZZZZ', { join });
    expect(await screen.findByText('Invalid room code')).toBeInTheDocument();
    expect(calls.join).toHaveBeenCalledWith('ZZZZZZ');
    expect(rooms?.actor.getSnapshot().hasTag('alone')).toBe(true);
  });
});

describe('the player bar’s "Room" button', () => {
  it('opens the room panel with its members; "Leave room" leaves and this device plays on alone', async () => {
    const user = userEvent.setup();
    const { calls } = appWithRooms('/join/K7M2QX');
    await screen.findByRole('region', { name: 'Now Playing' }, { timeout: 30_000 });
    await user.click(await (await bar()).findByRole('button', { name: 'Room' }, { timeout: 10_000 }));
    const panel = within(screen.getByRole('dialog', { name: 'Room' }));
    expect(panel.getByRole('list', { name: 'Members' })).toHaveTextContent('Kitchen laptop');
    expect(panel.getByRole('list', { name: 'Members' })).toHaveTextContent('Chrome on Linux (this device) · guest');
    // A guest cannot invite.
    expect(panel.queryByRole('button', { name: 'Invite guests' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Leave room' }));
    expect(calls.leave).toHaveBeenCalled();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Player' })).queryByRole('button', { name: 'Room' })).toBeNull(), { timeout: 10_000 });
    expect(within(screen.getByRole('region', { name: 'Now Playing' })).getByText('First')).toBeInTheDocument();
  });

  it('"Invite guests" on the owner’s device shows the 6-character code and the /join/CODE link', async () => {
    const user = userEvent.setup();
    const hosting = roomAnswer({ role: 'host', host_device_id: THIS, members: [{ device_id: THIS, name: 'Chrome on Linux', guest: false }, { device_id: KITCHEN, name: 'Kitchen laptop', guest: false }] });
    const current = vi.fn(async () => hosting);
    const { calls } = appWithRooms('/queue', { current });
    await act(() => rooms?.refresh());
    await screen.findByRole('region', { name: 'Now Playing' }, { timeout: 30_000 });
    current.mockResolvedValue({ ...hosting, join_code: 'K7M2QX' });
    await user.click(await (await bar()).findByRole('button', { name: 'Room' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Invite guests' }));
    expect(calls.invite).toHaveBeenCalled();
    expect(await screen.findByLabelText('Join code')).toHaveTextContent('K7M2QX');
    expect(screen.getByText(`${window.location.origin}/join/K7M2QX`)).toBeInTheDocument();
  });
});

describe('removing a guest', () => {
  it('the owner’s "Remove" per guest removes it from the room', async () => {
    const user = userEvent.setup();
    const hosting = roomAnswer({ role: 'host', host_device_id: THIS, members: [{ device_id: THIS, name: 'Chrome on Linux', guest: false }, { device_id: 'web-phone', name: 'Safari on iOS', guest: true }] });
    const { calls } = appWithRooms('/queue', { current: vi.fn(async () => hosting) });
    await act(() => rooms?.refresh());
    await user.click(await (await bar()).findByRole('button', { name: 'Room' }, { timeout: 10_000 }));
    const panel = within(screen.getByRole('dialog', { name: 'Room' }));
    expect(panel.queryByRole('button', { name: 'Remove Chrome on Linux' })).toBeNull();
    await user.click(panel.getByRole('button', { name: 'Remove Safari on iOS' }));
    expect(calls.removeGuest).toHaveBeenCalledWith('web-phone');
    await waitFor(() => expect(panel.getByRole('list', { name: 'Members' })).not.toHaveTextContent('Safari on iOS'), { timeout: 10_000 });
  });

  it('a removed guest loses the room, its queue and now-playing at once', async () => {
    const { services } = appWithRooms('/join/K7M2QX');
    expect(await within(await screen.findByRole('region', { name: 'Now Playing' }, { timeout: 30_000 })).findByText('First')).toBeInTheDocument();
    act(() => rooms?.channelEvent('room', { room_id: 'room-1', version: -1, ended: 'removed' }));
    await waitFor(() => expect(selectCurrentTrack(services.player.actor.getSnapshot())).toBeNull(), { timeout: 10_000 });
    expect(services.player.actor.getSnapshot().context.queue).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('First')).toBeNull(), { timeout: 10_000 });
    expect(rooms?.actor.getSnapshot().context).toMatchObject({ room: null, endReason: 'removed' });
  });

  it('with its queue gone, the removed guest still sees "You were removed from the room" and dismisses it', async () => {
    const user = userEvent.setup();
    const { services } = appWithRooms('/join/K7M2QX');
    await within(await screen.findByRole('region', { name: 'Now Playing' }, { timeout: 30_000 })).findByText('First', {}, { timeout: 30_000 });
    act(() => rooms?.channelEvent('room', { room_id: 'room-1', version: -1, ended: 'removed' }));
    await waitFor(() => expect(services.player.actor.getSnapshot().context.queue).toHaveLength(0), { timeout: 10_000 });
    const notice = await screen.findByRole('region', { name: 'Room' }, { timeout: 30_000 });
    expect(within(notice).getByRole('status')).toHaveTextContent('You were removed from the room');
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Room' })).toBeNull(), { timeout: 10_000 });
    expect(rooms?.actor.getSnapshot().hasTag('alone')).toBe(true);
  });
});

describe('a long room queue', () => {
  it('follows the page of the queue the room carries: its current track, not the page’s first', async () => {
    // Place 5000 of a 10,000-track queue: the page starts one track before it.
    const paged = roomAnswer({ queue: ['1', '2', '3'], queue_offset: 4999, queue_length: 10_000, current_index: 5000, playback: { track_id: '2', started_at_ms: null, paused_position_ms: 0, playing: false } });
    const { services } = appWithRooms('/join/K7M2QX', { join: vi.fn(async () => paged) });
    await waitFor(() => expect(selectCurrentTrack(services.player.actor.getSnapshot())?.id).toBe('2'), { timeout: 30_000 });
    expect(services.player.actor.getSnapshot().context.queue.map((item) => item.id)).toEqual(['1', '2', '3']);
  });

  it('the Queue screen pages the whole room queue with listRoomQueue: "Up Next" and "Previously Played", 100 rows a page', async () => {
    const user = userEvent.setup();
    roomQueueCalls.length = 0;
    const paged = roomAnswer({ queue: ['1', '2', '3'], queue_offset: 4999, queue_length: ROOM_QUEUE_LENGTH, current_index: 5000, playback: { track_id: '2', started_at_ms: null, paused_position_ms: 0, playing: false } });
    appWithRooms('/join/K7M2QX', { join: vi.fn(async () => paged) });
    const upNext = await screen.findByRole('region', { name: 'Up Next (4,999)' }, { timeout: 30_000 });
    await waitFor(() => expect(within(upNext).getAllByRole('listitem')).toHaveLength(100), { timeout: 10_000 });
    // Place i holds songs[i % 3]: 5001 the first, 5002 the second.
    expect(within(upNext).getAllByRole('listitem')[0]).toHaveTextContent('First');
    expect(within(upNext).getAllByRole('listitem')[1]).toHaveTextContent('Second');
    expect(within(screen.getByRole('region', { name: 'Now Playing' })).getByText('Second')).toBeInTheDocument();
    const previous = screen.getByRole('region', { name: 'Previously Played (5,000)' });
    await waitFor(() => expect(within(previous).getAllByRole('listitem')).toHaveLength(100), { timeout: 10_000 });
    expect(within(previous).getAllByRole('listitem')[0]).toHaveTextContent('First');
    // The first "Load more" is Up Next's: its next page follows the first.
    await user.click((await screen.findAllByRole('button', { name: 'Load more' }))[0] as HTMLElement);
    await waitFor(() => expect(within(upNext).getAllByRole('listitem')).toHaveLength(200), { timeout: 10_000 });
    expect(roomQueueCalls.map((query) => `${query.get('offset')}+${query.get('limit')}`)).toEqual(expect.arrayContaining(['5001+100', '5101+100', '0+100']));
  });
});

describe('one encoding per room', () => {
  it('in a room, songs stream at the room’s quality whatever the device’s own; alone again, at its own', async () => {
    const { services } = appWithRooms('/join/K7M2QX');
    const streamed = () => services.player.engine.activeElement.src;
    // The listener's own Streaming quality: a data-saving one.
    act(() => services.player.actor.send({ type: 'audio.configure', settings: { streamingQuality: 'data-saver' } }));
    await waitFor(() => expect(selectCurrentTrack(services.player.actor.getSnapshot())?.id).toBe('1'), { timeout: 30_000 });
    await waitFor(() => expect(streamed()).toContain(`quality=${ROOM_STREAMING_QUALITY}`), { timeout: 10_000 });
    expect(services.player.actor.getSnapshot().context.audio.streamingQuality).toBe('data-saver');
    act(() => rooms?.actor.send({ type: 'room.leave' }));
    act(() => services.player.actor.send({ type: 'queue.next' }));
    await waitFor(() => expect(streamed()).toContain('/api/v1/media/audio/2?'), { timeout: 10_000 });
    expect(streamed()).toContain('quality=data-saver');
  });
});

describe('voting', () => {
  it('the owner turns voting on from the room panel', async () => {
    const user = userEvent.setup();
    const hosting = roomAnswer({ role: 'host', host_device_id: THIS, members: [{ device_id: THIS, name: 'Chrome on Linux', guest: false }] });
    const { calls } = appWithRooms('/queue', { current: vi.fn(async () => hosting), command: vi.fn(async () => ({ ...hosting, voting: true })) });
    await act(() => rooms?.refresh());
    await user.click(await (await bar()).findByRole('button', { name: 'Room' }, { timeout: 10_000 }));
    await user.click(within(screen.getByRole('dialog', { name: 'Room' })).getByRole('switch', { name: 'Voting' }));
    expect(calls.command).toHaveBeenCalledWith({ type: 'voting', on: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Voting' })).toBeChecked(), { timeout: 10_000 });
  });

  it('a guest votes for a proposal; it has no voting switch', async () => {
    const user = userEvent.setup();
    const proposals = [{ id: 'p3', track_id: '3', votes: 2, voted: false }];
    const afterVote = roomAnswer({ voting: true, proposals: [{ ...proposals[0], votes: 3, voted: true }] }) as RoomAnswer;
    const { calls } = appWithRooms('/join/K7M2QX', { join: vi.fn(async () => roomAnswer({ voting: true, proposals })), command: vi.fn(async () => afterVote) });
    await user.click(await (await bar()).findByRole('button', { name: 'Room' }, { timeout: 10_000 }));
    const panel = within(screen.getByRole('dialog', { name: 'Room' }));
    expect(panel.queryByRole('switch', { name: 'Voting' })).toBeNull();
    expect(await panel.findByText('Third · 2 votes')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Vote for Third' }));
    expect(calls.command).toHaveBeenCalledWith({ type: 'vote', proposalId: 'p3' });
    await waitFor(() => expect(panel.getByRole('list', { name: 'Proposals' })).toHaveTextContent('Third · 3 votes'), { timeout: 10_000 });
    expect(panel.getByRole('button', { name: 'Voted for Third' })).toBeDisabled();
  });
});

describe('the player bar in a room', () => {
  it('sends play, pause, skips and seeks to the room instead of playing alone', async () => {
    const user = userEvent.setup();
    const { calls } = appWithRooms('/join/K7M2QX');
    await screen.findByRole('region', { name: 'Now Playing' }, { timeout: 30_000 });
    await (await bar()).findByRole('button', { name: 'Play' }, { timeout: 20_000 });
    await user.click((await bar()).getByRole('button', { name: 'Play' }));
    expect(calls.command).toHaveBeenLastCalledWith({ type: 'play' });
    await user.click((await bar()).getByRole('button', { name: 'Next' }));
    expect(calls.command).toHaveBeenLastCalledWith({ type: 'next' });
    // The local player did not skip on its own: the room says what plays.
    expect(within(screen.getByRole('region', { name: 'Now Playing' })).getByText('First')).toBeInTheDocument();
  });
});

describe('the channel’s room events', () => {
  it('a `room` event reads the room again (the queue changed), and `ended` ends it', async () => {
    const current = vi.fn(async () => roomAnswer({ queue: ['1', '3'] }));
    appWithRooms('/join/K7M2QX', { current });
    expect(await screen.findByRole('region', { name: 'Up Next (1)' }, { timeout: 30_000 })).toHaveTextContent('Second');
    act(() => rooms?.channelEvent('room', { room_id: 'room-1', version: 2 }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Up Next (1)' })).toHaveTextContent('Third'));
    act(() => rooms?.channelEvent('room', { room_id: 'room-1', version: -1, ended: 'revoked' }));
    expect(rooms?.actor.getSnapshot().context.endReason).toBe('revoked');
  });
});

describe('"Add to room" and "Play in sync"', () => {
  it('in a room, a song’s "More options" has "Add to room", which sends it to the room’s "Up next"', async () => {
    const user = userEvent.setup();
    const liked = { ...EMPTY_FAVORITES, total: 1, total_pages: 1, favorites: [{ track: songs[2], created_at: '2026-11-25T10:00:00Z' }] };
    const { calls, router } = appWithRooms('/join/K7M2QX', {}, liked);
    await screen.findByRole('region', { name: 'Up Next (1)' }, { timeout: 30_000 });
    act(() => void router.navigate('/favorites'));
    const row = (await screen.findAllByRole('row')).find((r) => within(r).queryByText('Third')) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /More options/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add to room' }));
    expect(calls.command).toHaveBeenCalledWith({ type: 'add', trackId: '3' });
  });

  it('each other online device in "Devices" has "Play in sync", which makes this device a member of its room', async () => {
    const user = userEvent.setup();
    const { calls, services } = appWithRooms('/queue');
    const connectCalls: ConnectCalls = {
      openChannel: () => new Promise(() => undefined),
      devices: async () => [],
      send: async () => undefined,
      reportState: async () => undefined,
      queue: async () => Promise.reject(new Error('none')),
      saveQueue: async () => null,
    };
    act(() => services.player.actor.send({ type: 'queue.set', tracks: [trackToPlayerItem(songs[2] as never)].filter((t) => t !== null) }));
    connect = createConnectService({ player: services.player, toPlayerTrack: trackToPlayerItem, calls: connectCalls, thisDeviceId: THIS });
    act(() => {
      setConnectService(connect);
      connect?.actor.send({ type: 'devices.updated', devices: [{ deviceId: THIS, name: 'Chrome on Linux', thisDevice: true, state: null }, { deviceId: KITCHEN, name: 'Kitchen laptop', thisDevice: false, state: null }] });
    });
    await user.click(await (await bar()).findByRole('button', { name: 'Devices' }));
    const buttons = screen.getAllByRole('button', { name: 'Play in sync' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    expect(calls.playInSync).toHaveBeenCalledWith(KITCHEN);
    await waitFor(() => expect(rooms?.actor.getSnapshot().hasTag('member')).toBe(true));
    expect(await (await bar()).findByRole('button', { name: 'Room' })).toBeInTheDocument();
  });
});
