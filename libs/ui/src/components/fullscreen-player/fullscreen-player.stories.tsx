import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { LONG_TITLE, fakeArtwork, makeTracks } from '../../test-support/fixtures';
import { IDLE_BAR_COUNT, idleLevels } from '../visualizer/visualizer';
import { FullscreenPlayer, FULLSCREEN_TAGLINE, LYRICS_UNAVAILABLE } from './fullscreen-player';

const upNext = makeTracks(6).slice(1).map((track) => ({ id: track.id, title: track.title, artistName: track.artistName }));

const meta = {
  title: 'Player/FullscreenPlayer',
  component: FullscreenPlayer,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '720px' } } },
  args: {
    open: true,
    track: { title: 'Blinding Lights', artistName: 'The Weeknd', albumTitle: 'After Hours', artworkUrl: fakeArtwork(20) },
    levels: idleLevels(),
    upNext,
    isPlaying: true,
    currentTime: 65,
    duration: 200,
    canPrevious: true,
    canNext: true,
    onTogglePlay: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onSeek: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof FullscreenPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

async function findPlayer() {
  const dialog = await screen.findByRole('dialog', { name: 'Blinding Lights' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Playing: Story = {
  play: async () => {
    const dialog = await findPlayer();
    await expect(within(dialog).getByText(FULLSCREEN_TAGLINE)).toBeVisible();
    await expect(within(dialog).getByText('The Weeknd')).toBeVisible();
    await expect(within(dialog).getByText('After Hours')).toBeVisible();
    await expect(dialog.querySelector('[data-bars]')).toHaveAttribute('data-bars', String(IDLE_BAR_COUNT));
    await expect(within(dialog).getByRole('button', { name: 'Exit fullscreen' })).toHaveFocus();
  },
};

export const Panels: Story = {
  name: 'Up Next and Lyrics panels; Escape closes',
  play: async ({ userEvent, args }) => {
    const dialog = await findPlayer();
    const upNextToggle = within(dialog).getByRole('button', { name: 'Up Next' });
    await userEvent.click(upNextToggle);
    await expect(upNextToggle).toHaveAttribute('aria-pressed', 'true');
    const queue = within(dialog).getByRole('region', { name: 'Up Next' });
    await expect(within(queue).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(queue).getByText('Levitating')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Lyrics' }));
    await expect(within(dialog).queryByRole('region', { name: 'Up Next' })).toBeNull();
    await expect(within(dialog).getByText(LYRICS_UNAVAILABLE)).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Lines every 4 s from 0:58, so 1:05 falls on the third. */
const syncedLyrics = {
  synced: true,
  lines: Array.from({ length: 30 }, (_, index) => ({ start: 58 + index * 4, text: `Line ${index + 1} of the song` })),
};

export const SyncedLyrics: Story = {
  name: 'Lyrics: the line sung now is highlighted and kept in view; a click seeks',
  args: { lyrics: syncedLyrics, initialPanel: 'lyrics', currentTime: 118 },
  play: async ({ userEvent, args }) => {
    const dialog = await findPlayer();
    const panel = within(dialog).getByRole('region', { name: 'Lyrics' });
    await expect(within(panel).queryByText(LYRICS_UNAVAILABLE)).toBeNull();
    const current = within(panel).getByRole('button', { current: true });
    await expect(current).toHaveTextContent('Line 16 of the song');
    // Scrolled so the line sung now is inside the panel's box.
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      const line = current.getBoundingClientRect();
      expect(line.top >= box.top && line.bottom <= box.bottom).toBe(true);
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Line 17 of the song' }));
    await expect(args.onSeek).toHaveBeenCalledWith(122);
  },
};

export const LyricsLoading: Story = {
  name: 'Lyrics loading: neither lines nor "not available"',
  args: { lyricsLoading: true, initialPanel: 'lyrics' },
  play: async () => {
    const dialog = await findPlayer();
    const panel = within(dialog).getByRole('region', { name: 'Lyrics' });
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(within(panel).queryByText(LYRICS_UNAVAILABLE)).toBeNull();
  },
};

export const NoArtworkLongTitle: Story = {
  args: { track: { title: LONG_TITLE, artistName: null, albumTitle: null, artworkUrl: null }, isPlaying: false, initialPanel: 'lyrics' },
};

export const Radio: Story = {
  args: { track: { title: 'Radio Paradise', artistName: 'United States', albumTitle: 'Radio Station', artworkUrl: fakeArtwork(300) }, isLive: true, duration: 0, currentTime: 0, upNext: [], initialPanel: 'queue' },
};

export const Loud: Story = { args: { levels: Array.from({ length: 96 }, (_, index) => 0.3 + 0.7 * Math.abs(Math.sin(index / 4))) } };

export const PhoneUpNext: Story = {
  name: 'Phone (360 px): Up Next shows several rows',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { initialPanel: 'queue' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const queue = within(dialog).getByRole('region', { name: 'Up Next' });
    const rows = within(queue).getAllByRole('listitem');
    const row = rows[0]?.getBoundingClientRect().height ?? 0;
    await expect(queue.getBoundingClientRect().height).toBeGreaterThanOrEqual(row * 3);
  },
};

/** A running sleep timer shows its time left under the controls. */
export const SleepTimerRunning: Story = {
  args: { note: 'Sleep timer: 14:32 left' },
  play: async () => {
    await expect(within(screen.getByRole('dialog')).getByText('Sleep timer: 14:32 left')).toBeInTheDocument();
  },
};
