import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEEDS_CONNECTION_REASON } from '@tangerine/offline-machine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '@tangerine/offline-web';
import { hubWithStored } from '@tangerine/offline-web/testing';
import { json, pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { album, albumList, favoriteList, track, tracks } from '../../test-support/fixtures';
import { Component as LibraryRoute } from './library-route';

const albums = [
  album({ id: 'a1', title: 'Citrus Dreams' }),
  album({ id: 'a2', title: 'Night Pulp', artist: { id: 'art-2', name: 'Moon Rind' } }),
  album({ id: 'a3', title: 'Compilation', artist: null }),
];

describe('Library (Your Albums)', () => {
  it('shows the liked songs under the "Liked Songs" chip, filtered by the search', async () => {
    renderScreen(<LibraryRoute />, {
      path: '/library',
      routes: { 'GET /api/v1/browse/albums': json(200, albumList(albums)), 'GET /api/v1/favorites': json(200, favoriteList([track({ id: 'f1', title: 'Peel Me Slowly' }), track({ id: 'f2', title: 'Zest' })])) },
    });
    await screen.findByText('3 albums');
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Library' })).getByRole('radio', { name: 'Liked Songs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/library?filter=liked');
    const table = await screen.findByRole('table', { name: 'Liked Songs' });
    expect(within(table).getByText('Peel Me Slowly')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Night Pulp' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your albums' }), 'zest');
    expect(within(table).queryByText('Peel Me Slowly')).not.toBeInTheDocument();
    expect(within(table).getByText('Zest')).toBeInTheDocument();
  });

  it('shows "Loading your albums..." while loading', async () => {
    renderScreen(<LibraryRoute />, { path: '/library', routes: { 'GET /api/v1/browse/albums': pending } });
    expect(screen.getByText('Loading your albums...')).toBeInTheDocument();
  });

  it('shows "No albums yet" without albums', async () => {
    const { calls } = renderScreen(<LibraryRoute />, { path: '/library', routes: { 'GET /api/v1/browse/albums': albumList([]) } });
    expect(await screen.findByText('No albums yet')).toBeInTheDocument();
    expect(calls()).toEqual(['/api/v1/browse/albums?limit=200']);
  });

  it('searches on title or artist, counts, toggles grid and list, and shows "No albums found"', async () => {
    renderScreen(<LibraryRoute />, { path: '/library', routes: { 'GET /api/v1/browse/albums': json(200, albumList(albums)) } });
    expect(await screen.findByText('3 albums')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search your albums' });
    await userEvent.type(search, 'moon');
    expect(screen.getByText('1 album of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Night Pulp' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'citrus');
    expect(screen.getByRole('link', { name: 'Citrus Dreams' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('list', { name: 'Albums' })).toHaveTextContent('The Peels • 2024 • 3 songs');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No albums found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
  });

  it('has the tab chips, preselected from ?filter=', async () => {
    renderScreen(<LibraryRoute />, { path: '/library?filter=artists', route: '/library', routes: { 'GET /api/v1/browse/albums': json(200, albumList(albums)) } });
    const tabs = screen.getByRole('radiogroup', { name: 'Library' });
    expect(within(tabs).getAllByRole('radio').map((b) => b.textContent)).toEqual(['All', 'Albums', 'Artists', 'Liked Songs']);
    expect(within(tabs).getByRole('radio', { name: 'Artists' })).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByRole('link', { name: 'Moon Rind' })).toHaveAttribute('href', '/artist/art-2');
    await userEvent.click(within(tabs).getByRole('radio', { name: 'Albums' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/library?filter=albums');
    expect(screen.getByRole('link', { name: 'Compilation' })).toBeInTheDocument();
    expect(screen.getByText('Various Artists')).toBeInTheDocument();
  });
});

describe('Library offline', () => {
  afterEach(() => vi.restoreAllMocks());

  async function renderOffline(stored: ReturnType<typeof tracks>, path = '/library') {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { hub } = await hubWithStored(stored);
    return renderScreen(
      <DownloadsProvider hub={hub}>
        <LibraryRoute />
      </DownloadsProvider>,
      { path, routes: { 'GET /api/v1/browse/albums': pending } },
    );
  }

  it('shows the albums this device stores, not a spinner, and says the rest needs a connection', async () => {
    const { player } = await renderOffline([...tracks(2), track({ id: 'trk-9', title: 'Lime Light', album: { id: 'alb-2', title: 'Green Tones' } })]);
    expect(await screen.findByText('2 albums on this device')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Citrus Dreams' })).toHaveAttribute('href', '/album/alb-1');
    expect(screen.getByText('2 songs on this device')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Albums not on this device' })).toHaveTextContent(NEEDS_CONNECTION_REASON);
    expect(screen.queryByText('Loading your albums...')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your albums' }), 'green');
    expect(screen.getByText('1 album of 2 on this device')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play Green Tones' }));
    expect(player.getSnapshot().context.queue.map((item) => item.id)).toEqual(['trk-9']);
  });

  it('greys the artists tab with the reason, and says when nothing is stored', async () => {
    await renderOffline([], '/library?filter=artists');
    expect(await screen.findByRole('region', { name: 'Artists' })).toHaveTextContent(NEEDS_CONNECTION_REASON);
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('No albums on this device')).toBeInTheDocument();
  });
});
