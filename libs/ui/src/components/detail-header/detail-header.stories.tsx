import { heartIcon, radioIcon } from '../../icons/glyphs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_TITLE, fakeArtwork } from '../../test-support/fixtures';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Chip } from '../chip/chip';
import { IconButton } from '../icon-button/icon-button';
import { Link } from '../../lib/link';
import { DetailHeader } from './detail-header';

const meta = {
  title: 'Layout/DetailHeader',
  component: DetailHeader,
  args: {
    label: 'Album',
    title: 'After Hours',
    artworkUrl: fakeArtwork(15),
    meta: [<Link key="artist" href="/artist/1">The Weeknd</Link>, '2020', '14 songs', '56 min'],
    onPlay: fn(),
    actions: <IconButton icon={heartIcon} label="Like" size="lg" />,
  },
} satisfies Meta<typeof DetailHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Album: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'After Hours' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play After Hours' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};
export const Song: Story = {
  args: {
    label: 'Song',
    title: 'Blinding Lights',
    playing: true,
    meta: [<Link key="a" href="/artist/1">The Weeknd</Link>, <Link key="b" href="/album/1">After Hours</Link>, '3:20'],
    actions: (
      <>
        <Chip static>Synthwave</Chip>
        <Chip static>Pop</Chip>
      </>
    ),
  },
};
export const Artist: Story = { args: { label: 'Artist', title: 'Dua Lipa', artworkShape: 'round', meta: ['Pop', 'Dance'], actions: undefined } };
export const Playlist: Story = { args: { label: 'Playlist', title: 'Late Night Drive', description: 'Neon lights and empty highways: synthwave for the small hours.', meta: ['24 songs', 'about 96 min'] } };
export const Station: Story = {
  args: {
    label: 'Radio Station',
    title: 'Radio Paradise',
    badge: <Badge variant="live">Live</Badge>,
    meta: ['United States', 'English'],
    onPlay: undefined,
    actions: <Button icon={radioIcon} size="lg">Listen Live</Button>,
  },
};
export const NoArtworkLongTitle: Story = { args: { artworkUrl: null, title: LONG_TITLE } };

/** An album or playlist without songs: the play-all button stays, disabled. */
export const NothingToPlay: Story = {
  args: { title: 'Coming Soon', meta: ['2026', '0 songs', '0 min'], playDisabled: true },
  play: async ({ canvas, args }) => {
    const play = canvas.getByRole('button', { name: 'Play Coming Soon' });
    await expect(play).toBeDisabled();
    play.click();
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};
