import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notFound, pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { podcast, podcastDetail, podcastList } from '../../test-support/fixtures';
import { Component as PodcastListRoute } from './podcast-list-route';
import { Component as PodcastRoute } from './podcast-route';

const shows = Array.from({ length: 8 }, (_, i) =>
  podcast({ id: `pod-${i}`, title: `Show ${i}`, episode_count: i, categories: i < 2 ? ['Comedy'] : ['News'] }),
);

describe('Podcasts list', () => {
  it('shows "No Podcasts Yet" without podcasts', async () => {
    const { calls } = renderScreen(<PodcastListRoute />, { path: '/podcasts', routes: { 'GET /api/v1/browse/podcasts': podcastList([]) } });
    expect(await screen.findByText('No Podcasts Yet')).toBeInTheDocument();
    expect(calls()).toEqual(['/api/v1/browse/podcasts?limit=1000']);
  });

  it('asks for a category, then shows the count, Popular Podcasts by episode count, Discover New and the list', async () => {
    renderScreen(<PodcastListRoute />, { path: '/podcasts', routes: { 'GET /api/v1/browse/podcasts': podcastList(shows) } });
    expect(await screen.findByRole('heading', { name: 'Select a Category' })).toBeInTheDocument();
    const chips = screen.getByRole('radiogroup', { name: 'Category' });
    expect(within(chips).getAllByRole('radio').map((b) => b.textContent)).toEqual(['All Podcasts', 'Comedy', 'News']);
    await userEvent.click(within(chips).getByRole('radio', { name: 'All Podcasts' }));
    expect(screen.getByText('8 podcasts')).toBeInTheDocument();
    const popular = within(screen.getByRole('region', { name: 'Popular Podcasts' })).getAllByRole('link').map((a) => a.textContent);
    expect(popular).toEqual(['Show 7', 'Show 6', 'Show 5', 'Show 4', 'Show 3', 'Show 2']);
    expect(within(screen.getByRole('region', { name: 'Discover New' })).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Category' })).getByRole('radio', { name: 'Comedy' }));
    expect(screen.getByText('2 podcasts')).toBeInTheDocument();
  });
});

describe('Podcast page', () => {
  const route = '/podcast/:id';
  it('shows loading', () => {
    renderScreen(<PodcastRoute />, { path: '/podcast/pod-1', route, routes: { 'GET /api/v1/browse/podcasts/pod-1': pending } });
    expect(screen.getByText('Loading podcast...')).toBeInTheDocument();
  });

  it('shows "Podcast not found" for an unknown id', async () => {
    renderScreen(<PodcastRoute />, { path: '/podcast/x', route, routes: { 'GET /api/v1/browse/podcasts/x': notFound } });
    expect(await screen.findByText('Podcast not found')).toBeInTheDocument();
  });

  it('shows "No episodes available" without episodes', async () => {
    renderScreen(<PodcastRoute />, { path: '/podcast/pod-1', route, routes: { 'GET /api/v1/browse/podcasts/pod-1': podcastDetail({ episodes: [], episode_count: 0 }) } });
    expect(await screen.findByText('No episodes available')).toBeInTheDocument();
  });

  it('filters by season (descending), shows S/E badges, dates and minutes, and plays a clicked episode', async () => {
    const { player } = renderScreen(<PodcastRoute />, { path: '/podcast/pod-1', route, routes: { 'GET /api/v1/browse/podcasts/pod-1': podcastDetail() } });
    expect(await screen.findByRole('heading', { name: 'Pulp Stories', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Ana Ruiz')).toBeInTheDocument();
    expect(screen.getByText('3 episodes')).toBeInTheDocument();
    expect(screen.getByText('en')).toBeInTheDocument();
    const seasons = screen.getByRole('radiogroup', { name: 'Season' });
    expect(within(seasons).getAllByRole('radio').map((b) => b.textContent)).toEqual(['All Seasons (3)', 'Season 2 (1 episodes)', 'Season 1 (2 episodes)']);
    expect(screen.getByText('S1 E2')).toBeInTheDocument();
    expect(screen.getAllByText('Jan 5, 2026')).toHaveLength(3);
    expect(screen.getAllByText('30 min')).toHaveLength(2);
    await userEvent.click(within(seasons).getByRole('radio', { name: 'Season 2 (1 episodes)' }));
    expect(screen.queryByText('The First Peel')).not.toBeInTheDocument();
    expect(screen.getByText('40 min')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Season Two Opens' }));
    expect(player.getSnapshot().context.queue[0]).toMatchObject({ kind: 'episode', title: 'Season Two Opens', artistName: 'Ana Ruiz', albumTitle: 'Pulp Stories' });
  });
});
