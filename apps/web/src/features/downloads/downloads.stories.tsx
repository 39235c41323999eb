import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { downloadList } from '../../test-support/fixtures';
import { pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { longTracks, manyTracks } from '../../storybook/story-fixtures';

const DOWNLOADED = manyTracks(6, 'dl');

const meta = { ...screenMeta, title: 'Downloads', args: { path: '/downloads', api: { 'GET /api/v1/downloads': downloadList(DOWNLOADED) } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Downloads' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Empty: Story = {
  args: { api: { 'GET /api/v1/downloads': downloadList([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No downloads yet', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText('Downloaded songs will appear here for offline playback')).toBeVisible();
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/downloads': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading downloads...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const LongTitlesManySongs: Story = { args: { api: { 'GET /api/v1/downloads': downloadList([...longTracks(3), ...manyTracks(60, 'more')]) } } };
export const Playing: Story = { args: { player: 'playing', queue: DOWNLOADED } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: DOWNLOADED } };
