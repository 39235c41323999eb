import { albumIcon, artistIcon, plusIcon } from '../../icons/glyphs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LONG_TITLE, makeTracks } from '../../test-support/fixtures';
import { outsideViewport } from '../../test-support/viewport';
import { TrackTable, type TrackTableProps } from './track-table';

function LikeableTable(props: TrackTableProps) {
  const [tracks, setTracks] = useState(props.tracks);
  return (
    <TrackTable
      {...props}
      tracks={tracks}
      onToggleLike={
        props.onToggleLike &&
        ((track, index) => {
          props.onToggleLike?.(track, index);
          setTracks((all) => all.map((item) => (item.id === track.id ? { ...item, liked: !item.liked } : item)));
        })
      }
    />
  );
}

const meta = {
  title: 'Tracks/TrackTable',
  component: TrackTable,
  render: (args) => <LikeableTable {...args} />,
  args: {
    label: 'Album tracks',
    tracks: makeTracks(8),
    onPlayTrack: fn(),
    onPause: fn(),
  },
} satisfies Meta<typeof TrackTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Album page: number, title, artist, album, duration. */
export const Album: Story = {};

export const PlayingRow: Story = {
  name: 'Playing track (equalizer)',
  args: { currentTrackId: 't3', isPlaying: true },
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole('row');
    const current = rows.find((row) => row.getAttribute('aria-current') === 'true');
    await expect(current).toBeDefined();
    await expect(current?.querySelector('[data-equalizer="playing"]')).not.toBeNull();
    await userEvent.click(within(current as HTMLElement).getByRole('button', { name: 'Pause Midnight City' }));
    await expect(args.onPause).toHaveBeenCalledTimes(1);
  },
};

export const PausedRow: Story = { name: 'Current track paused', args: { currentTrackId: 't3', isPlaying: false } };

export const RowClickPlays: Story = {
  name: 'A click on a row plays from it; its links navigate instead',
  play: async ({ canvas, userEvent, args }) => {
    const row = canvas.getByRole('row', { name: /Dreams/ });
    const durationCell = within(row).getAllByRole('cell').at(-1) as HTMLElement;
    await userEvent.click(durationCell);
    await expect(args.onPlayTrack).toHaveBeenCalledWith(expect.objectContaining({ id: 't4' }), 3);
    await userEvent.click(within(row).getByRole('link', { name: 'Dreams' }));
    await expect(args.onPlayTrack).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardPlay: Story = {
  name: 'Keyboard: Tab to a row\'s play button',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play Blinding Lights' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlayTrack).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }), 0);
  },
};

/** Playlist page order: number, title, album, artist, duration. */
export const Playlist: Story = { args: { label: 'Playlist tracks', columns: ['index', 'title', 'album', 'artist', 'duration'] } };

/** Search results: artwork, title, artist, duration. */
export const SearchResults: Story = { args: { label: 'Songs', showArtwork: true, columns: ['index', 'title', 'duration'] } };

export const LikedSongs: Story = {
  args: { label: 'Liked Songs', tracks: makeTracks(6, { liked: true }), columns: ['index', 'title', 'album', 'date', 'duration'], showArtwork: true, onToggleLike: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Date added' })).toBeVisible();
    await expect(canvas.getAllByText('Jan 1, 2026')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlike Levitating' }));
    await expect(args.onToggleLike).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Like Levitating' })).toBeVisible();
  },
};

export const Downloads: Story = {
  args: { label: 'Downloads', columns: ['index', 'title', 'album', 'date', 'duration'], dateLabel: 'Downloaded', showArtwork: true },
};

/** Offline: stored rows carry the downloaded mark and play; the others are greyed with the reason. */
export const OfflineRows: Story = {
  name: 'Offline (downloaded marks, unavailable rows)',
  args: {
    onToggleLike: fn(),
    rowState: (track) => (['t1', 't3'].includes(track.id) ? { downloaded: true } : { unavailableReason: 'Not downloaded: unavailable offline' }),
  },
  play: async ({ canvas, userEvent, args }) => {
    const stored = canvas.getByRole('row', { name: /Blinding Lights/ });
    await expect(within(stored).getByRole('img', { name: 'Downloaded' })).toBeVisible();
    const missing = canvas.getByRole('row', { name: /Levitating/ });
    await expect(missing).toHaveAttribute('aria-disabled', 'true');
    await expect(within(missing).getByText('Not downloaded: unavailable offline')).toBeVisible();
    await expect(within(missing).getByRole('button', { name: 'Play Levitating' })).toBeDisabled();
    await userEvent.click(within(missing).getAllByRole('cell').at(-2) as HTMLElement);
    await expect(args.onPlayTrack).not.toHaveBeenCalled();
    await userEvent.click(within(stored).getAllByRole('cell').at(-2) as HTMLElement);
    await expect(args.onPlayTrack).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }), 0);
  },
};

