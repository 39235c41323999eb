import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { playlistDetail, playlistList } from '../../test-support/fixtures';
import { notFound, pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { artwork, LONG_TITLE, longTracks, manyPlaylists, manyTracks, PLAYING_QUEUE } from '../../storybook/story-fixtures';

const PLAYLIST = playlistDetail({ image_url: artwork(2), tracks: manyTracks(12, 'pl'), track_count: 12 });

const meta = { ...screenMeta, title: 'Playlist page', args: { path: '/playlist/pl-1', api: { 'GET /api/v1/browse/playlists/pl-1': PLAYLIST } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Morning Zest', level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/browse/playlists/pl-1': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading playlist...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
/** No songs yet: the play button is disabled and a note replaces the table. */
export const NoTracks: Story = {
  args: { api: { 'GET /api/v1/browse/playlists/pl-1': playlistDetail({ tracks: [], track_count: 0 }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This playlist is empty', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play Morning Zest' })).toBeDisabled();
  },
};
export const NotFound: Story = {
  args: { path: '/playlist/x', api: { 'GET /api/v1/browse/playlists/x': notFound } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Playlist not found', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const LongTitlesManyTracks: Story = {
  args: {
    api: {
      'GET /api/v1/browse/playlists/pl-1': playlistDetail({ title: LONG_TITLE, description: `${LONG_TITLE}. `.repeat(4), tracks: [...longTracks(4), ...manyTracks(56, 'more')], track_count: 60 }),
    },
  },
};
export const Playing: Story = { args: { player: 'playing', queue: PLAYLIST.tracks, startIndex: 3 } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: PLAYING_QUEUE } };

export const Catalogue: Story = {
  name: 'Catalogue playlists (/playlists)',
  args: { path: '/playlists', api: { 'GET /api/v1/browse/playlists': playlistList(manyPlaylists(16)) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Morning Zest 1', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const CatalogueEmpty: Story = {
  args: { path: '/playlists', api: { 'GET /api/v1/browse/playlists': playlistList([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No playlists yet', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const CatalogueLoading: Story = {
  args: { path: '/playlists', api: { 'GET /api/v1/browse/playlists': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading playlists...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
