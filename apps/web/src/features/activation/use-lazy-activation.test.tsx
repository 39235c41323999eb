import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moduleGate } from '../../test-support/module-gate';
import { renderApp, testServices } from '../../test-support/render-app';

// The machine's chunk arrives only when the test lets it: the screen must work before that.
const machineChunk = vi.hoisted(() => ({ requested: false }));
vi.mock('./activation-actor', async (importOriginal) => {
  machineChunk.requested = true;
  await (await import('../../test-support/module-gate')).moduleGate.opened;
  return importOriginal();
});

afterEach(() => {
  act(() => toast.remove());
});

describe('activation before the machine has loaded', () => {
  it('fetches the machine with the first keystroke, not for a visitor who only looks', async () => {
    const user = userEvent.setup();
    renderApp('/activate', testServices());
    const input = await screen.findByPlaceholderText('XXXX-XXXX-XXXX');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(machineChunk.requested).toBe(false);

    await user.type(input, 'a');
    await waitFor(() => expect(machineChunk.requested).toBe(true));
    expect(input).toHaveValue('A');
  });


  it('formats what is typed at once and replays the submit into the machine once it arrives', async () => {
    const user = userEvent.setup();
    const activate = vi.fn(async () => ({ activated: true, expiry_date: '2099-01-01T00:00:00.000Z', plan: 'Premium' as const, access_token: 'a', refresh_token: 'r', expires_in: 3600 }));
    const services = testServices({ backend: { activate } });
    renderApp('/activate', services);
    const input = await screen.findByPlaceholderText('XXXX-XXXX-XXXX');

    await user.type(input, 'ab12cd34ef56');
    expect(input).toHaveValue('AB12-CD34-EF56');
    const button = screen.getByRole('button', { name: 'Activate & Start Listening' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(activate).not.toHaveBeenCalled();

    moduleGate.open();
    await waitFor(() => expect(activate).toHaveBeenCalledWith(expect.objectContaining({ code: 'AB12-CD34-EF56' })));
    await waitFor(() => expect(services.session.getSnapshot().isActivated).toBe(true));
  });
});
