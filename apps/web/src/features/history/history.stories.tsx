import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RecentlyPlayedTrack } from '@tangerine/api';
import { expect, within } from 'storybook/test';
import { json, pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { longTracks, manyTracks } from '../../storybook/story-fixtures';

const HOUR = 3_600_000;
/** Plays going back from now, `gapHours` apart: a day's worth falls under Today, the rest under earlier days. */
const played = (songs: ReturnType<typeof manyTracks>, gapHours: number): RecentlyPlayedTrack[] =>
  songs.map((song, i) => ({ ...song, played_at: new Date(Date.now() - i * gapHours * HOUR).toISOString() }));

const PLAYS = played(manyTracks(12, 'hist'), 7);
const history = (plays: RecentlyPlayedTrack[], nextBefore: string | null = null) => ({ plays, next_before: nextBefore });

const meta = { ...screenMeta, title: 'History', args: { path: '/history', api: { 'GET /api/v1/history': history(PLAYS) } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'History', level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
    const today = await canvas.findByRole('region', { name: 'Today' });
    await expect(within(today).getByRole('button', { name: 'Play again' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Yesterday' })).toBeVisible();
  },
};
export const Empty: Story = {
  args: { api: { 'GET /api/v1/history': history([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing played yet', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/history': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading history...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Failed: Story = {
  args: { api: { 'GET /api/v1/history': () => json(503, { message: 'Service unavailable', code: 'unavailable' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not load history', {}, { timeout: 30_000 })).toBeVisible();
  },
};
export const MorePages: Story = {
  args: { api: { 'GET /api/v1/history': history(PLAYS, PLAYS.at(-1)?.played_at ?? null) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Load more' }, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const LongTitles: Story = { args: { api: { 'GET /api/v1/history': history(played(longTracks(4), 3)) } } };
export const Playing: Story = { args: { player: 'playing', queue: PLAYS, startIndex: 1 } };
