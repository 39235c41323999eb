import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScrobblingPanel, type LastFmService, type ScrobbleService } from './scrobbling-panel';

const off: ScrobbleService = { status: 'disconnected', userName: null, message: null, queued: 0 };
const lastFmOff: LastFmService = { ...off, available: true, unavailableReason: null };
const revokedMessage = 'ListenBrainz no longer accepts your token. Paste a new one from your ListenBrainz settings and press "Connect".';

const meta = {
  title: 'Profile/ScrobblingPanel',
  component: ScrobblingPanel,
  args: {
    listenBrainz: off,
    lastFm: lastFmOff,
    onConnectListenBrainz: fn(),
    onDisconnectListenBrainz: fn(),
    onConnectLastFm: fn(),
    onDisconnectLastFm: fn(),
  },
} satisfies Meta<typeof ScrobblingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

export const Disconnected: Story = {
  play: async ({ canvasElement, args }) => {
    const listenBrainz = section(canvasElement, 'ListenBrainz');
    const connect = listenBrainz.getByRole('button', { name: 'Connect' });
    await expect(connect).toBeDisabled();
    await userEvent.type(listenBrainz.getByLabelText('User token'), 'my-token');
    await userEvent.click(connect);
    await expect(args.onConnectListenBrainz).toHaveBeenCalledWith('my-token');
    await userEvent.click(section(canvasElement, 'Last.fm').getByRole('button', { name: 'Connect' }));
    await expect(args.onConnectLastFm).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { listenBrainz: null, lastFm: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const CouldNotLoad: Story = {
  args: { listenBrainz: null, lastFm: null, loadError: 'Could not load your scrobbling connections' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not load');
  },
};

export const ListenBrainzConnected: Story = {
  args: { listenBrainz: { status: 'connected', userName: 'rob', message: null, queued: 0 } },
  play: async ({ canvasElement, args }) => {
    const listenBrainz = section(canvasElement, 'ListenBrainz');
    await expect(listenBrainz.getByText('Connected as rob')).toBeVisible();
    await expect(listenBrainz.queryByLabelText('User token')).toBeNull();
    await userEvent.click(listenBrainz.getByRole('button', { name: 'Disconnect' }));
    await expect(args.onDisconnectListenBrainz).toHaveBeenCalled();
  },
};

export const ListenBrainzTokenRefused: Story = {
  args: { listenBrainzError: 'ListenBrainz did not accept this token: copy the user token from your ListenBrainz settings page.' },
  play: async ({ canvasElement }) => {
    const field = section(canvasElement, 'ListenBrainz').getByLabelText('User token');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ListenBrainzNeedsAttention: Story = {
  args: { listenBrainz: { status: 'needs_attention', userName: 'rob', message: revokedMessage, queued: 3 } },
  play: async ({ canvasElement }) => {
    const listenBrainz = section(canvasElement, 'ListenBrainz');
    await expect(listenBrainz.getByRole('alert')).toHaveTextContent('no longer accepts your token');
    await expect(listenBrainz.getByText('3 plays waiting to be sent')).toBeVisible();
    await expect(listenBrainz.getByLabelText('User token')).toBeVisible();
  },
};

export const LastFmConnected: Story = {
  args: { lastFm: { status: 'connected', userName: 'ann_fm', message: null, queued: 1, available: true, unavailableReason: null } },
  play: async ({ canvasElement, args }) => {
    const lastFm = section(canvasElement, 'Last.fm');
    await expect(lastFm.getByText('Connected as ann_fm')).toBeVisible();
    await expect(lastFm.getByText('1 play waiting to be sent')).toBeVisible();
    await expect(lastFm.queryByRole('button', { name: 'Connect' })).toBeNull();
    await userEvent.click(lastFm.getByRole('button', { name: 'Disconnect' }));
    await expect(args.onDisconnectLastFm).toHaveBeenCalled();
  },
};

export const LastFmNeedsAttention: Story = {
  args: {
    lastFm: { status: 'needs_attention', userName: 'ann_fm', message: 'Last.fm no longer accepts this connection. Press "Connect" to sign in to Last.fm again.', queued: 2, available: true, unavailableReason: null },
  },
  play: async ({ canvasElement }) => {
    const lastFm = section(canvasElement, 'Last.fm');
    await expect(lastFm.getByRole('alert')).toHaveTextContent('sign in to Last.fm again');
    await expect(lastFm.getByRole('button', { name: 'Connect' })).toBeEnabled();
  },
};

export const LastFmSignInFailed: Story = {
  args: { lastFmError: 'Last.fm refused the sign-in: Unauthorized Token - This token has not been authorized' },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, 'Last.fm').getByRole('alert')).toHaveTextContent('refused the sign-in');
  },
};

export const LastFmNotSetUp: Story = {
  args: { lastFm: { ...lastFmOff, available: false, unavailableReason: 'Last.fm is not set up on this server: the administrator sets TANGERINE_LASTFM_KEY and TANGERINE_LASTFM_SECRET.' } },
  play: async ({ canvasElement }) => {
    const connect = section(canvasElement, 'Last.fm').getByRole('button', { name: 'Connect' });
    await expect(connect).toBeDisabled();
    await expect(connect).toHaveAccessibleDescription(/not set up on this server/);
  },
};
