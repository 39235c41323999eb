import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { trackToPlayerItem } from '@tangerine/player-web';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { longTracks, manyTracks, PLAYING_QUEUE } from '../../storybook/story-fixtures';
import { json } from '../../storybook/mock-api';
import { STORY_DEVICE_ID } from '../../storybook/story-services';

const meta = { ...screenMeta, title: 'Queue', args: { path: '/queue' } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Empty (player idle)',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Queue is empty', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText('Play some music to see it here')).toBeVisible();
  },
};
export const Playing: Story = {
  args: { player: 'playing', queue: PLAYING_QUEUE, startIndex: 2 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Now Playing' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Up Next (2)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Previously Played (2)' })).toBeVisible();
  },
};
export const LongTitlesManyTracks: Story = { args: { player: 'playing', queue: [...longTracks(3), ...manyTracks(60, 'more')], startIndex: 1 } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: PLAYING_QUEUE, startIndex: 2 } };
/** Songs "Autoplay similar songs" added when the queue ran out: listed after "Up Next" under their own heading. */
export const WithAutoplay: Story = {
  args: {
    player: 'playing',
    playerQueue: [...PLAYING_QUEUE, ...manyTracks(3, 'similar')].flatMap((track, index) => {
      const item = trackToPlayerItem(track);
      return item ? [index >= PLAYING_QUEUE.length ? { ...item, autoplay: true as const } : item] : [];
    }),
    startIndex: 3,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Up Next (1)' }, SCREEN_TIMEOUT)).toBeVisible();
    const autoplay = canvas.getByRole('region', { name: 'Autoplay' });
    await expect(autoplay).toBeVisible();
    await expect(within(autoplay).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A room of 10,000 tracks at place 5,000: the room carries three of them; "Up Next" and "Previously Played" page the rest (listRoomQueue). */
const ROOM_TRACKS = manyTracks(6, 'room');
const roomTrackAt = (place: number) => ROOM_TRACKS[place % ROOM_TRACKS.length] as (typeof ROOM_TRACKS)[number];
const roomPage = (offset: number, limit: number) => {
  const ids = Array.from({ length: Math.max(0, Math.min(limit, 10_000 - offset)) }, (_, i) => roomTrackAt(offset + i).id);
  return { offset, total: 10_000, track_ids: ids, tracks: ROOM_TRACKS.filter((track) => ids.includes(track.id)) };
};
export const InALongRoom: Story = {
  name: 'In a room of 10,000 tracks (paged)',
  args: {
    inRoom: true,
    api: {
      'GET /api/v1/rooms/current': {
        room_id: 'room-1',
        role: 'member',
        host_device_id: 'web-kitchen',
        members: [
          { device_id: 'web-kitchen', name: 'Kitchen laptop', guest: false },
          { device_id: STORY_DEVICE_ID, name: 'Chrome on Linux', guest: false },
        ],
        queue: [4999, 5000, 5001].map((place) => roomTrackAt(place).id),
        queue_offset: 4999,
        queue_length: 10_000,
        current_index: 5000,
        playback: { track_id: roomTrackAt(5000).id, started_at_ms: null, paused_position_ms: 0, playing: false },
        join_code: null,
        version: 1,
        voting: false,
        proposals: [],
      },
      ...Object.fromEntries(ROOM_TRACKS.map((track) => [`GET /api/v1/browse/tracks/${track.id}`, track])),
      'GET /api/v1/rooms/current/queue': (_: Request, url: URL) => json(200, roomPage(Number(url.searchParams.get('offset') ?? 0), Number(url.searchParams.get('limit') ?? 100))),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const upNext = await canvas.findByRole('region', { name: 'Up Next (4,999)' }, SCREEN_TIMEOUT);
    await waitFor(() => expect(within(upNext).getAllByRole('listitem')).toHaveLength(100), SCREEN_TIMEOUT);
    await expect(canvas.getByRole('region', { name: 'Previously Played (5,000)' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Load more' })[0] as HTMLElement);
    await waitFor(() => expect(within(upNext).getAllByRole('listitem')).toHaveLength(200), SCREEN_TIMEOUT);
  },
};
