import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { homeApi, PLAYING_QUEUE } from '../../storybook/story-fixtures';

/** product §2 Shell: the sidebar's three groups, its collapse toggle and the profile tile, around Home. */
const meta = { ...screenMeta, title: 'Shell', args: { path: '/', api: homeApi() } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SidebarGroups: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Trending' }, SCREEN_TIMEOUT);
    for (const name of ['Home', 'Search', 'Trending', 'Radio', 'Podcasts', 'My Playlists', 'Favorites', 'Downloads', 'Queue', 'History', 'Albums', 'Artists']) {
      await expect(canvas.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByRole('button', { name: /Your Profile/ })).toHaveTextContent(/Premium Member/);
  },
};

/** The collapse toggle narrows the sidebar to icons and back. */
export const CollapseAndExpand: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Collapse sidebar' }, SCREEN_TIMEOUT));
    await expect(await canvas.findByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(await canvas.findByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  },
};

export const WithPlayer: Story = { name: 'With the player bar', args: { player: 'playing', queue: PLAYING_QUEUE } };
