import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivationRequest, ActivationResult } from '@tangerine/session';
import { renderApp, testServices } from '../../test-support/render-app';

afterEach(() => {
  act(() => toast.remove());
});

async function openActivation(backend = {}) {
  const services = testServices({ backend });
  const view = renderApp('/activate', services);
  const input = await screen.findByPlaceholderText('XXXX-XXXX-XXXX');
  return { ...view, input, button: screen.getByRole('button', { name: 'Activate & Start Listening' }) };
}

describe('activation screen', () => {
  it('shows the tagline, the three tiles and the help text', async () => {
    await openActivation();
    expect(screen.getByText('Premium Streaming Experience')).toBeInTheDocument();
    // The page's one level-one heading is the logo (axe: page-has-heading-one).
    expect(screen.getByRole('heading', { level: 1, name: 'Tangerine' })).toBeInTheDocument();
    for (const tile of ['Unlimited Streaming', 'High Quality Audio', 'Multi Device']) {
      expect(screen.getByRole('heading', { name: tile })).toBeInTheDocument();
    }
    expect(screen.getByText('Need an activation code? Contact your administrator.')).toBeInTheDocument();
  });

  it('formats the code as typed and enables the button only at 14 characters', async () => {
    const user = userEvent.setup();
    const { input, button } = await openActivation();
    expect(input).toHaveAttribute('maxLength', '14');
    expect(button).toBeDisabled();
    await user.type(input, 'ab12 cd34-ef5');
    expect(input).toHaveValue('AB12-CD34-EF5');
    expect(button).toBeDisabled();
    await user.type(input, '6');
    expect(input).toHaveValue('AB12-CD34-EF56');
    expect(button).toBeEnabled();
  });

  it('says what is missing when Enter is pressed on a blank code, without calling the server', async () => {
    const user = userEvent.setup();
    const activate = vi.fn();
    const { input } = await openActivation({ activate });
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter an activation code');
    expect(activate).not.toHaveBeenCalled();
  });

  it('shows "Activating..." while submitting, then stores the session, toasts and goes home', async () => {
    const user = userEvent.setup();
    let resolve!: (value: ActivationResult) => void;
    const activate = vi.fn((_body: ActivationRequest) => new Promise<ActivationResult>((done) => (resolve = done)));
    const { input, router, services } = await openActivation({ activate });
    await user.type(input, 'abcdefghijkl');
    await user.click(screen.getByRole('button', { name: 'Activate & Start Listening' }));

    expect(screen.getByRole('button', { name: 'Activating...' })).toBeDisabled();
    expect(activate).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'ABCD-EFGH-IJKL', app_platform: 'web', app_version: '1.0.0', device_info: navigator.userAgent }),
    );
    const sentDeviceId = activate.mock.calls[0]?.[0].device_id;
    expect(sentDeviceId).toMatch(/^web-\d+[0-9a-z]+$/);

    resolve({ activated: true, expiry_date: '2099-01-01T00:00:00.000Z', plan: 'Premium', access_token: 'a', refresh_token: 'r', expires_in: 3600 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(services.session.getSnapshot()).toEqual({
      isActivated: true,
      activationCode: 'ABCD-EFGH-IJKL',
      expiryDate: '2099-01-01T00:00:00.000Z',
      deviceId: sentDeviceId,
    });
    expect(await screen.findByText('Activation successful! Welcome to Tangerine 🎵')).toBeInTheDocument();
  });

  it('stays usable after a failed activation', async () => {
    const user = userEvent.setup();
    const activate = vi.fn(async () => {
      throw new Error('Invalid activation code');
    });
    const { input, router, services } = await openActivation({ activate });
    await user.type(input, 'abcdefghijkl');
    await user.click(screen.getByRole('button', { name: 'Activate & Start Listening' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate & Start Listening' })).toBeEnabled());
    expect(input).toHaveValue('ABCD-EFGH-IJKL');
    expect(router.state.location.pathname).toBe('/activate');
    expect(services.session.getSnapshot().isActivated).toBe(false);
  });

  it('does not crash on an answer that activates without tokens', async () => {
    const user = userEvent.setup();
    const activate = vi.fn(async () => ({ activated: true, expiry_date: '2099-01-01', access_token: '', refresh_token: '' }));
    const { input, services } = await openActivation({ activate });
    await user.type(input, 'abcdefghijkl');
    await user.click(screen.getByRole('button', { name: 'Activate & Start Listening' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate & Start Listening' })).toBeEnabled();
    expect(services.session.getSnapshot().isActivated).toBe(false);
  });
});
