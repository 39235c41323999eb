import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecentlyPlayedTrack } from '@tangerine/api';
import { pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { track } from '../../test-support/fixtures';
import { groupPlaysByDay } from './history-days';
import { Component as HistoryRoute } from './history-route';

const play = (id: string, playedAt: Date): RecentlyPlayedTrack => ({ ...track({ id, title: `Song ${id}` }), played_at: playedAt.toISOString() });
const daysAgo = (days: number, hour: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, hour, 30);
};

describe('groupPlaysByDay', () => {
  it('groups plays by the listener’s local day, naming today and yesterday', () => {
    const now = new Date(2026, 2, 4, 12);
    const days = groupPlaysByDay([play('a', new Date(2026, 2, 4, 9)), play('b', new Date(2026, 2, 4, 0, 5)), play('c', new Date(2026, 2, 3, 23)), play('d', new Date(2026, 1, 27, 8))], now);
    expect(days.map((d) => [d.label, d.plays.map((p) => p.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['February 27, 2026', ['d']],
    ]);
  });
});

describe('History', () => {
  it('shows loading, then the empty state', async () => {
    renderScreen(<HistoryRoute />, { path: '/history', routes: { 'GET /api/v1/history': pending } });
    expect(screen.getByText('Loading history...')).toBeInTheDocument();
    renderScreen(<HistoryRoute />, { path: '/history', routes: { 'GET /api/v1/history': { plays: [], next_before: null } } });
    expect(await screen.findByText('Nothing played yet')).toBeInTheDocument();
  });

  it('lists the plays by day; "Play again" queues that day’s songs in order', async () => {
    const plays = [play('t1', daysAgo(0, 10)), play('t2', daysAgo(0, 9)), play('t3', daysAgo(1, 20))];
    const { player } = renderScreen(<HistoryRoute />, { path: '/history', routes: { 'GET /api/v1/history': { plays, next_before: null } } });
    expect(await screen.findByRole('heading', { name: 'History', level: 1 })).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Song t1')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Yesterday' })).getByText('Song t3')).toBeInTheDocument();
    await userEvent.click(within(today).getByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(player.getSnapshot().context.queue.map((item: { id: string }) => item.id)).toEqual(['t1', 't2']));
  });

  it('loads older plays with the cursor the server gave', async () => {
    const first = { plays: [play('new', daysAgo(0, 10))], next_before: daysAgo(0, 10).toISOString() };
    const older = { plays: [play('old', daysAgo(3, 10))], next_before: null };
    renderScreen(<HistoryRoute />, {
      path: '/history',
      routes: { 'GET /api/v1/history': (_request: Request, url: URL) => Response.json(url.searchParams.get('before') === first.next_before ? older : first) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Song old')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
