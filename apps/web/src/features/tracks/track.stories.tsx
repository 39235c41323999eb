import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { track } from '../../test-support/fixtures';
import { notFound, pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { artwork, LONG_NAME, LONG_TITLE } from '../../storybook/story-fixtures';

const TRACK = track({ artwork_url: artwork(1), genres: ['Indie', 'Pop', 'Dream Pop'] });

const meta = { ...screenMeta, title: 'Track page', args: { path: '/track/trk-1', api: { 'GET /api/v1/browse/tracks/trk-1': TRACK } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Orange Skies', level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/browse/tracks/trk-1': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading track...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const NotFound: Story = {
  args: { path: '/track/x', api: { 'GET /api/v1/browse/tracks/x': notFound } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Track Not Found', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText("The track you're looking for doesn't exist.")).toBeVisible();
  },
};
export const LongTitle: Story = {
  args: { api: { 'GET /api/v1/browse/tracks/trk-1': track({ title: LONG_TITLE, artist: { id: 'art-long', name: LONG_NAME }, album: { id: 'alb-long', title: LONG_TITLE }, genres: ['Indie', 'Pop', 'Dream Pop', 'Shoegaze', 'Lo-Fi', 'Bedroom Pop'] }) } },
};
/** This track is the one playing: its button pauses. */
export const Playing: Story = {
  args: { player: 'playing', queue: [TRACK] },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Orange Skies', level: 1 }, SCREEN_TIMEOUT);
    await expect((await canvas.findAllByRole('button', { name: 'Pause' }, SCREEN_TIMEOUT)).length).toBeGreaterThan(0);
  },
};
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: [TRACK] } };
