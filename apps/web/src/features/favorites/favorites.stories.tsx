import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { favoriteList } from '../../test-support/fixtures';
import { pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { longTracks, manyTracks } from '../../storybook/story-fixtures';

const LIKED = manyTracks(8, 'liked');

const meta = { ...screenMeta, title: 'Liked Songs', args: { path: '/favorites', api: { 'GET /api/v1/favorites': favoriteList(LIKED) } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Liked Songs' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect((await canvas.findAllByText('Mar 4, 2026'))[0]).toBeVisible();
  },
};
export const Empty: Story = {
  args: { api: { 'GET /api/v1/favorites': favoriteList([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No liked songs yet', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText('Songs you like will appear here')).toBeVisible();
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/favorites': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading liked songs...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const LongTitlesManySongs: Story = { args: { api: { 'GET /api/v1/favorites': favoriteList([...longTracks(4), ...manyTracks(80, 'more')]) } } };
export const Playing: Story = { args: { player: 'playing', queue: LIKED, startIndex: 2 } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: LIKED } };
