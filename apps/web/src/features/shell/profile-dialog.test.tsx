import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@tangerine/session';
import { activateCatalogue, activateEnglish, loadCatalogue } from '@tangerine/ui';
import { json } from '../../api/test-support/api-harness';
import { EMPTY_FAVORITES, renderApp, testServices } from '../../test-support/render-app';
import { renderWithTheme } from '../../test-support/render-with-theme';
import { preloadProfileDialog } from '../../app/app-layout';
import { ProfileDialog } from './profile-dialog';

const EXPIRY_WARNING_TEXT = '⚠️ Your subscription expires soon! Please renew to continue enjoying Tangerine.';
const days = () => screen.getByText('Days remaining').nextElementSibling;

const NOW = new Date('2026-11-21T12:00:00.000Z');
const session = (expiryDate: string): Session => ({
  isActivated: true,
  activationCode: 'ABCD-EFGH-IJKL',
  expiryDate,
  deviceId: 'web-1700000000000abcdefghi',
});

function renderDialog(expiryDate = '2027-01-05T12:00:00.000Z', copyText = vi.fn(async () => undefined), appsFromThisDevice?: number) {
  const props = { onClose: vi.fn(), onLogout: vi.fn(), copyText };
  renderWithTheme(<ProfileDialog session={session(expiryDate)} platform="Linux x86_64" now={NOW} {...props} {...(appsFromThisDevice === undefined ? {} : { appsFromThisDevice })} />);
  return props;
}

afterEach(() => {
  vi.useRealTimers();
  activateEnglish();
});

