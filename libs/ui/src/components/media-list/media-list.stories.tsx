import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fakeArtwork, LONG_TITLE } from '../../test-support/fixtures';
import { MediaList } from './media-list';

const meta = {
  title: 'Catalogue/MediaList',
  component: MediaList,
  args: {
    label: 'Albums',
    entries: [
      { id: 'a', title: 'After Hours', href: '/album/a', subtitle: 'The Weeknd • 2020 • 14 songs', artworkUrl: fakeArtwork(15) },
      { id: 'b', title: 'Future Nostalgia', href: '/album/b', subtitle: 'Dua Lipa • 2020 • 11 songs', artworkUrl: fakeArtwork(300) },
      { id: 'c', title: 'Rumours', href: '/album/c', subtitle: 'Fleetwood Mac • 1977 • 11 songs', artworkUrl: null },
    ],
  },
} satisfies Meta<typeof MediaList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Your Albums in list view: each title links to its album. */
export const Albums: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Albums' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'After Hours' })).toHaveAttribute('href', '/album/a');
    await expect(canvas.getByText('Fleetwood Mac • 1977 • 11 songs')).toBeVisible();
  },
};

export const LongTitles: Story = {
  args: {
    entries: Array.from({ length: 12 }, (_, index) => ({
      id: `l${index}`,
      title: index % 2 ? LONG_TITLE : `Album ${index + 1}`,
      href: `/album/l${index}`,
      subtitle: index % 3 ? `Various Artists • ${2000 + index} • ${index + 8} songs` : null,
      artworkUrl: fakeArtwork(index * 30),
    })),
  },
};
