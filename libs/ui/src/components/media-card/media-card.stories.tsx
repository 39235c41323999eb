import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_TITLE, fakeArtwork } from '../../test-support/fixtures';
import { CardGrid, MediaCard } from './media-card';

const meta = {
  title: 'Catalogue/MediaCard',
  component: MediaCard,
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  args: { variant: 'album', title: 'After Hours', subtitle: 'The Weeknd', artworkUrl: fakeArtwork(10), href: '/album/1', onPlay: fn() },
} satisfies Meta<typeof MediaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Album: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'After Hours' })).toHaveAttribute('href', '/album/1');
    await userEvent.click(canvas.getByRole('button', { name: 'Play After Hours' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};
export const Artist: Story = {
  args: { variant: 'artist', title: 'Dua Lipa', subtitle: 'Pop', href: '/artist/2', artworkUrl: fakeArtwork(300) },
  play: async ({ canvasElement }) => {
    // The portrait's shadow is round too: no faint square behind it.
    const wrap = canvasElement.querySelector('[data-artwork]')?.parentElement;
    if (!wrap) throw new Error('no portrait');
    await expect(getComputedStyle(wrap).boxShadow).not.toBe('none');
    await expect(getComputedStyle(wrap).borderRadius).toBe('50%');
  },
};
export const Playlist: Story = { args: { variant: 'playlist', title: 'Late Night Drive', subtitle: '24 tracks', href: '/playlist/3', artworkUrl: fakeArtwork(220) } };
export const Podcast: Story = { args: { variant: 'podcast', title: 'Song Exploder', subtitle: 'Hrishikesh Hirway', href: '/podcast/4', artworkUrl: fakeArtwork(140), onPlay: undefined } };
export const Station: Story = {
  args: { variant: 'station', title: 'Radio Paradise', subtitle: 'Live Radio', href: '/radio/5', artworkUrl: fakeArtwork(190) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};
export const PlaceholderArtwork: Story = { args: { artworkUrl: null, subtitle: 'Unknown Artist' } };
export const BrokenArtwork: Story = { args: { artworkUrl: '/no-such-image.png' } };
export const LongTitle: Story = { args: { title: LONG_TITLE, subtitle: 'Various Artists and Many More Guests Featured On This Record' } };

export const Grid: Story = {
  name: 'Grid of many cards',
  decorators: [(Story) => <Story />],
  render: () => (
    <CardGrid label="Popular Albums">
      {Array.from({ length: 14 }, (_, index) => (
        <MediaCard
          key={index}
          variant={index % 5 === 4 ? 'artist' : 'album'}
          title={`Album number ${index + 1}`}
          subtitle={index % 3 ? 'Various Artists' : 'Unknown Artist'}
          artworkUrl={index % 4 === 3 ? null : fakeArtwork(index * 25)}
          href={`/album/${index}`}
          onPlay={fn()}
        />
      ))}
    </CardGrid>
  ),
};
