import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenMeta, SCREEN_TIMEOUT } from './screen-meta';
import { PLAYING_QUEUE } from './story-fixtures';

/** Any unknown path inside the shell (app/not-found-route.tsx). */
const meta = { ...screenMeta, title: 'Page not found', args: { path: '/no-such-page' } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Page not found', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toBeVisible();
  },
};
export const Playing: Story = { args: { player: 'playing', queue: PLAYING_QUEUE } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: PLAYING_QUEUE } };
