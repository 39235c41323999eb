import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, notFound, pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { artist, artistDetail, artistList } from '../../test-support/fixtures';
import { Component as ArtistListRoute, genresOf } from './artist-list-route';
import { Component as ArtistRoute } from './artist-route';

describe('Artist page', () => {
  it('shows "Loading artist..." while loading', async () => {
    renderScreen(<ArtistRoute />, { path: '/artist/a', route: '/artist/:id', routes: { 'GET /api/v1/browse/artists/a': pending } });
    expect(screen.getByText('Loading artist...')).toBeInTheDocument();
  });

  it('shows "Artist not found" for an unknown id', async () => {
    renderScreen(<ArtistRoute />, { path: '/artist/x', route: '/artist/:id', routes: { 'GET /api/v1/browse/artists/x': notFound } });
    expect(await screen.findByText('Artist not found')).toBeInTheDocument();
  });

  it('shows genres, 5 popular tracks, albums with year and track count, About with socials in a new tab', async () => {
    const { player } = renderScreen(<ArtistRoute />, { path: '/artist/art-1', route: '/artist/:id', routes: { 'GET /api/v1/browse/artists/art-1': artistDetail() } });
    expect(await screen.findByRole('heading', { name: 'The Peels', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Genres' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Indie', 'Pop']);
    const popular = screen.getByRole('table', { name: 'Popular' });
    expect(within(popular).getAllByRole('row')).toHaveLength(6); // header + 5
    const albums = screen.getByRole('region', { name: 'Albums' });
    expect(within(albums).getByText('2021 • 10 tracks')).toBeInTheDocument();
    const social = within(screen.getByRole('region', { name: 'About' })).getByRole('link', { name: 'instagram' });
    expect(social).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Play The Peels' }));
    expect(player.getSnapshot().context.queue).toHaveLength(7);
  });

  it('never nests a link inside another link (invalid HTML that React reports)', async () => {
    const { container } = renderScreen(<ArtistRoute />, { path: '/artist/art-1', route: '/artist/:id', routes: { 'GET /api/v1/browse/artists/art-1': artistDetail() } });
    await screen.findByRole('heading', { name: 'The Peels', level: 1 });
    expect(container.ownerDocument.querySelectorAll('a a')).toHaveLength(0);
  });
});

describe('Artists list', () => {
  const page1 = [
    artist({ id: 'a1', name: 'Rocker', genres: ['Rock'] }),
    artist({ id: 'a2', name: 'Jazzer', genres: ['Jazz', 'Rock'] }),
    artist({ id: 'a3', name: 'Popper', genres: ['Pop'] }),
  ];

  it('collects up to 12 genres from the page', () => {
    const many = Array.from({ length: 20 }, (_, i) => artist({ id: `g${i}`, genres: [`G${i}`] }));
    expect(genresOf(many)).toHaveLength(12);
    expect(genresOf(page1)).toEqual(['Rock', 'Jazz', 'Pop']);
  });

  it('filters by genre with a heading and a count, and paginates only with more than one page', async () => {
    const { calls } = renderScreen(<ArtistListRoute />, {
      path: '/artists',
      routes: {
        'GET /api/v1/browse/artists': (_request: Request, url: URL) => {
          const genre = url.searchParams.get('genre');
          const page = Number(url.searchParams.get('page'));
          if (genre) return json(200, artistList(page1.filter((a) => a.genres.includes(genre)), 2));
          return json(200, artistList(page === 2 ? [artist({ id: 'b1', name: 'Second Page', genres: ['Folk'] })] : page1, 30, page));
        },
      },
    });
    expect(await screen.findByText('Rocker')).toBeInTheDocument();
    const chips = screen.getByRole('radiogroup', { name: 'Genre' });
    expect(within(chips).getAllByRole('radio').map((b) => b.textContent)).toEqual(['All Artists', 'Rock', 'Jazz', 'Pop']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Second Page')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('radiogroup', { name: 'Genre' })).getByRole('radio', { name: 'Folk' }));
    expect(await screen.findByRole('heading', { name: 'Folk Artists' })).toBeInTheDocument();
    expect(calls()).toContain('/api/v1/browse/artists?page=1&genre=Folk');
  });

  it('shows the filtered heading and count', async () => {
    renderScreen(<ArtistListRoute />, {
      path: '/artists?genre=Rock',
      route: '/artists',
      routes: {
        'GET /api/v1/browse/artists': (_request: Request, url: URL) =>
          json(200, url.searchParams.get('genre') ? artistList(page1.slice(0, 2), 2) : artistList(page1)),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Rock Artists' })).toBeInTheDocument();
    expect(screen.getByText('2 artists')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Genre' })).getByRole('radio', { name: 'Rock' })).toHaveAttribute('aria-checked', 'true');
  });
});
