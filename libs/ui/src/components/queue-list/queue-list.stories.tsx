import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { fakeArtwork, LONG_TITLE } from '../../test-support/fixtures';
import { QueueRow, QueueSection } from './queue-list';

interface Entry {
  id: string;
  title: string;
  artistName: string | null;
  duration: number;
  live?: boolean;
  /** Offline: why the entry cannot play. */
  unavailableReason?: string;
}

const QUEUE: Entry[] = [
  { id: 'a', title: 'Blinding Lights', artistName: 'The Weeknd', duration: 200 },
  { id: 'b', title: 'Levitating', artistName: 'Dua Lipa', duration: 203 },
  { id: 'c', title: 'Midnight City', artistName: 'M83', duration: 244 },
  { id: 'd', title: 'Dreams', artistName: 'Fleetwood Mac', duration: 257 },
  { id: 'e', title: 'Tangerine FM', artistName: 'Germany', duration: 0, live: true },
];

/** The queue screen's three sections, wired like the app: a row click jumps, remove drops the row. */
function QueueDemo({ entries, start, onJump, onRemove }: { entries: Entry[]; start: number; onJump: (index: number) => void; onRemove: (index: number) => void }) {
  const [queue, setQueue] = useState(entries);
  const [current, setCurrent] = useState(start);
  const row = (entry: Entry, index: number) => (
    <QueueRow
      key={entry.id}
      title={entry.title}
      artistName={entry.artistName}
      artworkUrl={fakeArtwork(index * 50)}
      duration={entry.duration}
      live={entry.live}
      unavailableReason={entry.unavailableReason}
      current={index === current}
      onPlay={() => {
        onJump(index);
        setCurrent(index);
      }}
      {...(index === current
        ? {}
        : {
            onRemove: () => {
              onRemove(index);
              setQueue((items) => items.filter((_, i) => i !== index));
              if (index < current) setCurrent((value) => value - 1);
            },
          })}
    />
  );
  const now = queue[current];
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <QueueSection title="Now Playing">{now ? row(now, current) : null}</QueueSection>
      <QueueSection title={`Up Next (${queue.length - current - 1})`}>{queue.slice(current + 1).map((entry, offset) => row(entry, current + 1 + offset))}</QueueSection>
      <QueueSection title={`Previously Played (${current})`}>{queue.slice(0, current).map((entry, index) => row(entry, index))}</QueueSection>
    </div>
  );
}

const meta = {
  title: 'Tracks/QueueList',
  component: QueueDemo,
  args: { entries: QUEUE, start: 1, onJump: fn(), onRemove: fn() },
} satisfies Meta<typeof QueueDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {
  play: async ({ canvas }) => {
    const now = canvas.getByRole('region', { name: 'Now Playing' });
    await expect(within(now).getByRole('button', { name: /Levitating/ })).toHaveAttribute('aria-current', 'true');
    await expect(within(now).queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(canvas.getByText('LIVE')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Up Next (3)' })).toBeVisible();
  },
};

/** Jump to a row, remove another: the sections and their counts follow. */
export const JumpAndRemove: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const upNext = canvas.getByRole('region', { name: 'Up Next (3)' });
    await userEvent.click(within(upNext).getByRole('button', { name: 'Remove Dreams from queue' }));
    await expect(args.onRemove).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('region', { name: 'Up Next (2)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Midnight City/ }));
    await expect(args.onJump).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('region', { name: 'Previously Played (2)' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Up Next (1)' })).toBeVisible();
  },
};

export const LongTitlesUnknownArtist: Story = {
  args: {
    entries: [
      { id: 'x', title: LONG_TITLE, artistName: null, duration: 3725 },
      { id: 'y', title: `${LONG_TITLE} (Reprise)`, artistName: 'An Artist With A Remarkably Long Name And Several Featured Guests', duration: 61 },
    ],
    start: 0,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown Artist')).toBeVisible();
    await expect(canvas.getByText('1:02:05')).toBeVisible();
  },
};

/** Offline: entries not stored on the device are greyed with the reason; they cannot be jumped to, only removed. */
export const OfflineUnavailable: Story = {
  args: {
    entries: [
      { id: 'a', title: 'Blinding Lights', artistName: 'The Weeknd', duration: 200 },
      { id: 'b', title: 'Levitating', artistName: 'Dua Lipa', duration: 203, unavailableReason: 'Not downloaded: unavailable offline' },
      { id: 'c', title: 'Midnight City', artistName: 'M83', duration: 244 },
      { id: 'e', title: 'Tangerine FM', artistName: 'Germany', duration: 0, live: true, unavailableReason: 'Live radio: unavailable offline' },
    ],
    start: 0,
  },
  play: async ({ canvas, userEvent, args }) => {
    const upNext = canvas.getByRole('region', { name: 'Up Next (3)' });
    await expect(within(upNext).getByRole('button', { name: /^Levitating/ })).toBeDisabled();
    await expect(within(upNext).getByText('Not downloaded: unavailable offline')).toBeVisible();
    await expect(within(upNext).getByText('Live radio: unavailable offline')).toBeVisible();
    await userEvent.click(within(upNext).getByRole('button', { name: 'Remove Levitating from queue' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: /^Midnight City/ }));
    await expect(args.onJump).toHaveBeenCalledWith(1);
    await expect(args.onJump).toHaveBeenCalledTimes(1);
  },
};
