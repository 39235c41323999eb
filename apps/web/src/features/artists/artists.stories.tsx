import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { artistDetail } from '../../test-support/fixtures';
import { notFound, pending } from '../../storybook/mock-api';
import { screenMeta, SCREEN_TIMEOUT } from '../../storybook/screen-meta';
import { artwork, LONG_NAME, LONG_TITLE, longTracks, manyAlbums, manyTracks, PLAYING_QUEUE } from '../../storybook/story-fixtures';

const ARTIST = artistDetail({
  image_url: artwork(2),
  top_tracks: manyTracks(7, 'top'),
  albums: manyAlbums(4),
  socials: { instagram: 'https://instagram.example/peels', website: 'https://peels.example' },
});

const meta = { ...screenMeta, title: 'Artist page', args: { path: '/artist/art-1', api: { 'GET /api/v1/browse/artists/art-1': ARTIST } } } satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The Peels', level: 1 }, SCREEN_TIMEOUT)).toBeVisible();
    for (const name of ['Popular', 'Albums']) await expect(canvas.getByRole('heading', { name })).toBeVisible();
  },
};
export const Loading: Story = {
  args: { api: { 'GET /api/v1/browse/artists/art-1': pending } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading artist...', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const NotFound: Story = {
  args: { path: '/artist/x', api: { 'GET /api/v1/browse/artists/x': notFound } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Artist not found', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
export const NoAlbumsNoBio: Story = {
  args: { api: { 'GET /api/v1/browse/artists/art-1': artistDetail({ top_tracks: [], albums: [], bio: null, socials: {}, genres: [] }) } },
};
export const LongTitlesManyItems: Story = {
  args: {
    api: {
      'GET /api/v1/browse/artists/art-1': artistDetail({
        name: LONG_NAME,
        image_url: artwork(3),
        genres: ['Indie', 'Pop', 'Dream Pop', 'Shoegaze', 'Lo-Fi', 'Bedroom Pop', 'Chillwave'],
        bio: `${LONG_TITLE}. `.repeat(10),
        top_tracks: longTracks(5),
        albums: manyAlbums(16).map((a, i) => (i === 0 ? { ...a, title: LONG_TITLE } : a)),
      }),
    },
  },
};
export const Playing: Story = { args: { player: 'playing', queue: ARTIST.top_tracks, startIndex: 0 } };
export const Fullscreen: Story = { args: { player: 'fullscreen', queue: PLAYING_QUEUE } };
