import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { trendingAlbums, trendingArtists, trendingTracks } from '../../test-support/fixtures';
import { pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { LONG_TITLE, PLAYING_QUEUE } from '../../storybook/story-fixtures';

const full = (tracks = 100) => ({
  'GET /api/v1/trending/tracks': trendingTracks(tracks),
  'GET /api/v1/trending/artists': trendingArtists(12),
  'GET /api/v1/trending/albums': trendingAlbums(12),
});

const meta = { ...screenMeta, title: 'Trending', args: { path: '/trending', api: full(10) } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Top Tracks', 'Trending Artists', 'Hot Albums']) await expect(await canvas.findByRole('heading', { name }, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const ManyItems: Story = { name: 'Many items (100 tracks)', args: { api: full(100) } };

export const LongTitles: Story = {
  args: {
    api: { ...full(5), 'GET /api/v1/trending/tracks': { period: 'today', tracks: trendingTracks(5).tracks.map((t) => ({ ...t, title: `${LONG_TITLE} ${t.rank}` })) } },
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/v1/trending/tracks': pending, 'GET /api/v1/trending/artists': pending, 'GET /api/v1/trending/albums': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading trending...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    api: {
      'GET /api/v1/trending/tracks': { period: 'today', tracks: [] },
      'GET /api/v1/trending/artists': { period: 'today', artists: [] },
      'GET /api/v1/trending/albums': { period: 'today', albums: [] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing trending yet', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const Playing: Story = { args: { player: 'playing', queue: PLAYING_QUEUE } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: PLAYING_QUEUE } };
