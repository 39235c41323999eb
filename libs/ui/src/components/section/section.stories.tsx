import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fakeArtwork } from '../../test-support/fixtures';
import { CardGrid, MediaCard } from '../media-card/media-card';
import { Section } from './section';

const cards = (count: number) => (
  <CardGrid>
    {Array.from({ length: count }, (_, index) => (
      <MediaCard key={index} variant="playlist" title={`Playlist ${index + 1}`} subtitle="Tangerine" artworkUrl={fakeArtwork(index * 40)} href={`/playlist/${index}`} onPlay={fn()} />
    ))}
  </CardGrid>
);

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: { title: 'Featured Playlists', count: 8, showAllHref: '/playlists', children: cards(8) },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithShowAll: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /Featured Playlists/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/playlists');
    await expect(canvas.getByText('(8)')).toBeVisible();
  },
};
export const MutedCount: Story = { args: { title: 'Your Albums', count: 42, countStyle: 'muted', showAllHref: undefined } };
export const NoCount: Story = { args: { title: 'Recently Played', count: undefined, showAllHref: undefined, children: cards(3) } };
export const LongTitle: Story = { args: { title: 'A section title that is much longer than any real section title would be on a phone', count: 120 } };

/** Offline: a section only the network can fill is greyed and says why, with no "Show all" to follow. */
export const Unavailable: Story = {
  args: { title: 'Featured Playlists', unavailableReason: 'Needs a connection: unavailable offline' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Featured Playlists' });
    await expect(section).toHaveAttribute('data-unavailable');
    await expect(section).toHaveTextContent('Needs a connection: unavailable offline');
    await expect(canvas.queryByRole('link', { name: 'Show all' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Playlist 1' })).toBeNull();
  },
};

/**
 * A section below a long page's first screen: the browser skips its layout and paint while it is
 * off screen, and its content stays in the page (found, focused, read out), its focus rings unclipped.
 */
export const DeferredOffscreen: Story = {
  args: { title: 'Popular Albums', count: undefined, deferOffscreen: true },
  play: async ({ canvas, userEvent }) => {
    const section = canvas.getByRole('region', { name: 'Popular Albums' });
    await expect(getComputedStyle(section).contentVisibility).toBe('auto');
    // Room inside the paint containment for a focused card's ring (2 px + 2 px offset).
    await expect(getComputedStyle(section).paddingLeft).toBe('4px');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Show all' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Playlist 1' })).toBeVisible();
  },
};
