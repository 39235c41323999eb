import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAYBACK_SETTINGS_KEY } from '@tangerine/player-web';
import { renderApp, testServices } from '../../test-support/render-app';

describe('Playback settings (profile dialog)', () => {
  // The whole app renders (shell, lazy dialog, lazy section): slow in jsdom on a loaded machine.
  it('saves Crossfade, Gapless and Normalize volume on the device, applies them to the player and restores them', { timeout: 90_000 }, async () => {
    const services = testServices({ activated: {} });
    services.storage.setItem(PLAYBACK_SETTINGS_KEY, JSON.stringify({ crossfadeSeconds: 2, gapless: true, normalization: 'bogus' }));
    const user = userEvent.setup();
    const { unmount } = renderApp('/queue', services);
    await user.click(await screen.findByRole('button', { name: /Your Profile/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Profile' });
    const crossfade = await within(dialog).findByRole('slider', { name: 'Crossfade' });
    expect(crossfade).toHaveAttribute('aria-valuetext', '2 s');
    expect(within(dialog).getByLabelText('Normalize volume')).toHaveValue('off');

    crossfade.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.click(within(dialog).getByRole('switch', { name: 'Gapless' }));
    await user.selectOptions(within(dialog).getByLabelText('Normalize volume'), 'track');

    const expected = { crossfadeSeconds: 5, gapless: false, normalization: 'track' };
    expect(JSON.parse(services.storage.getItem(PLAYBACK_SETTINGS_KEY) ?? '{}')).toEqual(expected);
    expect(services.player.actor.getSnapshot().context.audio).toEqual(expected);

    // A reload on this device: the dialog and the player start from the saved settings.
    unmount();
    const again = testServices({ activated: {}, storage: services.storage });
    expect(again.player.actor.getSnapshot().context.audio).toEqual(expected);
    renderApp('/queue', again);
    await user.click(await screen.findByRole('button', { name: /Your Profile/ }));
    const reopened = await screen.findByRole('dialog', { name: 'Your Profile' });
    expect(await within(reopened).findByRole('slider', { name: 'Crossfade' })).toHaveAttribute('aria-valuetext', '5 s');
    expect(within(reopened).getByRole('switch', { name: 'Gapless' })).not.toBeChecked();
  });
});
