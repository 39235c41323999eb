import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIVE_OFFLINE_REASON, NOT_DOWNLOADED_REASON } from '@tangerine/offline-machine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '@tangerine/offline-web';
import { hubWithStored } from '@tangerine/offline-web/testing';
import { renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { track } from '../../test-support/fixtures';
import { renderApp, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';
import { Component as QueueRoute } from './queue-route';

describe('queue screen', () => {
  it('shows the empty state without a queue', async () => {
    renderApp('/queue', testServices({ activated: {} }));
    expect(await screen.findByRole('heading', { name: 'Queue is empty' })).toBeInTheDocument();
    expect(screen.getByText('Play some music to see it here')).toBeInTheDocument();
    // Under the page's one level-one heading (axe: page-has-heading-one).
    expect(screen.getByRole('heading', { level: 1, name: 'Queue' })).toBeInTheDocument();
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

  it('shows no empty "Previously Played (0)" heading while the first item plays', async () => {
    const services = testServices({ activated: {} });
    renderApp('/queue', services);
    await screen.findByRole('heading', { name: 'Queue is empty' });
    act(() => services.player.actor.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 0 }));
    expect(await screen.findByRole('region', { name: 'Up Next (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Previously Played/ })).not.toBeInTheDocument();
  });
});

describe('queue screen offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('greys the entries not stored on this device with the reason; they can be removed, not jumped to', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { hub } = await hubWithStored([track({ id: 'a' }), track({ id: 'c' })]);
    const { player } = renderScreen(
      <DownloadsProvider hub={hub}>
        <QueueRoute />
      </DownloadsProvider>,
      { path: '/queue' },
    );
    act(() => player.send({ type: 'queue.set', tracks: [song('a'), song('b'), song('c'), song('fm', { kind: 'radio' })], startIndex: 0 }));
    const upNext = await screen.findByRole('region', { name: 'Up Next (3)' });
    await within(upNext).findByText(NOT_DOWNLOADED_REASON);
    expect(within(upNext).getByRole('button', { name: /^Song b/ })).toBeDisabled();
    expect(within(upNext).getByRole('button', { name: /^Song c/ })).toBeEnabled();
    expect(within(upNext).getByText(LIVE_OFFLINE_REASON)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Now Playing' })).queryByText(NOT_DOWNLOADED_REASON)).toBeNull();
    await userEvent.click(within(upNext).getByRole('button', { name: 'Remove Song b from queue' }));
    expect(player.getSnapshot().context.queue.map((item) => item.id)).toEqual(['a', 'c', 'fm']);
  });

  it('online, no entry is greyed', async () => {
    const { hub } = await hubWithStored([]);
    const { player } = renderScreen(
      <DownloadsProvider hub={hub}>
        <QueueRoute />
      </DownloadsProvider>,
      { path: '/queue' },
    );
    act(() => player.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 0 }));
    const upNext = await screen.findByRole('region', { name: 'Up Next (1)' });
    expect(within(upNext).getByRole('button', { name: /^Song b/ })).toBeEnabled();
    expect(screen.queryByText(NOT_DOWNLOADED_REASON)).toBeNull();
  });
});
