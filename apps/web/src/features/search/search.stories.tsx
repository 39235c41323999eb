import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { searchResult } from '../../test-support/fixtures';
import { pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { LONG_TITLE, longTracks, manyAlbums, manyArtists, manyPlaylists, manyTracks, PLAYING_QUEUE } from '../../storybook/story-fixtures';

const RESULTS = searchResult({
  query: 'or',
  tracks: manyTracks(8, 'found'),
  albums: manyAlbums(4),
  artists: manyArtists(3),
  playlists: manyPlaylists(2),
  totals: { tracks: 8, albums: 4, artists: 3, playlists: 2 },
});

const meta = { ...screenMeta, title: 'Search', args: { path: '/search?q=or', api: { 'GET /api/v1/search': RESULTS } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = {
  name: 'Prompt (under 2 characters)',
  args: { path: '/search' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Start typing to search for songs, albums, artists, or playlists.', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByPlaceholderText('What do you want to listen to?')).toBeVisible();
  },
};

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /Songs/ }, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const Searching: Story = {
  args: { api: { 'GET /api/v1/search': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Searching...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const NoResults: Story = {
  args: {
    path: '/search?q=zzzz',
    api: { 'GET /api/v1/search': searchResult({ query: 'zzzz', tracks: [], albums: [], artists: [], playlists: [], totals: { tracks: 0, albums: 0, artists: 0, playlists: 0 }, total: 0, total_pages: 1 }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No results found for/, {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const LongTitlesManyResults: Story = {
  args: {
    api: {
      'GET /api/v1/search': searchResult({
        tracks: [...longTracks(3), ...manyTracks(30, 'more')],
        albums: manyAlbums(12),
        artists: manyArtists(12),
        playlists: manyPlaylists(8),
        totals: { tracks: 33, albums: 12, artists: 12, playlists: 8 },
        total: 65,
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`${LONG_TITLE} 1`, {}, SCREEN_TIMEOUT)).toBeInTheDocument();
  },
};

export const SongFilter: Story = { args: { path: '/search?q=or&type=song' } };

export const Playing: Story = { args: { player: 'playing', queue: RESULTS.tracks, startIndex: 0 } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: PLAYING_QUEUE } };
