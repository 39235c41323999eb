import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provideEqualizer } from '@tangerine/player-web/equalizer';
import type { KeyValueStorage } from '@tangerine/session';
import { renderApp, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';
import { closeEqualizer } from './equalizer-open';

async function barWith(tracks = [song('a')], storage?: KeyValueStorage) {
  const services = testServices({ activated: {}, ...(storage ? { storage } : {}) });
  provideEqualizer(services.player, services.storage);
  const view = renderApp('/queue', services);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  act(() => services.player.actor.send({ type: 'queue.set', tracks }));
  // The bar is a lazy chunk: its first load may be slow on a busy machine.
  const bar = within(await screen.findByRole('region', { name: 'Player' }, { timeout: 30_000 }));
  return { ...view, services, bar };
}

afterEach(() => act(() => closeEqualizer()));

describe('"Equalizer" in the player bar', () => {
  it('opens the panel, applies a preset, keeps it on the device over a reload', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { bar, services, unmount } = await barWith();
    await user.click(bar.getByRole('button', { name: 'Equalizer', hidden: true }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Equalizer' }));
    await user.selectOptions(await dialog.findByLabelText('Preset'), 'Rock');
    await waitFor(() => expect(dialog.getByRole('switch', { name: 'On' })).toBeChecked());
    expect(JSON.parse(services.storage.getItem('tangerine.equalizer') ?? 'null')).toMatchObject({ enabled: true, preset: 'Rock', preamp: -4 });
    await user.type(dialog.getByLabelText('Preset name'), 'Night{Enter}');
    await waitFor(() => expect(dialog.getByLabelText('Preset')).toHaveDisplayValue('Night'));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Equalizer' })).toBeNull());
    unmount();
    services.player.dispose();

    // A reload on the same device: on, with the saved preset.
    const reloaded = await barWith([song('a')], services.storage);
    await user.click(reloaded.bar.getByRole('button', { name: 'Equalizer', hidden: true }));
    const again = within(await screen.findByRole('dialog', { name: 'Equalizer' }));
    await waitFor(() => expect(again.getByLabelText('Preset')).toHaveDisplayValue('Night'));
    expect(again.getByRole('switch', { name: 'On' })).toBeChecked();
    expect(again.queryByRole('status')).toBeNull();
  });

  it('says that radio from another site cannot be equalized', async () => {
    const user = userEvent.setup();
    const station = song('r1', { kind: 'radio', stationId: 'r1', duration: 0, streamUrl: 'https://radio.example.org/live.mp3' });
    const { bar } = await barWith([station]);
    await user.click(bar.getByRole('button', { name: 'Equalizer', hidden: true }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Equalizer' }));
    expect(await dialog.findByText('This station cannot be equalized: it streams from another site, so it plays as it is.')).toBeInTheDocument();
  });

  it('opens from the profile\'s Playback section before anything played, and gives the player its equalizer then', { timeout: 90_000 }, async () => {
    const services = testServices({ activated: {} });
    const user = userEvent.setup();
    renderApp('/queue', services);
    await user.click(await screen.findByRole('button', { name: /Your Profile/ }));
    const profile = await screen.findByRole('dialog', { name: 'Your Profile' });
    await user.click(await within(profile).findByRole('button', { name: 'Equalizer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Equalizer' }));
    await user.selectOptions(await dialog.findByLabelText('Preset'), 'Classical');
    await waitFor(() => expect(JSON.parse(services.storage.getItem('tangerine.equalizer') ?? 'null')).toMatchObject({ enabled: true, preset: 'Classical' }));
  });

  it('plays a pasted AutoEQ list in parametric mode, says why a bad one is refused, and keeps the list on the device', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { bar, services } = await barWith();
    await user.click(bar.getByRole('button', { name: 'Equalizer', hidden: true }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Equalizer' }));
    await user.click(await dialog.findByRole('button', { name: 'Parametric' }));
    const box = await dialog.findByLabelText('AutoEQ filter list');
    await user.click(box);
    await user.paste('Preamp: -3 dB\nFilter 1: ON LP Fc 100 Hz Q 0.7');
    await user.click(dialog.getByRole('button', { name: 'Apply list' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This list could not be used: Line 2: the filter type LP is not one the equalizer has (PK, LSC, HSC).');
    await user.clear(box);
    await user.paste('Preamp: -6.1 dB\nFilter 1: ON LSC Fc 105 Hz Gain 6.4 dB Q 0.70\nFilter 2: ON PK Fc 8865 Hz Gain 4.9 dB Q 1.30');
    await user.click(dialog.getByRole('button', { name: 'Apply list' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('2 filters playing, preamp −6.1 dB');
    expect(dialog.getByRole('switch', { name: 'On' })).toBeChecked();
    expect(JSON.parse(services.storage.getItem('tangerine.equalizer') ?? 'null')).toMatchObject({
      enabled: true,
      mode: 'parametric',
      parametric: { preamp: -6.1, filters: [{ kind: 'lowshelf', frequency: 105, gain: 6.4 }, { kind: 'peaking', frequency: 8865, gain: 4.9, q: 1.3 }] },
    });

    // A built-in headphone correction, found by part of its name, replaces the pasted list.
    await user.type(dialog.getByRole('searchbox', { name: 'Headphones' }), 'hd650');
    const models = within(dialog.getByRole('list', { name: 'Headphones' }));
    expect(models.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sennheiser HD 650']);
    await user.click(models.getByRole('button', { name: 'Sennheiser HD 650' }));
    expect(await dialog.findByText('Correction for Sennheiser HD 650 playing')).toBeInTheDocument();
    await waitFor(() => expect((dialog.getByLabelText('AutoEQ filter list') as HTMLTextAreaElement).value).toContain('Filter 10: ON PK Fc 5316 Hz Gain -1 dB Q 6'));
    expect(dialog.getByText('10 filters playing, preamp −6.1 dB')).toBeInTheDocument();
    expect(JSON.parse(services.storage.getItem('tangerine.equalizer') ?? 'null')).toMatchObject({ mode: 'parametric', headphones: 'Sennheiser HD 650', parametric: { preamp: -6.1 } });
    await user.clear(dialog.getByRole('searchbox', { name: 'Headphones' }));
    await user.type(dialog.getByRole('searchbox', { name: 'Headphones' }), 'no such model');
    expect(await dialog.findByText('No headphones by that name')).toBeInTheDocument();
  });
});
