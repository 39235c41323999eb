// Over 300 lines on purpose: every state of the one player bar (the waveform's included) on one Storybook page, side by side.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { LONG_TITLE, fakeArtwork } from '../../test-support/fixtures';
import { WaveformPeaks } from '../waveform/waveform-peaks';
import { PlayerBar, type PlayerBarProps, type RepeatMode } from './player-bar';

const nextRepeat: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' };

/** Holds the player's state the way the app's machine would, and still reports every callback. */
function StatefulPlayerBar(props: PlayerBarProps) {
  const [repeatMode, setRepeatMode] = useState(props.repeatMode);
  const [volume, setVolume] = useState(props.volume);
  const [muted, setMuted] = useState(props.muted);
  const [shuffled, setShuffled] = useState(props.shuffled);
  const [liked, setLiked] = useState(props.liked);
  const [isPlaying, setPlaying] = useState(props.isPlaying);
  const [currentTime, setCurrentTime] = useState(props.currentTime);
  return (
    <PlayerBar
      {...props}
      repeatMode={repeatMode}
      volume={volume}
      muted={muted}
      shuffled={shuffled}
      liked={liked}
      isPlaying={isPlaying}
      currentTime={currentTime}
      onCycleRepeat={() => {
        props.onCycleRepeat();
        setRepeatMode((mode) => nextRepeat[mode]);
      }}
      onVolumeChange={(value) => {
        props.onVolumeChange(value);
        setVolume(value);
        setMuted(false);
      }}
      onToggleMute={() => {
        props.onToggleMute();
        setMuted((value) => !value);
      }}
      onToggleShuffle={() => {
        props.onToggleShuffle();
        setShuffled((value) => !value);
      }}
      onToggleLike={() => {
        props.onToggleLike();
        setLiked((value) => !value);
      }}
      onTogglePlay={() => {
        props.onTogglePlay();
        setPlaying((value) => !value);
      }}
      onSeek={(seconds) => {
        props.onSeek(seconds);
        setCurrentTime(seconds);
      }}
    />
  );
}

const meta = {
  title: 'Player/PlayerBar',
  component: PlayerBar,
  parameters: { layout: 'fullscreen' },
  render: (args) => <StatefulPlayerBar {...args} />,
  args: {
    track: { title: 'Blinding Lights', artistName: 'The Weeknd', albumTitle: 'After Hours', artworkUrl: fakeArtwork(20), href: '/track/t1', artistHref: '/artist/a1' },
    isPlaying: true,
    currentTime: 65,
    duration: 200,
    volume: 0.7,
    muted: false,
    shuffled: false,
    repeatMode: 'off',
    liked: false,
    canPrevious: true,
    canNext: true,
    onTogglePlay: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onSeek: fn(),
    onToggleShuffle: fn(),
    onCycleRepeat: fn(),
    onToggleLike: fn(),
    onToggleMute: fn(),
    onVolumeChange: fn(),
    onOpenQueue: fn(),
    onToggleFullscreen: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PlayerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Pause', 'Previous', 'Next', 'Shuffle', 'Repeat', 'Like', 'Queue', 'Mute', 'Fullscreen', 'Close player']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.getByText('1:05')).toBeVisible();
    await expect(canvas.getByText('3:20')).toBeVisible();
  },
};

export const Paused: Story = { args: { isPlaying: false } };

