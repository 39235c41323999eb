import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { artistList } from '../../test-support/fixtures';
import { pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { LONG_NAME, manyArtists } from '../../storybook/story-fixtures';

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
