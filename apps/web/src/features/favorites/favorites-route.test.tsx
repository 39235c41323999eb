import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { favoriteList, tracks } from '../../test-support/fixtures';
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
});
