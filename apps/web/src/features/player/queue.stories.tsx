import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { longTracks, manyTracks, PLAYING_QUEUE } from '../../storybook/story-fixtures';

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
