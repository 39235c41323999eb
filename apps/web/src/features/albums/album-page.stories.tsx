import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { album, albumDetail, albumList } from '../../test-support/fixtures';
import { notFound, pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { artwork, LONG_NAME, LONG_TITLE, longTracks, manyTracks, PLAYING_QUEUE } from '../../storybook/story-fixtures';

const ALBUM = albumDetail({ artwork_url: artwork(0), tracks: manyTracks(8, 'alb') });
const ALBUM_API = { 'GET /api/v1/browse/albums/alb-1': ALBUM };

const meta = {
  ...screenMeta,
  title: 'Album page',
  args: { path: '/album/alb-1', api: ALBUM_API },
} satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Citrus Dreams', level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/v1/browse/albums/alb-1': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading album...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/album/nope', api: { 'GET /api/v1/browse/albums/nope': notFound } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Album not found', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** SPEC's play-all button stays in the header, disabled: there is nothing to play yet; a note replaces the table. */
export const NoTracks: Story = {
  args: { api: { 'GET /api/v1/browse/albums/alb-1': albumDetail({ tracks: [], track_count: 0, description: null }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Citrus Dreams', level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play Citrus Dreams' })).toBeDisabled();
    await expect(canvas.getByText('0 songs')).toBeVisible();
    await expect(canvas.getByText('No songs on this album yet')).toBeVisible();
  },
};

export const LongTitlesManyTracks: Story = {
  args: {
    api: {
      'GET /api/v1/browse/albums/alb-1': albumDetail({
        title: LONG_TITLE,
        artist: { id: 'art-long', name: LONG_NAME },
        artwork_url: artwork(4),
        description: `${LONG_TITLE}. `.repeat(6),
        tracks: [...longTracks(6), ...manyTracks(34, 'more')],
        track_count: 40,
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: LONG_TITLE, level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** The album's second song is playing: its row shows the equalizer, the player bar is up. */
export const Playing: Story = {
  args: { player: 'playing', queue: ALBUM.tracks, startIndex: 1 },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Citrus Dreams', level: 1 }, SCREEN_TIMEOUT);
    await expect(await canvas.findByRole('button', { name: 'Pause' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const Fullscreen: Story = {
  args: { player: 'fullscreen', queue: PLAYING_QUEUE },
};

export const PopularAlbums: Story = {
  args: {
    path: '/albums',
    api: { 'GET /api/v1/browse/albums': albumList(Array.from({ length: 20 }, (_, i) => album({ id: `alb-${i + 1}`, title: `Album ${i + 1}`, artwork_url: artwork(i) })), 45) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Album 20', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const PopularAlbumsEmpty: Story = {
  args: { path: '/albums', api: { 'GET /api/v1/browse/albums': albumList([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No albums yet', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const PopularAlbumsLoading: Story = {
  args: { path: '/albums', api: { 'GET /api/v1/browse/albums': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading albums...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** "Instant mix" in the album's menu: the server's mix of similar songs replaces the queue and plays. */
export const InstantMix: Story = {
  args: { api: { ...ALBUM_API, 'GET /api/v1/browse/mix': { tracks: manyTracks(6, 'mix') } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options for Citrus Dreams' }, SCREEN_TIMEOUT));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Instant mix' }));
    await expect(await canvas.findByRole('region', { name: 'Player' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};
