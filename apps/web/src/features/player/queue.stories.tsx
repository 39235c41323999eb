import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { trackToPlayerItem } from '@tangerine/player-web';
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
