import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../api/test-support/api-harness';
import { EMPTY_FAVORITES, renderApp, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';
import { PLAYBACK_SETTINGS_KEY } from '@tangerine/player-web';
import { memoryStorage } from '../../lib/session';

const PEAKS = Array.from({ length: 200 }, (_, column) => (column * 7) % 256);

/** The app with a song loaded; the server answers its peaks and counts the requests. */
async function barWith(tracks = [song('a')]) {
  const asked: string[] = [];
  const services = testServices({
    activated: {},
    answer: (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/favorites') return json(200, EMPTY_FAVORITES);
      const peaks = /^\/api\/v1\/browse\/tracks\/([^/]+)\/peaks$/.exec(path);
      if (peaks) {
        asked.push(peaks[1] as string);
        return json(200, { track_id: peaks[1], peaks: PEAKS });
      }
      return json(404, { message: `No test answer for ${path}` });
    },
  });
  renderApp('/queue', services);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  act(() => services.player.actor.send({ type: 'queue.set', tracks }));
  // The bar is a lazy chunk: its first load may be slow on a busy machine.
  const bar = await screen.findByRole('region', { name: 'Player' }, { timeout: 30_000 });
  return { services, bar, asked };
}

const waveformIn = (bar: HTMLElement) => bar.querySelector('[data-waveform]');

describe('"Waveform" (profile › Playback) and the player bar', () => {
  it('is off by default: the plain bar, no peaks asked', async () => {
    const { bar, asked } = await barWith();
    expect(within(bar).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(waveformIn(bar)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('turned on, draws the song’s waveform over the progress bar, and seeking works as before', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { bar, services, asked } = await barWith();
    await user.click(await screen.findByRole('button', { name: /Your Profile/ }));
    const profile = await screen.findByRole('dialog', { name: 'Your Profile' });
    await user.click(await within(profile).findByRole('switch', { name: 'Waveform' }, { timeout: 30_000 }));
    expect(JSON.parse(services.storage.getItem(PLAYBACK_SETTINGS_KEY) ?? '{}')).toMatchObject({ waveform: true });
    await waitFor(() => expect(waveformIn(bar)).not.toBeNull(), { timeout: 30_000 });
    expect(asked).toEqual(['a']);
    expect(bar.querySelectorAll('[data-played] rect')).toHaveLength(200);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your Profile' })).toBeNull());

    act(() => services.player.actor.send({ type: 'media.durationChange', duration: 200 }));
    act(() => services.player.actor.send({ type: 'media.timeUpdate', currentTime: 50 }));
    const seek = within(bar).getByRole('slider', { name: 'Seek' });
    expect(seek.style.getPropertyValue('--played')).toBe('25%');
    seek.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(services.player.actor.getSnapshot().context.currentTime).toBe(55));
    expect(seek.style.getPropertyValue('--played')).toBe('27.5%');
  });

  it('keeps the live bar for radio', async () => {
    const station = song('r1', { kind: 'radio', stationId: 'r1', duration: 0, streamUrl: '/radio/r1' });
    // Saved on this device before the start, as after a reload.
    const storage = memoryStorage({ [PLAYBACK_SETTINGS_KEY]: JSON.stringify({ waveform: true }) });
    const services = testServices({ activated: {}, storage, answer: () => json(404, { message: 'none' }) });
    expect(services.player.actor.getSnapshot().context.audio.waveform).toBe(true);
    renderApp('/queue', services);
    await screen.findByRole('navigation', { name: 'Main navigation' });
    act(() => services.player.actor.send({ type: 'queue.set', tracks: [station] }));
    const bar = await screen.findByRole('region', { name: 'Player' }, { timeout: 30_000 });
    expect(within(bar).getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-disabled', 'true');
    expect(waveformIn(bar)).toBeNull();
  });
});
