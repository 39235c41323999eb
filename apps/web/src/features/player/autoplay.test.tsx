import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';

const similar = [song('m1'), song('m2')];

async function queueScreen() {
  const similarSongs = vi.fn(async () => similar);
  const services = testServices({ activated: {}, backend: { similarSongs } });
  const user = userEvent.setup();
  renderApp('/queue', services);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return { services, user, similarSongs };
}

const ids = (services: ReturnType<typeof testServices>) => services.player.actor.getSnapshot().context.queue.map((track) => track.id);

describe('"Autoplay similar songs"', () => {
  // The whole app renders (shell, lazy dialog, lazy section): slow in jsdom on a loaded machine.
  it('off (the default): the last track with repeat off stops, and the server is not asked', { timeout: 90_000 }, async () => {
    const { services, similarSongs } = await queueScreen();
    act(() => services.player.actor.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 1 }));
    act(() => services.player.actor.send({ type: 'media.ended' }));
    expect(services.player.actor.getSnapshot().hasTag('paused')).toBe(true);
    expect(ids(services)).toEqual(['a', 'b']);
    expect(similarSongs).not.toHaveBeenCalled();
  });

  it('on: at the last song the queue goes on with the server’s songs, listed under "Autoplay"', { timeout: 90_000 }, async () => {
    const { services, user, similarSongs } = await queueScreen();
    await user.click(await screen.findByRole('button', { name: /Your Profile/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Profile' });
    await user.click(await within(dialog).findByRole('switch', { name: 'Autoplay similar songs' }));
    expect(services.player.actor.getSnapshot().context.audio.autoplay).toBe(true);
    await user.keyboard('{Escape}');

    act(() => services.player.actor.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 0 }));
    expect(similarSongs).not.toHaveBeenCalled();
    act(() => services.player.actor.send({ type: 'media.ended' }));
    await waitFor(() => expect(ids(services)).toEqual(['a', 'b', 'm1', 'm2']));
    expect(similarSongs).toHaveBeenCalledTimes(1);
    expect(similarSongs).toHaveBeenCalledWith(['a', 'b'], ['a', 'b'], 20);
    const autoplay = await screen.findByRole('region', { name: 'Autoplay' });
    expect(within(autoplay).getAllByRole('button', { name: /^Song m\d/ }).length).toBe(2);
    expect(screen.getByRole('region', { name: 'Up Next (0)' })).toBeInTheDocument();

    act(() => services.player.actor.send({ type: 'media.ended' }));
    expect(services.player.actor.getSnapshot().context.currentIndex).toBe(2);
    expect(services.player.actor.getSnapshot().hasTag('playing')).toBe(true);
  });
});
