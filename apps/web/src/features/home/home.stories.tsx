import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homePayload } from '../../test-support/fixtures';
import { pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { homeApi, LONG_NAME, LONG_TITLE, longTracks, manyTracks, PLAYING_QUEUE } from '../../storybook/story-fixtures';

const meta = { ...screenMeta, title: 'Home', args: { path: '/', api: homeApi() } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Featured Playlists', 'Recently Added', 'Latest Songs', 'Popular Albums', 'Trending Artists', 'Recently Played', 'Popular Podcasts', 'Radio Stations']) {
      await expect(await canvas.findByRole('heading', { name }, SCREEN_TIMEOUT)).toBeVisible();
    }
  },
};

export const Loading: Story = {
  args: { api: { ...homeApi(), 'GET /api/v1/browse/home': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your music...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

/** A new catalogue: every section is empty, so none is shown. */
export const Empty: Story = {
  args: {
    api: {
      'GET /api/v1/browse/home': homePayload({ recently_added: [], latest_songs: [], popular_albums: [], trending_artists: [], recently_played: [], featured_playlists: [], podcasts: [], radio_stations: [] }),
      'GET /api/v1/browse/playlists': { page: 1, limit: 20, total: 0, total_pages: 0, playlists: [] },
      'GET /api/v1/browse/podcasts': { page: 1, limit: 6, total: 0, total_pages: 0, podcasts: [] },
      'GET /api/v1/browse/radio': { page: 1, limit: 1000, total: 0, total_pages: 0, stations: [] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /^Good (morning|afternoon|evening)$/ }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Latest Songs' })).not.toBeInTheDocument();
  },
};

export const LongTitlesManyItems: Story = {
  args: { api: homeApi({ latest_songs: [...longTracks(4), ...manyTracks(8, 'lots')], recently_played: longTracks(3, 'again'), trending_artists: [{ id: 'art-long', name: LONG_NAME, image_url: null, genres: [LONG_TITLE] }] }) },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(`${LONG_TITLE} 1`, {}, SCREEN_TIMEOUT))[0]).toBeInTheDocument();
  },
};

export const Playing: Story = {
  args: { player: 'playing', queue: PLAYING_QUEUE },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pause' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const Fullscreen: Story = { args: { player: 'fullscreen', queue: PLAYING_QUEUE } };