describe('profile dialog', () => {
  it('lists the device information', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Device Information' })).toBeInTheDocument();
    expect(screen.getByText('web-1700000000000abcdefghi')).toBeInTheDocument();
    expect(screen.getByText('Web')).toBeInTheDocument();
    expect(screen.getByText('Linux x86_64')).toBeInTheDocument();
  });

  it('shows the plan, the ACTIVE badge, the long US expiry date and the days remaining', () => {
    renderDialog('2027-01-05T12:00:00.000Z');
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2027')).toBeInTheDocument();
    expect(days()).toHaveTextContent('45');
    expect(days()).toHaveAttribute('data-warning', 'false');
    expect(screen.queryByText(EXPIRY_WARNING_TEXT)).not.toBeInTheDocument();
  });

  it('names the plan in the listener’s language (Japanese)', async () => {
    activateCatalogue('ja', await loadCatalogue('ja'));
    renderDialog('2027-01-05T12:00:00.000Z');
    expect(screen.getByText('プレミアム')).toBeInTheDocument();
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
  });

  it('warns in red under 7 days, rounding the days up', () => {
    renderDialog('2026-11-24T06:00:00.000Z');
    expect(days()).toHaveTextContent('3');
    expect(days()).toHaveAttribute('data-warning', 'true');
    expect(screen.getByText(EXPIRY_WARNING_TEXT)).toBeInTheDocument();
  });

  it('has no ACTIVE badge once expired', () => {
    renderDialog('2026-11-20T12:00:00.000Z');
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(days()).toHaveTextContent('0');
  });

  it('masks the last 6 characters and reveals or hides the code on click', async () => {
    const user = userEvent.setup();
    renderDialog();
    const code = screen.getByRole('button', { name: /ABCD-EFG\*{6}$/ });
    await user.click(code);
    expect(code).toHaveTextContent('ABCD-EFGH-IJKL');
    await user.click(code);
    expect(code).toHaveTextContent('ABCD-EFG******');
  });

  it('copies the full code and confirms for 2 seconds', async () => {
    vi.useFakeTimers();
    const copyText = vi.fn(async () => undefined);
    renderDialog(undefined, copyText);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy activation code' }));
    });
    expect(copyText).toHaveBeenCalledWith('ABCD-EFGH-IJKL');
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('asks before logging out', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByText('Are you sure you want to logout?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onLogout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    // Without apps made on this device there is nothing else to say.
    expect(screen.queryByText(/will be disconnected/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('says, under the same question, that the apps connected from this device will be disconnected', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderDialog(undefined, undefined, 2);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const confirmation = screen.getByRole('alertdialog', { name: 'Logout' });
    expect(confirmation).toHaveAccessibleDescription('Are you sure you want to logout?');
    expect(within(confirmation).getByText('The 2 apps connected from this device will be disconnected.')).toBeInTheDocument();
    // No opt-out: a session's logout always ends the app passwords it minted.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('profile dialog in the shell', () => {
  it('opens from the profile tile; logout clears the session, tokens and device id and lands on /activate', async () => {
    const user = userEvent.setup();
    const services = testServices({ activated: {} });
    const { router } = renderApp('/queue', services);
    await user.click(await screen.findByRole('button', { name: /Your Profile/ }));
    expect(await screen.findByRole('dialog', { name: 'Your Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate'));
    expect(services.session.getSnapshot()).toEqual({ isActivated: false, activationCode: null, expiryDate: null, deviceId: null });
    expect(services.session.getAccessToken()).toBeNull();
    expect(services.session.getRefreshToken()).toBeNull();
    // The old device id is gone; /activate makes a fresh one for the next activation.
    expect(services.storage.getItem('tangerine.deviceId')).not.toBe('web-1700000000000abcdefghi');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens whole in the click that asks for it once its code is in: no suspended first frame', { timeout: 90_000 }, async () => {
    renderApp('/queue', testServices({ activated: {} }));
    const profileButton = await screen.findByRole('button', { name: /Your Profile/ });
    await act(() => preloadProfileDialog());
    act(() => void fireEvent.click(profileButton));
    // In the click's own commit: a part that suspended would show here only after React's 300 ms reveal throttle.
    const profile = screen.getByRole('dialog', { name: 'Your Profile' });
    expect(within(profile).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(profile).getByText('Playback')).toBeInTheDocument();
  });

  it('logs this device out on the server (its apps disconnected, its page cookie cleared), then locally', { timeout: 90_000 }, async () => {
    const user = userEvent.setup();
    const apps = [
      { username: 'phone-x2h5k', name: 'Phone', created_at: '2026-11-21T10:00:00Z', last_seen_at: '2026-11-21T10:00:00Z', from_this_device: true },
      { username: 'car-7qk2m', name: 'Car', created_at: '2026-11-20T10:00:00Z', last_seen_at: '2026-11-20T10:00:00Z', from_this_device: false },
    ];
    const services = testServices({
      activated: {},
      answer: async (request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/v1/favorites') return json(200, EMPTY_FAVORITES);
        if (request.method === 'GET' && url.pathname === '/api/v1/app-passwords') return json(200, { app_passwords: apps });
        if (request.method === 'POST' && url.pathname === '/api/v1/auth/logout') return json(200, { revoked_apps: 1 });
        return json(404, { message: `No test answer for ${request.method} ${url.pathname}`, code: 'not_found' });
      },
    });
    const { router } = renderApp('/queue', services);
    await user.click(await screen.findByRole('button', { name: /Your Profile/ }));
    const profile = await screen.findByRole('dialog', { name: 'Your Profile' });
    expect(await within(profile).findByText('phone-x2h5k')).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('The app connected from this device will be disconnected.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alertdialog', { name: 'Logout' })).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate'));
    const logout = services.requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/v1/auth/logout'));
    expect(logout?.headers.get('authorization')).toMatch(/^Bearer ./);
    expect(services.session.getAccessToken()).toBeNull();
  });

  it('shows this device by its one name and renames it: the devices are read again', { timeout: 90_000 }, async () => {
    const user = userEvent.setup();
    let name = 'Chrome on Linux 2';
    const services = testServices({
      activated: {},
      answer: async (request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/v1/favorites') return json(200, EMPTY_FAVORITES);
        if (request.method === 'GET' && url.pathname === '/api/v1/connect/devices') return json(200, { devices: [{ device_id: 'web-1700000000000abcdefghi', name, this_device: true, state: null }] });
        if (request.method === 'PUT' && url.pathname === '/api/v1/connect/devices/web-1700000000000abcdefghi/name') {
          name = ((await request.json()) as { name: string }).name;
          return json(200, { device_id: 'web-1700000000000abcdefghi', name, this_device: true, state: null });
        }
        return json(404, { message: `No test answer for ${request.method} ${url.pathname}`, code: 'not_found' });
      },
    });
    renderApp('/queue', services);
    await user.click(await screen.findByRole('button', { name: /Your Profile/ }));
    const panel = await screen.findByRole('region', { name: 'Device name' });
    expect(await within(panel).findByText('Chrome on Linux 2')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Rename' }));
    const field = within(panel).getByRole('textbox', { name: 'Device name' });
    await user.clear(field);
    await user.type(field, '  Kitchen laptop ');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Kitchen laptop')).toBeInTheDocument();
    expect(name).toBe('Kitchen laptop');
    expect(services.requests.filter((r) => r.method === 'GET' && r.url.endsWith('/api/v1/connect/devices')).length).toBeGreaterThanOrEqual(2);
  });
});
