import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notFound, pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { json } from '../../api/test-support/api-harness';
import { station, stationList } from '../../test-support/fixtures';
import { sample } from '../../lib/category-browse';
import { popularStations, radioCategories } from './radio-categories';
import { Component as RadioListRoute } from './radio-list-route';
import { Component as StationRoute } from './station-route';

const stations = Array.from({ length: 9 }, (_, i) =>
  station({
    id: `st-${i}`,
    name: `Station ${i}`,
    popularity: i * 10,
    listeners: 100 - i,
    genres: i % 2 ? ['Jazz', 'jazz_web'] : ['Pop', 'STATION_TOP'],
    country: i < 3 ? 'France' : 'Spain',
  }),
);

describe('radio categories', () => {
  it('builds All, genres without _web or STATION_T, then countries', () => {
    expect(radioCategories(stations).map((c) => c.label)).toEqual(['All', 'Jazz', 'Pop', 'France', 'Spain']);
  });

  it('ranks by popularity then listeners, and samples without repeats', () => {
    expect(popularStations(stations).map((s) => s.id)).toEqual(['st-8', 'st-7', 'st-6', 'st-5', 'st-4', 'st-3']);
    const picked = sample(stations, 6, () => 0.5);
    expect(new Set(picked.map((s) => s.id)).size).toBe(6);
  });
});

describe('Radio list', () => {
  it('shows "No Radio Stations Yet" without stations', async () => {
    renderScreen(<RadioListRoute />, { path: '/radio', routes: { 'GET /api/v1/browse/radio': stationList([]) } });
    expect(await screen.findByText('No Radio Stations Yet')).toBeInTheDocument();
  });

  it('asks "Select a Category" first, then shows Popular Stations, Discover New and the filtered list', async () => {
    const { player } = renderScreen(<RadioListRoute />, { path: '/radio', routes: { 'GET /api/v1/browse/radio': stationList(stations) } });
    expect(await screen.findByRole('heading', { name: 'Select a Category' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Popular Stations' })).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Category' })).getByRole('radio', { name: 'France' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/radio?category=country%3AFrance');
    expect(within(screen.getByRole('region', { name: 'Popular Stations' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Discover New' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 stations')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Category' })).getByRole('radio', { name: 'All' }));
    expect(within(screen.getByRole('region', { name: 'Popular Stations' })).getAllByRole('listitem')).toHaveLength(6);
    expect(within(screen.getByRole('region', { name: 'Discover New' })).getAllByRole('listitem')).toHaveLength(6);
    expect(within(screen.getByRole('region', { name: 'All Stations' })).getAllByRole('listitem')).toHaveLength(9);
    await userEvent.click(within(screen.getByRole('region', { name: 'All Stations' })).getByRole('button', { name: 'Play Station 0' }));
    expect(player.getSnapshot().context.queue[0]).toMatchObject({ kind: 'radio', title: 'Station 0', artistName: 'France' });
  });
});

describe('Station page', () => {
  it('shows loading', () => {
    renderScreen(<StationRoute />, { path: '/radio/st-1', route: '/radio/:id', routes: { 'GET /api/v1/browse/radio/st-1': pending } });
    expect(screen.getByText('Loading station...')).toBeInTheDocument();
  });

  it('shows "Radio station not found" for an unknown id', async () => {
    renderScreen(<StationRoute />, { path: '/radio/x', route: '/radio/:id', routes: { 'GET /api/v1/browse/radio/x': notFound } });
    expect(await screen.findByText('Radio station not found')).toBeInTheDocument();
  });

  it('shows LIVE, details, website, About and Station Information, and listens live', async () => {
    const { player } = renderScreen(<StationRoute />, { path: '/radio/st-1', route: '/radio/:id', routes: { 'GET /api/v1/browse/radio/st-1': station() } });
    expect(await screen.findByRole('heading', { name: 'Tangerine FM', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('Sunny hits all day.');
    const info = screen.getByRole('region', { name: 'Station Information' });
    expect(info).toHaveTextContent('Spain');
    expect(info).toHaveTextContent('Spanish');
    expect(info).toHaveTextContent('1,200');
    await userEvent.click(screen.getByRole('button', { name: 'Listen Live' }));
    expect(player.getSnapshot().context.queue[0]).toMatchObject({ kind: 'radio', streamUrl: 'https://radio.example/stream', duration: 0 });
  });

  it('says "Connecting…" at once, until the stream is heard; then "Listeners" is read again and counts this listener', async () => {
    let listeners = 0;
    const { player } = renderScreen(<StationRoute />, { path: '/radio/st-1', route: '/radio/:id', routes: { 'GET /api/v1/browse/radio/st-1': () => json(200, station({ listeners })) } });
    const info = await screen.findByRole('region', { name: 'Station Information' });
    expect(info).toHaveTextContent(/Listeners\s*0/);
    await userEvent.click(screen.getByRole('button', { name: 'Listen Live' }));
    expect(screen.getByRole('button', { name: 'Connecting…' })).toHaveAttribute('aria-busy', 'true');
    listeners = 1;
    act(() => player.send({ type: 'media.timeUpdate', currentTime: 0.4 }));
    expect(await screen.findByRole('button', { name: 'Listen Live' })).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Station Information' })).toHaveTextContent(/Listeners\s*1/));
  });
});
