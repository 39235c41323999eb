import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { provideEqualizer } from '@tangerine/player-web/equalizer';
import { renderApp, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';

async function playing() {
  const services = testServices({ activated: {} });
  const equalizer = provideEqualizer(services.player, services.storage);
  const view = renderApp('/queue', services);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  act(() => services.player.actor.send({ type: 'queue.set', tracks: [song('a'), song('b'), song('c')], startIndex: 1 }));
  act(() => services.player.actor.send({ type: 'media.timeUpdate', currentTime: 20 }));
  // The router renders in transitions: wait for the commit that shows the bar.
  await screen.findByRole('region', { name: 'Player' });
  // The shortcuts' handler is its own chunk: let it load and attach before pressing keys.
  await act(async () => {
    await import('@tangerine/player-web/keyboard/listener');
  });
  return { ...view, actor: services.player.actor, equalizer, storage: services.storage };
}

const press = (key: string, init: KeyboardEventInit = {}, target: Element | Window = window) =>
  act(() => {
    fireEvent.keyDown(target, { key, ...init });
  });

describe('keyboard shortcuts', () => {
  it('drive the player', async () => {
    const { actor } = await playing();
    const context = () => actor.getSnapshot().context;
    press(' ');
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    press(' ');
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    press('ArrowRight');
    expect(context().currentTime).toBe(25);
    press('ArrowLeft');
    expect(context().currentTime).toBe(20);
    press('ArrowRight', { shiftKey: true });
    expect(context().currentIndex).toBe(2);
    press('ArrowLeft', { shiftKey: true });
    expect(context().currentIndex).toBe(1);
    press('m');
    expect(context().muted).toBe(true);
    press('s');
    expect(context().isShuffled).toBe(true);
    press('r');
    expect(context().repeatMode).toBe('all');
    press('f');
    expect(context().isFullscreen).toBe(true);
    press('f');
    expect(context().isFullscreen).toBe(false);
  });

  it('lists the shortcuts on ?', async () => {
    await playing();
    press('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('goes to search on /', async () => {
    const { router } = await playing();
    press('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('do not fire while typing in a field', async () => {
    const user = userEvent.setup();
    const { actor } = await playing();
    const input = document.createElement('input');
    document.body.append(input);
    await user.click(input);
    await user.keyboard(' msrf?/');
    await user.keyboard('{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    const context = actor.getSnapshot().context;
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    expect(context).toMatchObject({ muted: false, isShuffled: false, repeatMode: 'off', isFullscreen: false, currentTime: 20, currentIndex: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue(' msrf?/');
    input.remove();
  });

  it('< and > slow down and speed up a podcast episode by 0.1×, and leave a song at 1×', async () => {
    const { actor } = await playing();
    press('>');
    expect(actor.getSnapshot().context.speeds).toEqual({});
    const talk = song('e1', { kind: 'episode', podcastId: 'pod-1', episodeId: 'e1' });
    act(() => actor.send({ type: 'queue.set', tracks: [talk] }));
    press('>', { shiftKey: true });
    press('>', { shiftKey: true });
    expect(actor.getSnapshot().context.speeds).toEqual({ 'pod-1': 1.2 });
    press('<', { shiftKey: true });
    expect(actor.getSnapshot().context.speeds).toEqual({ 'pod-1': 1.1 });
  });

  it('are all listed in the "Keyboard shortcuts" dialog, the speed keys too', async () => {
    await playing();
    press('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Podcast episode slower / faster (0.1×)');
  });

  it('E turns the equalizer on and off, kept on the device, and is listed in the dialog', async () => {
    const { equalizer, storage } = await playing();
    press('e');
    await waitFor(() => expect(equalizer.getSnapshot()?.enabled).toBe(true));
    expect(JSON.parse(storage.getItem('tangerine.equalizer') ?? 'null')).toMatchObject({ enabled: true });
    press('E');
    await waitFor(() => expect(equalizer.getSnapshot()?.enabled).toBe(false));
    press('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Equalizer on / off');
  });
});
