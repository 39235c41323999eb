import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fakeArtwork } from '../../test-support/fixtures';
import { PlayerBar } from '../player-bar/player-bar';
import { DevicesMenu, type DeviceRow } from './devices-menu';
import { ContinueListening, RemoteQueueNotice, RemoteStatus } from './remote-status';

const DEVICES: DeviceRow[] = [
  { id: 'this', name: 'Chrome on Linux', thisDevice: true, nowPlaying: null, playing: false },
  { id: 'kitchen', name: 'Kitchen speaker', thisDevice: false, nowPlaying: 'Neon Rain · Nova Lights', playing: true },
  { id: 'phone', name: 'Safari on iOS', thisDevice: false, nowPlaying: null, playing: false },
];

const meta = {
  title: 'Player/Devices',
  component: DevicesMenu,
  parameters: { layout: 'centered' },
  args: { devices: DEVICES, activeId: 'kitchen', onSelect: fn() },
} satisfies Meta<typeof DevicesMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list names each device; this one is marked, and what the others play is said. */
export const DeviceList: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Devices' }));
    const self = await canvas.findByRole('button', { name: 'Chrome on Linux' });
    await expect(self).toHaveAccessibleDescription('This device');
    await expect(canvas.getByRole('button', { name: 'Kitchen speaker' })).toHaveAccessibleDescription('Playing: Neon Rain · Nova Lights');
    await userEvent.click(canvas.getByRole('button', { name: 'Safari on iOS' }));
    await expect(args.onSelect).toHaveBeenCalledWith('phone');
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Devices' })).toBeNull());
  },
};

/** "Play in sync" on each other device (never on this one): this device joins that one's playback as a room. */
export const PlayInSync: Story = {
  args: { onPlayInSync: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Devices' }));
    const buttons = await canvas.findAllByRole('button', { name: 'Play in sync' });
    await expect(buttons).toHaveLength(2);
    await expect(buttons[0]).toHaveAccessibleDescription('Kitchen speaker');
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onPlayInSync).toHaveBeenCalledWith('kitchen');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Two browsers of one kind: both names are shown whole, so they can be told apart. */
export const AlikeNames: Story = {
  args: {
    devices: [
      { id: 'this', name: 'Chromium on ChromeOS', thisDevice: true, nowPlaying: null, playing: false },
      { id: 'other', name: 'Chromium on ChromeOS 2', thisDevice: false, nowPlaying: 'Neon Rain · Nova Lights', playing: false },
    ],
    activeId: 'this',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Devices' }));
    const other = await canvas.findByRole('button', { name: 'Chromium on ChromeOS 2' });
    await expect(other).toHaveAccessibleDescription('Paused: Neon Rain · Nova Lights');
    for (const name of ['Chromium on ChromeOS', 'Chromium on ChromeOS 2']) {
      const text = within(canvas.getByRole('button', { name })).getByText(name);
      await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    }
  },
};

/** Alone: the list says how to add a device. */
export const OnlyThisDevice: Story = {
  args: { devices: DEVICES.slice(0, 1), activeId: 'this' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Devices' }));
    await expect(await canvas.findByText(/No other devices are online/)).toBeVisible();
  },
};

const remoteBar = (lost: boolean, onPlayHere = fn(), playing = !lost) => (
  <PlayerBar
    track={{ title: 'Neon Rain', artistName: 'Nova Lights', artworkUrl: fakeArtwork(3) }}
    isPlaying={playing}
    currentTime={42}
    duration={214}
    volume={0.8}
    muted={false}
    shuffled={false}
    repeatMode="off"
    liked={false}
    canPrevious
    canNext
    onTogglePlay={fn()}
    onPrevious={fn()}
    onNext={fn()}
    onSeek={fn()}
    onToggleShuffle={fn()}
    onCycleRepeat={fn()}
    onToggleLike={fn()}
    onToggleMute={fn()}
    onVolumeChange={fn()}
    onOpenQueue={fn()}
    onToggleFullscreen={fn()}
    onClose={fn()}
    devices={<DevicesMenu devices={DEVICES} activeId="kitchen" onSelect={fn()} />}
    status={<RemoteStatus deviceName="Kitchen speaker" playing={playing} lost={lost} onPlayHere={onPlayHere} />}
  />
);

/** A remote: the bar shows the other device's track and says where it plays. */
export const RemoteMode: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => remoteBar(false),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Playing on Kitchen speaker')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play here' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Devices' })).toBeVisible();
  },
};

/** Paused on the other device: the bar says so. */
export const RemotePaused: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => remoteBar(false, fn(), false),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paused on Kitchen speaker')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Play' })[0]).toBeVisible();
  },
};

/** The controlled device went away: the remote says so, shows nothing playing, and offers "Play here". */
export const TargetLost: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => remoteBar(true),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kitchen speaker is no longer available')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play here' })).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: 'Pause' })).toHaveLength(0);
  },
};

/** A fresh device offers the queue played elsewhere. */
export const ContinueOffer: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <ContinueListening title="Neon Rain" deviceName="Chrome on Linux" onContinue={fn()} onDismiss={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Continue listening: Neon Rain from Chrome on Linux')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

function QueueNoticeDemo() {
  const [changed, setChanged] = useState(true);
  return <RemoteQueueNotice deviceName="Kitchen speaker" changed={changed} onDismiss={() => setChanged(false)} />;
}

/** Above a remote's Queue screen: whose queue it is; after an edit lost to another device's, says the queue was read again. */
export const RemoteQueueChanged: Story = {
  render: () => <QueueNoticeDemo />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The queue changed on another device: this is the queue now');
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Playing on Kitchen speaker');
    await expect(canvas.queryByRole('button', { name: 'OK' })).toBeNull();
  },
};
