import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAYBACK_SETTINGS_KEY } from '@tangerine/player-web';
import { renderApp, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';

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

    const expected = { crossfadeSeconds: 5, gapless: false, normalization: 'track', streamingQuality: 'original', autoplay: false, waveform: false };
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

  it('streams songs at the chosen Streaming quality; an episode keeps its own address', { timeout: 90_000 }, async () => {
    const services = testServices({ activated: {} });
    const user = userEvent.setup();
    renderApp('/queue', services);
    await user.click(await screen.findByRole('button', { name: /Your Profile/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Profile' });
    const quality = await within(dialog).findByLabelText('Streaming quality');
    expect(quality).toHaveValue('original');
    await user.selectOptions(quality, 'data-saver');
    expect(JSON.parse(services.storage.getItem(PLAYBACK_SETTINGS_KEY) ?? '{}')).toMatchObject({ streamingQuality: 'data-saver' });

    const served = (id: string) => song(id, { streamUrl: `/api/v1/media/audio/${id}?expires=4102444800&signature=sig` });
    const episode = song('e', { kind: 'episode', streamUrl: 'https://podcasts.example/e.mp3' });
    act(() => services.player.actor.send({ type: 'queue.set', tracks: [served('f1'), episode, served('f2')], startIndex: 0 }));
    expect(services.player.engine.activeElement.src).toContain('/api/v1/media/audio/f1?expires=4102444800&signature=sig&quality=data-saver');
    act(() => services.player.actor.send({ type: 'queue.next' }));
    expect(services.player.engine.activeElement.src).toBe('https://podcasts.example/e.mp3');

    await user.selectOptions(quality, 'original');
    act(() => services.player.actor.send({ type: 'queue.next' }));
    expect(services.player.engine.activeElement.src).toMatch(/\/api\/v1\/media\/audio\/f2\?expires=4102444800&signature=sig$/);
  });
});