export const TrendingRanked: Story = {
  name: 'Trending (ranked, play counts)',
  args: { label: 'Top Tracks', tracks: makeTracks(100), columns: ['index', 'title', 'plays', 'duration'], showArtwork: true },
};

export const WithRowActions: Story = {
  name: 'Row actions menu',
  args: {
    onToggleLike: fn(),
    rowActions: (track) => [
      { id: 'add', label: 'Add to playlist', icon: plusIcon, onSelect: fn() },
      { id: 'album', label: 'Go to album', icon: albumIcon, href: track.albumHref },
      { id: 'artist', label: 'Go to artist', icon: artistIcon, href: track.artistHref },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'More options for Levitating' });
    await userEvent.click(trigger);
    const menu = canvas.getByRole('menu', { name: 'More options for Levitating' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Add to playlist', 'Go to album', 'Go to artist']);
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await expect(items[1]).toHaveAttribute('href', '/album/al2');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const QueueRemovable: Story = {
  name: 'Queue (remove buttons on non-current rows)',
  args: {
    label: 'Up Next',
    currentTrackId: 't1',
    isPlaying: true,
    showArtwork: true,
    columns: ['index', 'title', 'duration'],
    onRemove: fn(),
    canRemove: (track) => track.id !== 't1',
    removeLabel: (track) => `Remove ${track.title} from queue`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Remove Blinding Lights from queue' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove Levitating from queue' })).toBeInTheDocument();
  },
};

/** Over WINDOWED_FROM rows only those near the viewport render; the rest are spacers of the same height. */
export const TenThousandRows: Story = {
  name: '10,000 liked songs (windowed)',
  args: { label: 'Liked Songs', tracks: makeTracks(10_000, { liked: true }), columns: ['index', 'title', 'album', 'date', 'duration'], showArtwork: true, onToggleLike: fn() },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Liked Songs' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(200);
    canvasElement.ownerDocument.defaultView?.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => expect(canvas.getByText('10000')).toBeInTheDocument());
    await expect(canvas.getByText('10000').closest('tr')).toHaveAttribute('aria-rowindex', '10001');
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const LongTitles: Story = {
  args: {
    tracks: makeTracks(3).map((track) => ({ ...track, title: LONG_TITLE, artistName: 'An Orchestra With A Very Long Name Indeed', albumTitle: LONG_TITLE })),
  },
};

export const MissingData: Story = {
  name: 'Missing artist, album and duration',
  args: { tracks: [{ id: 'x1', title: 'Untitled' }], showArtwork: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Unknown Artist')[0]).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { tracks: [] } };

export const Phone: Story = {
  name: 'Phone (360 px): album and date columns dropped',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { columns: ['index', 'title', 'artist', 'album', 'date', 'duration'], showArtwork: true, onToggleLike: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Title' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Album' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Date added' })).toBeNull();
    // The artist moves under the title.
    await expect(canvas.getAllByText('The Weeknd')[0]).toBeVisible();
  },
};

/** How many characters of a title show: all of a short one, the share of a cut one that fits its box. */
function visibleCharacters(element: Element): number {
  const text = element.textContent ?? '';
  if (!(element instanceof HTMLElement) || element.scrollWidth <= element.clientWidth) return text.length;
  return Math.floor((text.length * element.clientWidth) / element.scrollWidth);
}

export const PhoneRows: Story = {
  name: 'Phone (360 px): the mobile row, titles take the width, the downloaded mark inline',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    columns: ['index', 'title', 'artist', 'album', 'duration'],
    showArtwork: true,
    tracks: [{ ...makeTracks(1)[0], id: 'long', title: 'Neon Rain Over the Harbour (Extended Mix)' } as TrackTableProps['tracks'][number], ...makeTracks(4).slice(1)],
    onToggleLike: fn(),
    rowActions: () => [{ id: 'queue', label: 'Add to queue', onSelect: fn() }],
    rowState: (track) => ({ downloaded: track.id === 'long' }),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(outsideViewport(table)).toEqual([]);
    const link = within(table).getByRole('link', { name: 'Neon Rain Over the Harbour (Extended Mix)' });
    await expect(visibleCharacters(link)).toBeGreaterThanOrEqual(12);
    // The downloaded mark on the title's line, not above it.
    const mark = table.querySelector('[data-downloaded]');
    if (!mark) throw new Error('no downloaded mark');
    const markBox = mark.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    await expect(Math.abs(markBox.top + markBox.height / 2 - (linkBox.top + linkBox.height / 2))).toBeLessThan(6);
    await expect(within(table).getAllByText(/^• \d+:\d\d$/)[0]).toBeVisible();
  },
};
