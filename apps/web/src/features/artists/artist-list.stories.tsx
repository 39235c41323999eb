import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { artistList } from '../../test-support/fixtures';
import { json, pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { LONG_NAME, manyArtists, PLAYING_QUEUE } from '../../storybook/story-fixtures';

const meta = {
  ...screenMeta,
  title: 'Artists list',
  args: { path: '/artists', api: { 'GET /api/v1/browse/artists': artistList(manyArtists(20), 64) } },
} satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 4: pagination shows, "All Artists" plus the page's genres as chips. */
export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Page 1 of 4', {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};
export const OnePage: Story = {
  name: 'One page (no pagination)',
  args: { api: { 'GET /api/v1/browse/artists': artistList(manyArtists(6)) } },
  play: async ({ canvas }) => {
    await canvas.findByText('The Peels 1', {}, SCREEN_TIMEOUT);
    await expect(canvas.queryByText(/Page 1 of/)).not.toBeInTheDocument();
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/browse/artists': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading artists...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const Empty: Story = { args: { api: { 'GET /api/v1/browse/artists': artistList([]) } } };
export const LongNames: Story = {
  args: { api: { 'GET /api/v1/browse/artists': artistList(manyArtists(20).map((a, i) => ({ ...a, name: `${LONG_NAME} ${i + 1}` })), 20) } },
};

/** `?genre=Jazz`: the chip is checked, a "Jazz Artists" heading and the count appear (the server filters). */
export const FilteredByGenre: Story = {
  args: {
    path: '/artists?genre=Jazz',
    api: {
      'GET /api/v1/browse/artists': (_request: Request, url: URL) =>
        json(200, artistList(manyArtists(20).filter((a) => url.searchParams.get('genre') === null || a.genres.includes(url.searchParams.get('genre') ?? '')), 3)),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Jazz Artists' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Jazz' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText(/^\d+ artists?$/)).toBeVisible();
  },
};
export const Playing: Story = { args: { player: 'playing', queue: PLAYING_QUEUE } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: PLAYING_QUEUE } };
