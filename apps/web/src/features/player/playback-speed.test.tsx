import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';

const talk = song('e1', { kind: 'episode', podcastId: 'pod-1', episodeId: 'e1', duration: 1800 });

describe('"Playback speed" in the player bar', () => {
  it('is offered for an episode, changes its speed, remembers it for the podcast on this device; songs have none', async () => {
    const user = userEvent.setup();
    const services = testServices({ activated: {} });
    renderApp('/queue', services);
    await screen.findByRole('navigation', { name: 'Main navigation' });
    act(() => services.player.actor.send({ type: 'queue.set', tracks: [talk, song('a')] }));
    // The player bar is a chunk of its own: on a loaded machine it may show well after the queue.
    const bar = within(await screen.findByRole('region', { name: 'Player' }, { timeout: 30_000 }));
    await user.click(bar.getByRole('button', { name: 'Playback speed', hidden: true }));
    const slider = bar.getByRole('slider', { name: 'Speed', hidden: true });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(services.player.engine.activeElement.playbackRate).toBe(1.5);
    expect(JSON.parse(services.storage.getItem('tangerine.podcastSpeeds') ?? '{}')).toEqual({ 'pod-1': 1.5 });

    act(() => services.player.actor.send({ type: 'queue.next' }));
    await waitFor(() => expect(bar.queryByRole('button', { name: 'Playback speed', hidden: true })).toBeNull());
    expect(services.player.engine.activeElement.playbackRate).toBe(1);
  });
});
