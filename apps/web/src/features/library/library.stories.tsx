import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { albumList } from '../../test-support/fixtures';
import { pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { LONG_NAME, LONG_TITLE, manyAlbums, PLAYING_QUEUE } from '../../storybook/story-fixtures';

// The library reads up to 200 albums in one call (GET /api/v1/browse/albums?limit=200).
const meta = { ...screenMeta, title: 'Library (Your Albums)', args: { path: '/library', api: { 'GET /api/v1/browse/albums': albumList(manyAlbums(18)) } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your Albums' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(await canvas.findByText('Citrus Dreams 1')).toBeVisible();
  },
};
export const List: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'List view' }, SCREEN_TIMEOUT));
    await expect(await canvas.findByRole('list', { name: 'Albums' })).toBeVisible();
  },
};
export const ArtistsFilter: Story = { name: 'Artists filter (?filter=artists)', args: { path: '/library?filter=artists' } };
export const NoMatch: Story = {
  name: 'Search without a match',
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search your albums' }, SCREEN_TIMEOUT), 'zzzz');
    await expect(await canvas.findByText('No albums found')).toBeVisible();
    await expect(canvas.getByText('Try a different search term')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { api: { 'GET /api/v1/browse/albums': albumList([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No albums yet', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/browse/albums': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your albums...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const LongTitlesManyAlbums: Story = {
  args: { api: { 'GET /api/v1/browse/albums': albumList([...manyAlbums(60), ...manyAlbums(3, 'long').map((a) => ({ ...a, title: LONG_TITLE, artist: { id: 'art-long', name: LONG_NAME } }))]) } },
};
export const Playing: Story = { args: { player: 'playing', queue: PLAYING_QUEUE } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: PLAYING_QUEUE } };
