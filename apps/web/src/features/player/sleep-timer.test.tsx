import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { provideSleepTimer } from '@tangerine/player-web';
import { renderApp, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';
import type { KeyValueStorage } from '@tangerine/session';

async function barWith(tracks = [song('a')], storage?: KeyValueStorage) {
  const services = testServices({ activated: {}, ...(storage ? { storage } : {}) });
  void provideSleepTimer(services.player, services.storage);
  const view = renderApp('/queue', services);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  act(() => services.player.actor.send({ type: 'queue.set', tracks }));
  const bar = within(await screen.findByRole('region', { name: 'Player' }));
  return { ...view, services, bar };
}

describe('"Sleep timer" in the player bar', () => {
  it('sets a timer, shows the time left, keeps it over a reload and turns off', async () => {
    const user = userEvent.setup();
    const { bar, services, unmount } = await barWith();
    await user.click(bar.getByRole('button', { name: 'Sleep timer', hidden: true }));
    await user.click(await bar.findByRole('menuitemradio', { name: '30 minutes', hidden: true }));
    expect(await bar.findByLabelText(/^Sleep timer: (30:00|29:59) left$/)).toBeInTheDocument();
    expect(JSON.parse(services.storage.getItem('tangerine.sleepTimer') ?? 'null')).toMatchObject({ kind: 'minutes', minutes: 30 });
    unmount();
    services.player.dispose();

    // A reload on the same device: the timer runs on.
    const reloaded = await barWith([song('a')], services.storage);
    expect(await reloaded.bar.findByLabelText(/^Sleep timer: (30:00|29:5\d) left$/)).toBeInTheDocument();
    await user.click(reloaded.bar.getByRole('button', { name: 'Sleep timer', hidden: true }));
    expect(reloaded.bar.getByRole('menuitemradio', { name: '30 minutes', hidden: true })).toHaveAttribute('aria-checked', 'true');
    await user.click(reloaded.bar.getByRole('menuitemradio', { name: 'Off', hidden: true }));
    await waitFor(() => expect(reloaded.bar.queryByLabelText(/^Sleep timer:/)).toBeNull());
    expect(reloaded.services.storage.getItem('tangerine.sleepTimer')).toBeNull();
  });

  it('offers the end of this episode for an episode', async () => {
    const user = userEvent.setup();
    const { bar } = await barWith([song('e1', { kind: 'episode', podcastId: 'p1', episodeId: 'e1' })]);
    await user.click(bar.getByRole('button', { name: 'Sleep timer', hidden: true }));
    expect(await bar.findByRole('menuitemradio', { name: 'End of this episode', hidden: true })).toBeInTheDocument();
    expect(bar.queryByRole('menuitemradio', { name: 'End of this track', hidden: true })).toBeNull();
  });
});
