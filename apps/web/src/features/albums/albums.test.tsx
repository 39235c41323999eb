import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, notFound, pending, renderScreen } from '../../lib/track-actions/test-support/render-screen';
import { album, albumDetail, albumList, tracks } from '../../test-support/fixtures';
import { Component as AlbumRoute } from './album-route';
import { Component as PopularAlbumsRoute } from './popular-albums-route';

const album1 = '/album/alb-1';

describe('Album page', () => {
  it('shows "Loading album..." while loading', () => {
    renderScreen(<AlbumRoute />, { path: album1, route: '/album/:id', routes: { 'GET /api/v1/browse/albums/alb-1': pending } });
    expect(screen.getByText('Loading album...')).toBeInTheDocument();
  });

  it('shows "Album not found" for an unknown id', async () => {
    renderScreen(<AlbumRoute />, { path: '/album/nope', route: '/album/:id', routes: { 'GET /api/v1/browse/albums/nope': notFound } });
    expect(await screen.findByText('Album not found')).toBeInTheDocument();
  });

  it('shows cover, title, artist, year, song count, minutes, About, and queues from the clicked row', async () => {
    const { player } = renderScreen(<AlbumRoute />, {
      path: album1,
      route: '/album/:id',
      routes: { 'GET /api/v1/browse/albums/alb-1': albumDetail({ tracks: tracks(3).map((t) => ({ ...t, duration: 600 })) }) },
    });
    expect(await screen.findByRole('heading', { name: 'Citrus Dreams', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('ALBUM')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'The Peels' })[0]).toHaveAttribute('href', '/artist/art-1');
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(screen.getByText('3 songs')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('A bright record.');
    const table = screen.getByRole('table', { name: 'Citrus Dreams tracks' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['#', 'Title', 'Artist', 'Album']));
    await userEvent.click(within(table).getByRole('button', { name: 'Play Song 2' }));
    expect(player.getSnapshot().context.queue.map((t) => t.id)).toEqual(['trk-1', 'trk-2', 'trk-3']);
    expect(player.getSnapshot().context.currentIndex).toBe(1);
    expect(table.querySelector('[aria-current="true"] [data-equalizer="playing"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play Citrus Dreams' }));
    expect(player.getSnapshot().context.currentIndex).toBe(0);
  });

  it('groups a multi-disc album under "Disc 1" and "Disc 2" headings, by disc then track, and plays across discs', async () => {
    const [a, b, c, d] = tracks(4);
    const discTracks = [
      { ...a, id: 'd2t1', title: 'Second Disc Opener', disc_number: 2, track_number: 1 },
      { ...b, id: 'd1t2', title: 'First Disc Closer', disc_number: 1, track_number: 2 },
      { ...c, id: 'd1t1', title: 'First Disc Opener', disc_number: 1, track_number: 1 },
      { ...d, id: 'd2t2', title: 'Second Disc Closer', disc_number: 2, track_number: 2 },
    ];
    const { player } = renderScreen(<AlbumRoute />, { path: album1, route: '/album/:id', routes: { 'GET /api/v1/browse/albums/alb-1': albumDetail({ tracks: discTracks }) } });
    const first = await screen.findByRole('region', { name: 'Disc 1' });
    const second = screen.getByRole('region', { name: 'Disc 2' });
    expect(within(first).getAllByRole('button', { name: /^Play / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Play First Disc Opener', 'Play First Disc Closer']);
    expect(within(second).getAllByRole('button', { name: /^Play / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Play Second Disc Opener', 'Play Second Disc Closer']);
    await userEvent.click(within(second).getByRole('button', { name: 'Play Second Disc Opener' }));
    expect(player.getSnapshot().context.queue.map((t) => t.id)).toEqual(['d1t1', 'd1t2', 'd2t1', 'd2t2']);
    expect(player.getSnapshot().context.currentIndex).toBe(2);
  });

  it('names a disc\'s subtitle in its heading ("Disc 2: Live") and links every credited artist of a row', async () => {
    const [a, b] = tracks(2);
    const credits = [{ id: 'ar-nova', name: 'Nova Lights' }, { id: 'ar-harbour', name: 'Harbour' }];
    const discTracks = [
      { ...a, id: 'd1t1', title: 'Studio Take', disc_number: 1, track_number: 1 },
      { ...b, id: 'd2t1', title: 'Live Take', disc_number: 2, track_number: 1, disc_subtitle: 'Live', artist: credits[0] ?? null, artists: credits },
    ];
    renderScreen(<AlbumRoute />, { path: album1, route: '/album/:id', routes: { 'GET /api/v1/browse/albums/alb-1': albumDetail({ tracks: discTracks }) } });
    const live = await screen.findByRole('region', { name: 'Disc 2: Live' });
    expect(screen.getByRole('region', { name: 'Disc 1' })).toBeInTheDocument();
    const row = within(live).getByRole('row', { name: /Live Take/ });
    expect(within(row).getAllByRole('link', { name: 'Nova Lights' })[0]).toHaveAttribute('href', '/artist/ar-nova');
    expect(within(row).getAllByRole('link', { name: 'Harbour' })[0]).toHaveAttribute('href', '/artist/ar-harbour');
  });

  it('shows no disc headings for a one-disc album', async () => {
    renderScreen(<AlbumRoute />, { path: album1, route: '/album/:id', routes: { 'GET /api/v1/browse/albums/alb-1': albumDetail({ tracks: tracks(2).map((t) => ({ ...t, disc_number: 1 })) }) } });
    expect(await screen.findByRole('table', { name: 'Citrus Dreams tracks' })).toBeInTheDocument();
    expect(screen.queryByText('Disc 1')).toBeNull();
  });

  it('falls back to "Various Artists" without an artist', async () => {
    renderScreen(<AlbumRoute />, { path: album1, route: '/album/:id', routes: { 'GET /api/v1/browse/albums/alb-1': albumDetail({ artist: null }) } });
    expect(await screen.findByText('Various Artists')).toBeInTheDocument();
  });
});

describe('Popular albums', () => {
  it('pages through the albums with "Page x of y"', async () => {
    const { calls } = renderScreen(<PopularAlbumsRoute />, {
      path: '/albums',
      routes: {
        'GET /api/v1/browse/albums': (_request: Request, url: URL) => {
          const page = Number(url.searchParams.get('page'));
          return json(200, albumList([album({ id: `alb-p${page}`, title: `Album on page ${page}` })], 45, page));
        },
      },
    });
    expect(await screen.findByText('Album on page 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Album on page 2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/albums?page=2');
    expect(calls()).toContain('/api/v1/browse/albums?page=2');
  });

  it('has no pagination on a single page and an empty state without albums', async () => {
    renderScreen(<PopularAlbumsRoute />, { path: '/albums', routes: { 'GET /api/v1/browse/albums': albumList([]) } });
    expect(await screen.findByText('No albums yet')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
  });
});