export const FirstInQueue: Story = {
  name: 'First in queue (previous disabled)',
  args: { canPrevious: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const LastInQueue: Story = {
  name: 'Last in queue (next disabled)',
  args: { canNext: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const NoArtworkUnknownArtist: Story = {
  name: 'No artwork, unknown artist',
  args: { track: { title: 'Untitled demo', artistName: null, artworkUrl: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown Artist')).toBeVisible();
  },
};

export const LongTitle: Story = { args: { track: { title: LONG_TITLE, artistName: 'A Band With A Remarkably Long Name And Featured Guests', artworkUrl: fakeArtwork(200) } } };

export const LikedShuffledRepeatOne: Story = {
  name: 'Liked, shuffled, repeat one',
  args: { liked: true, shuffled: true, repeatMode: 'one' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unlike' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Shuffle' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Repeat' })).toHaveAttribute('data-badge', '1');
  },
};

export const LiveRadio: Story = {
  args: { track: { title: 'Radio Paradise', artistName: 'United States', albumTitle: 'Radio Station', artworkUrl: fakeArtwork(300) }, duration: 0, currentTime: 0, isLive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('LIVE')).toBeVisible();
    // A live stream has no order to shuffle and nothing to repeat.
    await expect(canvas.getByRole('button', { name: 'Shuffle' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Repeat' })).toBeDisabled();
  },
};

export const Muted: Story = { args: { muted: true } };

const downloadCallbacks = () => ({ onDownload: fn(), onCancel: fn(), onRemove: fn() });

export const DownloadSong: Story = {
  name: 'Download the current song',
  args: { download: { status: 'none', ...downloadCallbacks() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.download?.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const DownloadingSong: Story = {
  name: 'Current song downloading (progress, cancel)',
  args: { download: { status: 'in-progress', progress: 0.4, ...downloadCallbacks() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel download' }));
    await expect(args.download?.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const DownloadedSong: Story = {
  name: 'Current song downloaded',
  args: { download: { status: 'stored', ...downloadCallbacks() } },
  play: async ({ canvas, userEvent, args }) => {
    const remove = canvas.getByRole('button', { name: 'Remove download' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(remove);
    await expect(args.download?.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const RepeatCycle: Story = {
  name: 'Repeat cycles off → all → one → off',
  play: async ({ canvas, userEvent, args }) => {
    const repeat = canvas.getByRole('button', { name: 'Repeat' });
    await expect(repeat).toHaveAttribute('data-repeat', 'off');
    await expect(repeat).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(repeat);
    await expect(repeat).toHaveAttribute('data-repeat', 'all');
    await expect(repeat).toHaveAttribute('aria-pressed', 'true');
    await expect(repeat).not.toHaveAttribute('data-badge');

    await userEvent.click(repeat);
    await expect(repeat).toHaveAttribute('data-repeat', 'one');
    await expect(repeat).toHaveAttribute('data-badge', '1');
    await expect(repeat.querySelector('[data-icon-badge="1"]')).toBeVisible();

    await userEvent.click(repeat);
    await expect(repeat).toHaveAttribute('data-repeat', 'off');
    await expect(repeat).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onCycleRepeat).toHaveBeenCalledTimes(3);
  },
};

export const VolumeAndMute: Story = {
  name: 'Volume bar and mute',
  play: async ({ canvas, userEvent, args }) => {
    const volume = canvas.getByRole('slider', { name: 'Volume' });
    await expect(volume).toHaveAttribute('aria-valuenow', '70');

    // A click sets the volume to the click position.
    const rect = volume.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', target: volume, coords: { clientX: rect.left + rect.width * 0.25, clientY: rect.top + rect.height / 2 } });
    await waitFor(() => expect(volume).toHaveAttribute('aria-valuenow', '25'));
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0.25);

    // Keys step by 5 %; End goes to 100 %.
    volume.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onVolumeChange).toHaveBeenLastCalledWith(0.3);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(volume).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{End}');
    await expect(volume).toHaveAttribute('aria-valuetext', '100%');

    // Mute shows 0 and flips the button's name; unmute restores.
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(args.onToggleMute).toHaveBeenCalledTimes(1);
    await expect(volume).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Unmute' }));
    await expect(volume).toHaveAttribute('aria-valuenow', '100');
  },
};

export const SeekByKeyboardAndClick: Story = {
  name: 'Seek by keyboard and click',
  play: async ({ canvas, userEvent, args }) => {
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '1:05 of 3:20');
    seek.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(70);
    await userEvent.keyboard('{Home}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
    const rect = seek.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', target: seek, coords: { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 } });
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuenow', '100'));
  },
};

/** A song's 200 columns as the server sends them: a quiet intro, a loud body, a fade. */
const PEAKS = Array.from({ length: 200 }, (_, column) => Math.round((column < 30 ? 40 : column > 170 ? (200 - column) * 6 : 170) + 60 * Math.abs(Math.sin(column * 0.7))) % 256);
const waveformOf = (element: HTMLElement) => element.querySelector('[data-waveform]');

export const Waveform: Story = {
  name: 'Waveform (half played, the played part in orange)',
  args: { currentTime: 100, progressOverlay: <WaveformPeaks peaks={PEAKS} /> },
  play: async ({ canvas, canvasElement }) => {
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    await expect(waveformOf(canvasElement)).not.toBeNull();
    await expect(seek.style.getPropertyValue('--played')).toBe('50%');
    await expect(seek).toHaveAttribute('aria-valuetext', '1:40 of 3:20');
  },
};

export const WaveformSeek: Story = {
  name: 'Waveform: seek by keyboard and click as on the plain bar',
  args: { progressOverlay: <WaveformPeaks peaks={PEAKS} /> },
  play: async ({ canvas, userEvent, args }) => {
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    seek.focus();
    await userEvent.keyboard('{End}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(200);
    await expect(seek.style.getPropertyValue('--played')).toBe('100%');
    const rect = seek.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', target: seek, coords: { clientX: rect.left + rect.width / 4, clientY: rect.top + rect.height / 2 } });
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuenow', '50'));
  },
};

export const WaveformLoading: Story = {
  name: 'Waveform: peaks not here yet (or none), the plain bar',
  args: { progressOverlay: <WaveformPeaks peaks={[]} /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(waveformOf(canvasElement)).toBeNull();
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuenow', '65');
  },
};

export const WaveformOnLiveRadio: Story = {
  name: 'Waveform on, live radio: the live bar stays',
  args: { ...LiveRadio.args, progressOverlay: <WaveformPeaks peaks={PEAKS} /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(waveformOf(canvasElement)).toBeNull();
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('LIVE')).toBeVisible();
  },
};

export const WaveformRightToLeft: Story = {
  name: 'Waveform, right to left (played part from the right)',
  args: { currentTime: 50, progressOverlay: <WaveformPeaks peaks={PEAKS} /> },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const waveform = waveformOf(canvasElement);
    await expect(waveform).not.toBeNull();
    await waitFor(() => expect(getComputedStyle(waveform as Element).transform).not.toBe('none'));
  },
};

export const Phone: Story = {
  name: 'Phone (360 px): play/pause, title, next, fullscreen',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    await expect(canvas.getByText('Blinding Lights')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Shuffle' })).toBeNull();
    await expect(canvas.queryByRole('slider', { name: 'Volume' })).toBeNull();
  },
};
