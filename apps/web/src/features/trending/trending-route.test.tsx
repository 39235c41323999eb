import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { trendingAlbums, trendingArtists, trendingTracks } from '../../test-support/fixtures';
import { Component as TrendingRoute } from './trending-route';

const routes = {
  'GET /api/v1/trending/tracks': trendingTracks(100),
  'GET /api/v1/trending/artists': trendingArtists(12),
  'GET /api/v1/trending/albums': trendingAlbums(12),
};

describe('Trending', () => {
  it('shows "Loading trending..."', () => {
    renderScreen(<TrendingRoute />, { path: '/trending', routes: { 'GET /api/v1/trending/tracks': pending } });
    expect(screen.getByText('Loading trending...')).toBeInTheDocument();
  });

  it('shows 100 ranked tracks, 12 artists and 12 albums with play counts, and switches period', async () => {
    const { calls } = renderScreen(<TrendingRoute />, { path: '/trending', routes });
    const top = await screen.findByRole('table', { name: 'Top Tracks' });
    const rows = within(top).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(100);
    expect(rows[0]).toHaveTextContent('1');
    expect(rows[0]).toHaveTextContent('1,000');
    expect(within(screen.getByRole('region', { name: 'Trending Artists' })).getAllByRole('listitem')).toHaveLength(12);
    expect(within(screen.getByRole('region', { name: 'Hot Albums' })).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('500 plays')).toBeInTheDocument();
    expect(calls()).toEqual(expect.arrayContaining(['/api/v1/trending/tracks?period=today&limit=100', '/api/v1/trending/artists?limit=12&period=today']));
    const chips = screen.getByRole('radiogroup', { name: 'Period' });
    expect(within(chips).getAllByRole('radio').map((b) => b.textContent)).toEqual(['Today', 'This Week', 'This Month']);
    await userEvent.click(within(chips).getByRole('radio', { name: 'This Week' }));
    expect(await screen.findByRole('table', { name: 'Top Tracks' })).toBeInTheDocument();
    expect(calls()).toContain('/api/v1/trending/tracks?period=week&limit=100');
  }, 30_000);
});
