import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homePayload, playlist, playlistList, podcast, podcastList, station, stationList } from '../../test-support/fixtures';
import { pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { HomeScreen } from './home-route';

const morning = new Date(2026, 0, 5, 9, 0);
const evening = new Date(2026, 0, 5, 20, 0);

function fullRoutes() {
  return {
    'GET /api/v1/browse/home': homePayload(),
    'GET /api/v1/browse/playlists': playlistList(Array.from({ length: 10 }, (_, i) => playlist({ id: `pl-${i}`, title: `Playlist ${i}` }))),
    'GET /api/v1/browse/podcasts': podcastList(Array.from({ length: 8 }, (_, i) => podcast({ id: `pod-${i}`, title: `Show ${i}`, author: i === 0 ? null : 'Ana' }))),
    'GET /api/v1/browse/radio': stationList(Array.from({ length: 8 }, (_, i) => station({ id: `st-${i}`, name: `Station ${i}`, country: i === 0 ? null : 'Spain' }))),
  };
}

describe('Home', () => {
  it('greets by the hour and shows "Loading your music..." while the feed loads', () => {
    renderScreen(<HomeScreen now={morning} />, { routes: { 'GET /api/v1/browse/home': pending } });
    expect(screen.getByRole('heading', { name: 'Good morning' })).toBeInTheDocument();
    expect(screen.getByText('Loading your music...')).toBeInTheDocument();
  });

  it('shows the sections with their limits, "Show all" targets and fallback subtitles', async () => {
    renderScreen(<HomeScreen now={evening} />, { routes: fullRoutes() });
    expect(await screen.findByRole('heading', { name: 'Latest Songs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Good evening' })).toBeInTheDocument();
    const featured = await screen.findByRole('region', { name: 'Featured Playlists' });
    expect(within(featured).getAllByRole('listitem')).toHaveLength(8);
    expect(within(featured).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/playlists');
    expect(within(screen.getByRole('region', { name: 'Latest Songs' })).getAllByRole('listitem')).toHaveLength(12);
    expect(within(screen.getByRole('region', { name: 'Recently Added' })).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/library');
    const popular = screen.getByRole('region', { name: 'Popular Albums' });
    expect(within(popular).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/albums');
    expect(within(popular).getByText('Various Artists')).toBeInTheDocument();
    const artists = screen.getByRole('region', { name: 'Trending Artists' });
    expect(within(artists).getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/artists');
    expect(within(artists).getByText('Indie')).toBeInTheDocument();
    expect(within(artists).getByText('Artist')).toBeInTheDocument();
    const podcasts = await screen.findByRole('region', { name: 'Popular Podcasts' });
    expect(within(podcasts).getAllByRole('listitem')).toHaveLength(6);
    expect(within(podcasts).getByText('Podcast')).toBeInTheDocument();
    const radio = await screen.findByRole('region', { name: 'Radio Stations' });
    expect(within(radio).getAllByRole('listitem')).toHaveLength(6);
    expect(within(radio).getByText('Live Radio')).toBeInTheDocument();
  });

  it('hides empty sections', async () => {
    renderScreen(<HomeScreen now={morning} />, {
      routes: { 'GET /api/v1/browse/home': homePayload({ recently_played: [], popular_albums: [] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Latest Songs' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recently Played' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Popular Albums' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured Playlists' })).not.toBeInTheDocument();
  });

  it('queues the latest songs from the play button', async () => {
    const { player } = renderScreen(<HomeScreen now={morning} />, { routes: fullRoutes() });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Latest Songs' }));
    expect(player.getSnapshot().context.queue).toHaveLength(12);
    expect(player.getSnapshot().context.currentIndex).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Play Song 3' }));
    expect(player.getSnapshot().context.currentIndex).toBe(2);
  });
});
