import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, waitFor } from 'storybook/test';
import { screenMeta, SCREEN_TIMEOUT, screen } from '../../storybook/screen-meta';
import { homeApi } from '../../storybook/story-fixtures';
import { STORY_CODE } from '../../storybook/story-services';

const DAY = 24 * 60 * 60 * 1000;

/** The shell's profile tile opens the dialog (product §2 Profile dialog). */
const meta = {
  ...screenMeta,
  title: 'Profile dialog',
  args: {
    path: '/',
    api: {
      ...homeApi(),
      'GET /api/v1/scrobbling': {
        listenbrainz: { status: 'connected', user_name: 'rob', message: null, queued: 0 },
        lastfm: { status: 'disconnected', user_name: null, message: null, queued: 0, available: true, unavailable_reason: null },
      },
    },
  },
  // The copy button writes to the clipboard: a spy stands in for it (headless Chromium has no user to grant it).
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Your Profile/ }, SCREEN_TIMEOUT));
    const dialog = await screen().findByRole('dialog', { name: 'Your Profile' });
    // The dialog fades in: visible once its opening transition has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof screenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Clicking the masked code shows it whole, clicking again hides it; copy copies the full code. */
export const RevealAndCopy: Story = {
  play: async (context) => {
    await meta.play(context);
    const { userEvent } = context;
    const masked = `${STORY_CODE.slice(0, -6)}******`;
    // The toggle keeps one name ("Activation code: …") and shows the code masked or whole.
    const code = screen().getByRole('button', { name: /^Activation code:/ });
    await expect(code).toHaveTextContent(masked);
    await expect(code).not.toHaveTextContent(STORY_CODE);
    await expect(code).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(code);
    await expect(code).toHaveTextContent(STORY_CODE);
    await expect(code).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(code);
    await expect(code).toHaveTextContent(masked);
    await expect(code).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen().getByRole('button', { name: 'Copy activation code' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(STORY_CODE);
    await expect(await screen().findByText('Copied!')).toBeVisible();
    // The confirmation goes away after 2 seconds.
    await waitFor(() => expect(screen().queryByText('Copied!')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

export const ExpiresSoon: Story = {
  name: 'Expires soon (under 7 days)',
  args: { expiryDate: new Date(Date.now() + 3 * DAY).toISOString() },
  play: async (context) => {
    await meta.play(context);
    await expect(screen().getByText(/Your subscription expires soon!/)).toBeVisible();
  },
};

export const LogoutConfirmation: Story = {
  play: async (context) => {
    await meta.play(context);
    await context.userEvent.click(screen().getByRole('button', { name: 'Logout' }));
    const question = await screen().findByText('Are you sure you want to logout?', {}, SCREEN_TIMEOUT);
    // The confirmation opens over the profile dialog: on a busy machine it may still be fading in.
    await waitFor(() => expect(question).toBeVisible(), SCREEN_TIMEOUT);
  },
};

/** This device connected an app: the same question says logging out disconnects it. */
export const LogoutWithConnectedApps: Story = {
  args: {
    api: {
      ...homeApi(),
      'GET /api/v1/app-passwords': {
        app_passwords: [
          { username: 'phone-x2h5k', name: 'Phone', created_at: '2026-11-21T10:00:00Z', last_seen_at: '2026-11-21T10:00:00Z', from_this_device: true },
          { username: 'car-7qk2m', name: 'Car', created_at: '2026-11-20T10:00:00Z', last_seen_at: '2026-11-20T10:00:00Z', from_this_device: false },
        ],
      },
    },
  },
  play: async (context) => {
    await meta.play(context);
    await screen().findByText('phone-x2h5k', {}, SCREEN_TIMEOUT);
    await context.userEvent.click(screen().getByRole('button', { name: 'Logout' }));
    const question = await screen().findByText('Are you sure you want to logout?', {}, SCREEN_TIMEOUT);
    await waitFor(() => expect(question).toBeVisible(), SCREEN_TIMEOUT);
    await expect(screen().getByText('The app connected from this device will be disconnected.')).toBeVisible();
  },
};
