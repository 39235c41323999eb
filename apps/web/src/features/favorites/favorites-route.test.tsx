import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { favoriteList, pagedAnswer, tracks } from '../../test-support/fixtures';
import { Component as FavoritesRoute } from './favorites-route';

describe('Liked Songs', () => {
  it('shows loading', () => {
    renderScreen(<FavoritesRoute />, { path: '/favorites', routes: { 'GET /api/v1/favorites': pending } });
    expect(screen.getByText('Loading liked songs...')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderScreen(<FavoritesRoute />, { path: '/favorites', routes: { 'GET /api/v1/favorites': favoriteList([]) } });
    expect(await screen.findByText('No liked songs yet')).toBeInTheDocument();
    expect(screen.getByText('Songs you like will appear here')).toBeInTheDocument();
  });

  it('shows the count and a table with number, title, album, date added and duration', async () => {
    renderScreen(<FavoritesRoute />, { path: '/favorites', routes: { 'GET /api/v1/favorites': favoriteList(tracks(2)) } });
    expect(await screen.findByText('2 songs')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Liked Songs' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent).slice(0, 4)).toEqual(['#', 'Title', 'Album', 'Date added']);
    expect(within(table).getAllByText('Mar 4, 2026')).toHaveLength(2);
    expect(within(table).getByText('3:00')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Unlike / })).toHaveLength(2);
  });

  it('shows all of 10,000 liked songs, fetched page by page, the first page at once', async () => {
    const entries = favoriteList(tracks(10_000)).favorites;
    const answer = pagedAnswer('favorites', entries);
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    const { calls, queryClient } = renderScreen(<FavoritesRoute />, {
      path: '/favorites',
      routes: { 'GET /api/v1/favorites': async (request: Request, url: URL) => (url.searchParams.has('page') ? later.then(() => answer(request, url)) : answer(request, url)) },
    });
    // The first page shows while the others are on their way.
    expect(await screen.findByText('10,000 songs')).toBeInTheDocument();
    expect(screen.getByText('Song 1')).toBeInTheDocument();
    release();
    await waitFor(() => expect(calls()).toHaveLength(20));
    expect(calls().slice(0, 3)).toEqual(['/api/v1/favorites', '/api/v1/favorites?page=2&limit=500', '/api/v1/favorites?page=3&limit=500']);
    await waitFor(() => expect(queryClient.getQueryData<{ favorites: unknown[] }>(['favorites', 'list'])?.favorites).toHaveLength(10_000));
    const table = screen.getByRole('table', { name: 'Liked Songs' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const ids = new Set(queryClient.getQueryData<{ favorites: Array<{ track: { id: string } }> }>(['favorites', 'list'])?.favorites.map((entry) => entry.track.id));
    expect(ids.size).toBe(10_000);
    expect(ids.has('trk-10000')).toBe(true);
    // jsdom has no layout: the rows' body reports where a scroll to the end puts it (rows of 56 px).
    const top = -(10_000 * 56) + window.innerHeight;
    vi.spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top, left: 0, right: 0, height: 0, width: 0, x: 0, y: top, toJSON: () => ({}) });
    act(() => void document.dispatchEvent(new Event('scroll')));
    expect(await within(table).findByText('Song 10000')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
