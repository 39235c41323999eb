import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notFound, pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { track } from '../../test-support/fixtures';
import { Component as TrackRoute } from './track-route';

const route = '/track/:id';

describe('Track page', () => {
  it('shows "Loading track..."', () => {
    renderScreen(<TrackRoute />, { path: '/track/trk-1', route, routes: { 'GET /api/v1/browse/tracks/trk-1': pending } });
    expect(screen.getByText('Loading track...')).toBeInTheDocument();
  });

  it('shows "Track Not Found" for an unknown id', async () => {
    renderScreen(<TrackRoute />, { path: '/track/x', route, routes: { 'GET /api/v1/browse/tracks/x': notFound } });
    expect(await screen.findByText('Track Not Found')).toBeInTheDocument();
    expect(screen.getByText("The track you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('shows SONG, title, artist and album links, duration, genres, and plays and pauses', async () => {
    const { player } = renderScreen(<TrackRoute />, { path: '/track/trk-1', route, routes: { 'GET /api/v1/browse/tracks/trk-1': track() } });
    expect(await screen.findByRole('heading', { name: 'Orange Skies', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('SONG')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'The Peels' })[0]).toHaveAttribute('href', '/artist/art-1');
    expect(screen.getAllByRole('link', { name: 'Citrus Dreams' })[0]).toHaveAttribute('href', '/album/alb-1');
    expect(screen.getAllByText('3:35')[0]).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Genres' })).toHaveTextContent('Indie');
    await userEvent.click(screen.getAllByRole('button', { name: 'Play Orange Skies' })[0] as HTMLElement);
    expect(player.getSnapshot().context.queue[0]?.id).toBe('trk-1');
    expect(player.getSnapshot().hasTag('playing')).toBe(true);
    await userEvent.click(screen.getAllByRole('button', { name: 'Pause Orange Skies' })[0] as HTMLElement);
    expect(player.getSnapshot().hasTag('playing')).toBe(false);
  });
});
