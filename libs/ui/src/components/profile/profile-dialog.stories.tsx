import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { ProfileDialog, type ProfileDialogProps } from './profile-dialog';
import { outsideViewport } from '../../test-support/viewport';
import { AppPasswords } from '../app-passwords/app-passwords';

const EXPIRY_WARNING_TEXT = '⚠️ Your subscription expires soon! Please renew to continue enjoying Tangerine.';

const CODE = 'TNGR-7Q2K-M9XA';

/** The dialog once its entry animation has finished. */
async function findProfileDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Your Profile' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Copy confirmation for 2 seconds and the logout confirmation, as the app wires them. */
function ProfileDemo(props: ProfileDialogProps) {
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const subscription = props.subscription && {
    ...props.subscription,
    copied,
    onCopy: () => {
      props.subscription?.onCopy();
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    },
  };
  return (
    <>
      <ProfileDialog {...props} subscription={subscription} onLogout={() => setConfirming(true)} />
      <ConfirmDialog
        open={confirming}
        title="Logout"
        message="Are you sure you want to logout?"
        confirmLabel="Logout"
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onLogout();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ProfileDialog',
  component: ProfileDialog,
  parameters: { docs: { story: { inline: false, height: '720px' } } },
  render: (args) => <ProfileDemo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    onLogout: fn(),
    device: { deviceId: 'web-1763719200000-k3x9q2', platform: 'Web', browser: 'Linux x86_64' },
    subscription: { plan: 'Premium', active: true, code: CODE, expiresAt: '2027-03-03T00:00:00Z', daysRemaining: 102, copied: false, onCopy: fn() },
  },
} satisfies Meta<typeof ProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async () => {
    const dialog = await findProfileDialog();
    await expect(within(dialog).getByText('Device Information')).toBeVisible();
    await expect(within(dialog).getByText('web-1763719200000-k3x9q2')).toBeVisible();
    await expect(within(dialog).getByText('Active')).toBeVisible();
    await expect(within(dialog).getByText('Premium')).toBeVisible();
    await expect(within(dialog).getByText('March 3, 2027')).toBeVisible();
    await expect(within(dialog).queryByText(EXPIRY_WARNING_TEXT)).toBeNull();
  },
};

export const RevealAndCopy: Story = {
  name: 'Masked code reveals on click; copy confirms for 2 s',
  play: async ({ userEvent, args }) => {
    const dialog = await findProfileDialog();
    const code = within(dialog).getByRole('button', { name: /Activation code/ });
    await expect(code).toHaveTextContent('TNGR-7Q2******');
    await expect(code).not.toHaveTextContent(CODE);
    await userEvent.click(code);
    await expect(code).toHaveTextContent(CODE);
    await expect(code).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(code);
    await expect(code).toHaveTextContent('TNGR-7Q2******');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy activation code' }));
    await expect(args.subscription?.onCopy).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByText('Copied!')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByText('Copied!')).toBeNull(), { timeout: 3000 });
    await expect(within(dialog).getByRole('button', { name: 'Copy activation code' })).toBeVisible();
  },
};

export const ExpiresSoon: Story = {
  name: 'Expires in 3 days (red, warning)',
  args: { subscription: { plan: 'Premium', active: true, code: CODE, expiresAt: '2026-11-24T12:00:00Z', daysRemaining: 3, copied: false, onCopy: fn() } },
  play: async () => {
    const dialog = await findProfileDialog();
    await expect(within(dialog).getByText('3')).toHaveAttribute('data-warning', 'true');
    await expect(within(dialog).getByText(EXPIRY_WARNING_TEXT)).toBeVisible();
  },
};

export const Expired: Story = {
  args: { subscription: { plan: 'Premium', active: false, code: CODE, expiresAt: '2026-01-01T00:00:00Z', daysRemaining: 0, copied: false, onCopy: fn() } },
  play: async () => {
    const dialog = await findProfileDialog();
    await expect(within(dialog).queryByText('Active')).toBeNull();
  },
};

export const LogoutConfirmation: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await findProfileDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Logout' });
    await expect(confirm).toHaveAccessibleDescription('Are you sure you want to logout?');
    // Escape closes only the confirmation on top.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(screen.getByRole('dialog', { name: 'Your Profile' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  name: 'Phone (360 px): the dialog fits the screen',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    device: { deviceId: 'web-1795847353518crtvb49h3-a-very-long-device-identifier', platform: 'Web', browser: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile' },
    children: <AppPasswords serverUrl="https://music.example.com" apps={[{ username: 'app-7k2q', name: 'Symfonium on my phone' }]} onCreate={fn()} onRevoke={fn()} onDone={fn()} />,
  },
  play: async () => {
    const dialog = await findProfileDialog();
    await expect(document.documentElement.clientWidth).toBeLessThanOrEqual(400);
    await expect(outsideViewport(dialog)).toEqual([]);
    await expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};
