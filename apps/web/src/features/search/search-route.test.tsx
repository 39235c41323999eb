import { configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { json, pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { searchResult } from '../../test-support/fixtures';
import { Component as SearchRoute } from './search-route';

describe('Search', () => {
  it('prompts under 2 characters and runs no search', async () => {
    const { requests } = renderScreen(<SearchRoute />, { path: '/search' });
    expect(screen.getByPlaceholderText('What do you want to listen to?')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'o');
    expect(screen.getByText('Start typing to search for songs, albums, artists, or playlists.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=o'));
    expect(requests).toHaveLength(0);
  });

  it.each(['a b msrf', 'neon'])('keeps every letter of "%s" typed at an ordinary pace, and the address follows the field', async (text) => {
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    renderScreen(<SearchRoute />, { path: '/search', routes: { 'GET /api/v1/search': searchResult() } });
    const field = screen.getByRole('searchbox', { name: 'Search' });
    // As in a browser: React renders on its scheduler between the keys, not inside act() after each.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const previous = getConfig();
    configure({ eventWrapper: (dispatch) => dispatch(), asyncWrapper: (run) => run() });
    try {
      await userEvent.type(field, text, { delay: 60 });
      expect(field).toHaveValue(text);
    } finally {
      configure(previous);
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/search?${new URLSearchParams({ q: text }).toString()}`));
  });

  it('takes its text from a navigation: a link to another search sets the field', async () => {
    renderScreen(
      <>
        <SearchRoute />
        <Link to="/search?q=jazz">Jazz</Link>
      </>,
      { path: '/search?q=neon', routes: { 'GET /api/v1/search': searchResult() } },
    );
    const field = screen.getByRole('searchbox', { name: 'Search' });
    expect(field).toHaveValue('neon');
    await userEvent.click(screen.getByRole('link', { name: 'Jazz' }));
    expect(field).toHaveValue('jazz');
  });

  it('shows "Searching..." while the search runs', () => {
    renderScreen(<SearchRoute />, { path: '/search?q=orange', route: '/search', routes: { 'GET /api/v1/search': pending } });
    expect(screen.getByText('Searching...')).toBeInTheDocument();
  });

  it('groups results as Songs (n), Albums (n), Artists (n) and queues the songs from the clicked one', async () => {
    const { player } = renderScreen(<SearchRoute />, { path: '/search?q=or', route: '/search', routes: { 'GET /api/v1/search': searchResult() } });
    expect(await screen.findByRole('heading', { name: 'Songs (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Albums (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Artists (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Playlists/ })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('or');
    await userEvent.click(screen.getByRole('button', { name: 'Play Song 2' }));
    expect(player.getSnapshot().context.queue.map((t) => t.id)).toEqual(['found-1', 'found-2']);
    expect(player.getSnapshot().context.currentIndex).toBe(1);
  });

  it('filters by type through the chips and the URL, with Playlists for the playlist filter', async () => {
    const { calls } = renderScreen(<SearchRoute />, {
      path: '/search?q=zest',
      route: '/search',
      routes: {
        'GET /api/v1/search': (_request: Request, url: URL) =>
          json(200, url.searchParams.get('type') === 'playlist' ? searchResult({ tracks: [], albums: [], artists: [] }) : searchResult()),
      },
    });
    const chips = screen.getByRole('radiogroup', { name: 'Filter results' });
    expect(within(chips).getAllByRole('radio').map((b) => b.textContent)).toEqual(['All', 'Song', 'Album', 'Artist', 'Playlist']);
    await userEvent.click(within(chips).getByRole('radio', { name: 'Playlist' }));
    expect(await screen.findByRole('heading', { name: 'Playlists (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=zest&type=playlist');
    expect(calls()).toContain('/api/v1/search?q=zest&page=1&type=playlist');
  });

  it('says "No results found for" the query when the total is 0', async () => {
    renderScreen(<SearchRoute />, {
      path: '/search?q=xyzzy',
      route: '/search',
      routes: { 'GET /api/v1/search': searchResult({ query: 'xyzzy', tracks: [], albums: [], artists: [], playlists: [], total: 0, total_pages: 0, totals: { tracks: 0, albums: 0, artists: 0, playlists: 0 } }) },
    });
    expect(await screen.findByText('No results found for “xyzzy”')).toBeInTheDocument();
  });
});
