import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testServices } from '../../test-support/render-app';
import { song, station } from '../../test-support/tracks';

async function withQueue(startIndex = 0, tracks = [song('a'), song('b'), song('c')]) {
  const services = testServices({ activated: {} });
  const view = renderApp('/queue', services);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  act(() => services.player.actor.send({ type: 'queue.set', tracks, startIndex }));
  // The router renders in transitions: wait for the commit that shows the bar.
  await screen.findByRole('region', { name: 'Player' });
  return { ...view, services, bar: barQueries(), actor: services.player.actor };
}

/**
 * The bar's controls. The ui bar is mobile-first: jsdom applies no media queries, so the wide-screen
 * controls count as hidden, and play/next exist twice (wide first, then the phone copy).
 */
function barQueries() {
  const bar = within(screen.getByRole('region', { name: 'Player' }));
  const button = (name: string) => {
    const [first] = bar.getAllByRole('button', { name, hidden: true });
    if (!first) throw new Error(`No ${name} button`);
    return first;
  };
  return { ...bar, button };
}

describe('bottom player', () => {
  it('is not shown until a track is loaded', async () => {
    renderApp('/queue', testServices({ activated: {} }));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
  });

  it('shows the track and drives the player with its named controls', async () => {
    const user = userEvent.setup();
    const { bar, actor, services } = await withQueue(0);
    expect(bar.getByText('Song a')).toBeInTheDocument();
    expect(bar.getByText('Artist a')).toBeInTheDocument();
    expect(services.player.engine.audio.src).toContain('/media/a.mp3');

    expect(bar.button('Previous')).toBeDisabled();
    await user.click(bar.button('Pause'));
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    await user.click(bar.button('Play'));
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);

    await user.click(bar.button('Next'));
    expect(bar.getByText('Song b')).toBeInTheDocument();
    await user.click(bar.button('Next'));
    expect(bar.button('Next')).toBeDisabled();
    expect(bar.button('Previous')).toBeEnabled();

    await user.click(bar.button('Shuffle'));
    expect(bar.button('Shuffle')).toHaveAttribute('aria-pressed', 'true');
  });

  it('cycles repeat off → all → one (with the "1" badge) → off', async () => {
    const user = userEvent.setup();
    const { bar, actor } = await withQueue();
    const repeat = bar.button('Repeat');
    await user.click(repeat);
    expect(actor.getSnapshot().context.repeatMode).toBe('all');
    expect(repeat).not.toHaveAttribute('data-badge');
    await user.click(repeat);
    expect(actor.getSnapshot().context.repeatMode).toBe('one');
    expect(bar.button('Repeat')).toHaveAttribute('data-badge', '1');
    await user.click(repeat);
    expect(actor.getSnapshot().context.repeatMode).toBe('off');
  });

  it('shows elapsed and total time as m:ss and seeks by keyboard on the progress bar', async () => {
    const user = userEvent.setup();
    const { bar, actor } = await withQueue();
    act(() => actor.send({ type: 'media.timeUpdate', currentTime: 65 }));
    expect(bar.getByText('1:05')).toBeInTheDocument();
    expect(bar.getByText('3:20')).toBeInTheDocument();
    bar.getByRole('slider', { name: 'Seek', hidden: true }).focus();
    await user.keyboard('{ArrowRight}');
    expect(actor.getSnapshot().context.currentTime).toBe(70);
  });

  it('mutes, unmutes and sets the element volume', async () => {
    const user = userEvent.setup();
    const { bar, services } = await withQueue();
    const audio = services.player.engine.audio;
    expect(audio.volume).toBeCloseTo(0.7);
    await user.click(bar.button('Mute'));
    expect(audio.volume).toBe(0);
    await user.click(bar.button('Unmute'));
    expect(audio.volume).toBeCloseTo(0.7);
  });

  it('close pauses and clears the queue', async () => {
    const user = userEvent.setup();
    const { bar, actor } = await withQueue();
    await user.click(bar.button('Close player'));
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
  });

  it('shows radio as live with no seeking', async () => {
    const { bar, actor } = await withQueue(0, [station]);
    expect(bar.getByText('LIVE')).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Download', hidden: true })).not.toBeInTheDocument();
    expect(bar.getByRole('slider', { name: 'Seek', hidden: true })).toHaveAttribute('aria-disabled', 'true');
    act(() => actor.send({ type: 'playback.seek', time: 30 }));
    expect(actor.getSnapshot().context.currentTime).toBe(0);
  });

  it('offers the current song\'s Download beside the heart', async () => {
    const { bar } = await withQueue(0);
    expect(bar.button('Download')).toBeInTheDocument();
  });

  it('opens the queue and the fullscreen player', async () => {
    const user = userEvent.setup();
    const { bar, router } = await withQueue();
    await user.click(bar.button('Fullscreen'));
    const fullscreen = await screen.findByRole('dialog', { name: 'Song a' });
    expect(within(fullscreen).getByText('Your music, anywhere')).toBeInTheDocument();
    expect(fullscreen.querySelector('[data-bars]')).toHaveAttribute('data-bars', '120');
    await user.click(within(fullscreen).getByRole('button', { name: /Lyrics/, hidden: true }));
    expect(within(fullscreen).getByText('Lyrics not available')).toBeInTheDocument();
    await user.click(within(fullscreen).getByRole('button', { name: /Up Next/, hidden: true }));
    expect(within(fullscreen).getByText('Song b')).toBeInTheDocument();
    await user.click(within(fullscreen).getByRole('button', { name: 'Exit fullscreen', hidden: true }));
    expect(screen.queryByRole('dialog', { name: 'Song a' })).not.toBeInTheDocument();
    await user.click(bar.button('Queue'));
    expect(router.state.location.pathname).toBe('/queue');
  });
});
