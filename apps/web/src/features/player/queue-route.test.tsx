import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';

describe('queue screen', () => {
  it('shows the empty state without a queue', async () => {
    renderApp('/queue', testServices({ activated: {} }));
    expect(await screen.findByRole('heading', { name: 'Queue is empty' })).toBeInTheDocument();
    expect(screen.getByText('Play some music to see it here')).toBeInTheDocument();
  });

  it('lists now playing, up next and previously played; jumps and removes', async () => {
    const user = userEvent.setup();
    const services = testServices({ activated: {} });
    renderApp('/queue', services);
    await screen.findByRole('heading', { name: 'Queue is empty' });
    const actor = services.player.actor;
    act(() => actor.send({ type: 'queue.set', tracks: [song('a'), song('b'), song('c'), song('d')], startIndex: 1 }));

    const now = await screen.findByRole('region', { name: 'Now Playing' });
    expect(within(now).getByText('Song b')).toBeInTheDocument();
    expect(within(now).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    const upNext = screen.getByRole('region', { name: 'Up Next (2)' });
    expect(within(upNext).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Previously Played (1)' })).toBeInTheDocument();

    await user.click(within(upNext).getByRole('button', { name: 'Remove Song c from queue' }));
    expect(screen.getByRole('region', { name: 'Up Next (1)' })).toBeInTheDocument();
    expect(actor.getSnapshot().context.queue.map((t) => t.id)).toEqual(['a', 'b', 'd']);

    await user.click(within(screen.getByRole('region', { name: 'Up Next (1)' })).getByRole('button', { name: /^Song d/ }));
    expect(actor.getSnapshot().context.currentIndex).toBe(2);
    expect(screen.getByRole('region', { name: 'Previously Played (2)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Up Next (0)' })).toBeInTheDocument();
  });
});
