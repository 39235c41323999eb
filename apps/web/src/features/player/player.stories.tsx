import type { Meta, StoryObj } from '@storybook/react-vite';
import { stationToPlayerItem } from '@tangerine/player-web';
import { expect, waitFor } from 'storybook/test';
import { station } from '../../test-support/fixtures';
import { screenMeta, SCREEN_TIMEOUT, screen } from '../../storybook/screen-meta';
import { artwork, homeApi, LONG_NAME, LONG_TITLE, longTracks, PLAYING_QUEUE } from '../../storybook/story-fixtures';

/** The shell around Home, with the bottom player and the fullscreen player in each of their states. */
const meta = {
  ...screenMeta,
  title: 'Player',
  args: { path: '/', api: homeApi() },
} satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'Idle (no player bar)',
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Latest Songs' }, SCREEN_TIMEOUT);
    await expect(canvas.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
  },
};

export const Playing: Story = {
  args: { player: 'playing', queue: PLAYING_QUEUE, startIndex: 2 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pause' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const Paused: Story = {
  args: { player: 'paused', queue: PLAYING_QUEUE, startIndex: 0 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Play' }, SCREEN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const LastInQueue: Story = {
  args: { player: 'playing', queue: PLAYING_QUEUE, startIndex: PLAYING_QUEUE.length - 1 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Next' }, SCREEN_TIMEOUT)).toBeDisabled();
  },
};

export const LongTitle: Story = {
  args: { player: 'playing', queue: longTracks(3) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle(`${LONG_TITLE} 1`, {}, SCREEN_TIMEOUT)).toBeInTheDocument();
    await expect(canvas.getByTitle(LONG_NAME)).toBeInTheDocument();
  },
};

/** Repeat cycles off → all → one (with its "1" badge) → off, through the app's player machine. */
export const RepeatCycle: Story = {
  args: { player: 'playing', queue: PLAYING_QUEUE },
  play: async ({ canvas, userEvent }) => {
    const repeat = await canvas.findByRole('button', { name: 'Repeat' }, SCREEN_TIMEOUT);
    await expect(repeat).toHaveAttribute('data-repeat', 'off');
    await userEvent.click(repeat);
    await expect(repeat).toHaveAttribute('data-repeat', 'all');
    await expect(repeat).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(repeat);
    await expect(repeat).toHaveAttribute('data-repeat', 'one');
    await expect(repeat).toHaveAttribute('data-badge', '1');
    await userEvent.click(repeat);
    await expect(repeat).toHaveAttribute('data-repeat', 'off');
    await expect(repeat).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The volume slider follows the keyboard; mute shows 0 % and unmute brings the volume back. */
export const Volume: Story = {
  args: { player: 'playing', queue: PLAYING_QUEUE },
  play: async ({ canvas, userEvent }) => {
    const volume = await canvas.findByRole('slider', { name: 'Volume' }, SCREEN_TIMEOUT);
    const before = Number(volume.getAttribute('aria-valuenow'));
    volume.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(Number(volume.getAttribute('aria-valuenow'))).toBe(before - 10));
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(volume).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Unmute' }));
    await expect(volume).toHaveAttribute('aria-valuenow', String(before - 10));
  },
};

export const LiveRadio: Story = {
  args: { player: 'playing', playerQueue: [stationToPlayerItem(station({ artwork_url: artwork(5) }))] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('LIVE', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};

export const Fullscreen: Story = {
  args: { player: 'fullscreen', queue: PLAYING_QUEUE, startIndex: 1 },
  play: async ({ userEvent }) => {
    const dialog = await screen().findByRole('dialog', {}, SCREEN_TIMEOUT);
    await expect(dialog).toBeVisible();
    await expect(screen().getByText('Your music, anywhere')).toBeVisible();
    await userEvent.click(screen().getByRole('button', { name: 'Lyrics' }));
    await expect(await screen().findByText('Lyrics not available')).toBeVisible();
  },
};

export const FullscreenUpNext: Story = {
  name: 'Fullscreen with Up Next',
  args: { player: 'fullscreen', queue: PLAYING_QUEUE },
  play: async ({ userEvent }) => {
    await screen().findByRole('dialog', {}, SCREEN_TIMEOUT);
    await userEvent.click(screen().getByRole('button', { name: 'Up Next' }));
    await expect(await screen().findByRole('heading', { name: 'Up Next' })).toBeVisible();
  },
};

export const FullscreenNoArtworkLongTitle: Story = {
  name: 'Fullscreen, no artwork, long title',
  args: { player: 'fullscreen', queue: longTracks(2).map((t) => ({ ...t, artwork_url: null })) },
  play: async () => {
    await expect(await screen().findByRole('dialog', {}, SCREEN_TIMEOUT)).toBeVisible();
  },
};
