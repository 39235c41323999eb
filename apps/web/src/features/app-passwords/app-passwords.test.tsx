import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../api/test-support/api-harness';
import { EMPTY_FAVORITES, renderApp, testServices } from '../../test-support/render-app';

describe('Connect an app (profile dialog)', () => {
  // The whole app renders (shell, lazy dialog, lazy feature): slow in jsdom on a loaded machine.
  it('creates an app password, shows it once with the server URL, and revokes an app', { timeout: 90_000 }, async () => {
    let apps = [{ username: 'car-7qk2m', name: 'Car', created_at: '2026-11-21T10:00:00Z', last_seen_at: '2026-11-21T10:00:00Z' }];
    const services = testServices({
      activated: {},
      answer: async (request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/v1/favorites') return json(200, EMPTY_FAVORITES);
        if (request.method === 'GET' && path === '/api/v1/app-passwords') return json(200, { app_passwords: apps });
        if (request.method === 'POST' && path === '/api/v1/app-passwords') {
          const { name } = (await request.json()) as { name: string };
          const created = { username: 'phone-x2h5k', password: 'abcdef-ghjkmn-pqrstu-vwxyz2', name, created_at: '2026-11-21T11:00:00Z' };
          apps = [{ ...created, last_seen_at: created.created_at }, ...apps];
          return json(201, created);
        }
        if (request.method === 'DELETE' && path.startsWith('/api/v1/app-passwords/')) {
          apps = apps.filter((app) => !path.endsWith(`/${app.username}`));
          return new Response(null, { status: 204 });
        }
        return json(404, { message: `No test answer for ${request.method} ${path}` });
      },
    });
    const user = userEvent.setup();
    renderApp('/queue', services);
    await user.click(await screen.findByRole('button', { name: /Your Profile/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Profile' });
    expect(await within(dialog).findByText('car-7qk2m')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('App name'), 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Create app password' }));
    const shown = await within(dialog).findByRole('status');
    expect(within(shown).getByText('abcdef-ghjkmn-pqrstu-vwxyz2')).toBeInTheDocument();
    expect(within(shown).getByText('phone-x2h5k')).toBeInTheDocument();
    expect(within(shown).getByText(window.location.origin)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).queryByText('abcdef-ghjkmn-pqrstu-vwxyz2')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Car' }));
    expect(await within(dialog).findByText('phone-x2h5k')).toBeInTheDocument();
    await expect.poll(() => within(dialog).queryByText('car-7qk2m')).toBeNull();
    expect(services.requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/v1/app-passwords/car-7qk2m'))).toBe(true);
  });
});
