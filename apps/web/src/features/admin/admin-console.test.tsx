import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateCatalogue, activateEnglish, loadCatalogue } from '@tangerine/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-support/render-with-theme';
import { AdminConsole } from './admin-console';
import { CODES, DEVICE } from './admin-fixtures';
import type { KeyStore } from './admin-key-store';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function memoryStore(): KeyStore & { value: string | null } {
  const store = { value: null as string | null, get: () => store.value, set: (next: string | null) => void (store.value = next) };
  return store;
}

describe('admin console', () => {
  afterEach(() => activateEnglish());

  it('speaks the language chosen on the device: sign-in, screens and their tables (German)', async () => {
    activateCatalogue('de', await loadCatalogue('de'));
    const fetch = async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/admin/session') return json(200, { signed_in: true, key_created_at: '2026-11-24T07:00:00Z' });
      if (path === '/api/v1/admin/codes') return json(200, { codes: CODES });
      return json(404, { message: 'Not found' });
    };
    renderWithTheme(<AdminConsole baseUrl="http://admin.test" fetch={fetch} keyStore={memoryStore()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Admin-Schlüssel'), 'tgadm_right');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('table', { name: 'Aktivierungscodes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geräte' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Läuft ab' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('signs in with the admin key, shows codes, and sends the key on every call', async () => {
    const seen: Request[] = [];
    const store = memoryStore();
    const fetch = async (request: Request) => {
      seen.push(request);
      const path = new URL(request.url).pathname;
      if (request.headers.get('x-admin-key') !== 'tgadm_right') return json(401, { message: 'Wrong admin key' });
      if (path === '/api/v1/admin/session') return json(200, { signed_in: true, key_created_at: '2026-11-24T07:00:00Z' });
      if (path === '/api/v1/admin/codes') return json(200, { codes: CODES });
      return json(404, { message: 'Not found' });
    };
    renderWithTheme(<AdminConsole baseUrl="http://admin.test" fetch={fetch} keyStore={store} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Admin key'), 'tgadm_wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong admin key')).toBeInTheDocument();
    expect(store.value).toBeNull();
    await user.clear(screen.getByLabelText('Admin key'));
    await user.type(screen.getByLabelText('Admin key'), 'tgadm_right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('cell', { name: 'Lisbon office' })).toBeInTheDocument();
    expect(store.value).toBe('tgadm_right');
    expect(seen.every((request) => !request.headers.has('authorization'))).toBe(true);
  });

  it('goes back to the sign-in when the key stops working (rotated)', async () => {
    const store = memoryStore();
    store.value = 'tgadm_old';
    const fetch = async () => json(401, { message: 'Wrong admin key' });
    renderWithTheme(<AdminConsole baseUrl="http://admin.test" fetch={fetch} keyStore={store} initialTab="devices" />);
    expect(await screen.findByText('The admin key is no longer valid. Please sign in again.')).toBeInTheDocument();
    expect(store.value).toBeNull();
  });

  it('revokes a code only once the console has said how many devices it signs out', async () => {
    const store = memoryStore();
    store.value = 'k';
    const revoked: string[] = [];
    const fetch = async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.endsWith('/revoke')) {
        revoked.push(path);
        return json(200, { ...CODES[0], status: 'revoked' });
      }
      if (path === '/api/v1/admin/codes') return json(200, { codes: CODES });
      return json(200, { devices: [] });
    };
    renderWithTheme(<AdminConsole baseUrl="http://admin.test" fetch={fetch} keyStore={store} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke ABCD-****-****' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this code?' });
    expect(dialog).toHaveTextContent('This signs out all 2 devices using it.');
    expect(revoked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(revoked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Revoke ABCD-****-****' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke and sign out 2 devices' }));
    await waitFor(() => expect(revoked).toEqual(['/api/v1/admin/codes/2/revoke']));
  });

  it('revokes a device and fetches the list again', async () => {
    const store = memoryStore();
    store.value = 'k';
    let devices = [DEVICE];
    const fetch = async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'DELETE' && path === `/api/v1/admin/devices/${DEVICE.id}`) {
        devices = [];
        return new Response(null, { status: 204 });
      }
      if (path === '/api/v1/admin/devices') return json(200, { devices });
      return json(200, { entries: [] });
    };
    renderWithTheme(<AdminConsole baseUrl="http://admin.test" fetch={fetch} keyStore={store} initialTab="devices" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: `Revoke device ${DEVICE.device_id}` }));
    await waitFor(() => expect(screen.getByText('No activated devices yet')).toBeInTheDocument());
  });
});
