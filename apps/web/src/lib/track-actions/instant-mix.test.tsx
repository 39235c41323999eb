import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderScreen } from './test-support/render-screen';
import { albumDetail, artistDetail, tracks } from '../../test-support/fixtures';
import { Component as AlbumRoute } from '../../features/albums/album-route';
import { Component as ArtistRoute } from '../../features/artists/artist-route';

const mix = tracks(3, 'mix');
/** The server's mix, and the query of each ask. */
function mixRoute(asked: URLSearchParams[], answer = mix) {
  return (_request: Request, url: URL) => {
    asked.push(url.searchParams);
    return json(200, { tracks: answer });
  };
}
const queueIds = (player: { getSnapshot(): { context: { queue: { id: string }[]; currentIndex: number } } }) => player.getSnapshot().context.queue.map((t) => t.id);

describe('Instant mix', () => {
  it('on a song: the song, then its mix, replace the queue and play', async () => {
    const asked: URLSearchParams[] = [];
    const { player } = renderScreen(<AlbumRoute />, {
      path: '/album/alb-1',
      route: '/album/:id',
      routes: { 'GET /api/v1/browse/albums/alb-1': albumDetail({ tracks: tracks(3) }), 'GET /api/v1/browse/mix': mixRoute(asked) },
    });
    const table = await screen.findByRole('table', { name: 'Citrus Dreams tracks' });
    await userEvent.click(within(table).getByRole('button', { name: 'More options for Song 2' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Instant mix' }));
    await waitFor(() => expect(queueIds(player)).toEqual(['trk-2', 'mix-1', 'mix-2', 'mix-3']));
    expect(player.getSnapshot().context.currentIndex).toBe(0);
    expect(player.getSnapshot().hasTag('idle')).toBe(false);
    expect(asked[0]?.get('song_ids')).toBe('trk-2');
  });

  it('on an album and on an artist: the mix alone replaces the queue', async () => {
    const asked: URLSearchParams[] = [];
    const album = renderScreen(<AlbumRoute />, {
      path: '/album/alb-1',
      route: '/album/:id',
      routes: { 'GET /api/v1/browse/albums/alb-1': albumDetail({ tracks: tracks(3) }), 'GET /api/v1/browse/mix': mixRoute(asked) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'More options for Citrus Dreams' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Instant mix' }));
    await waitFor(() => expect(queueIds(album.player)).toEqual(['mix-1', 'mix-2', 'mix-3']));
    expect(asked[0]?.get('album_id')).toBe('alb-1');
    album.unmount();

    const artist = renderScreen(<ArtistRoute />, {
      path: '/artist/art-1',
      route: '/artist/:id',
      routes: { 'GET /api/v1/browse/artists/art-1': artistDetail(), 'GET /api/v1/browse/mix': mixRoute(asked) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'More options for The Peels' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Instant mix' }));
    await waitFor(() => expect(queueIds(artist.player)).toEqual(['mix-1', 'mix-2', 'mix-3']));
    expect(asked[1]?.get('artist_id')).toBe('art-1');
  });

  it('says so when nothing is similar enough, and leaves the queue as it was', async () => {
    const { player } = renderScreen(<AlbumRoute />, {
      path: '/album/alb-1',
      route: '/album/:id',
      routes: { 'GET /api/v1/browse/albums/alb-1': albumDetail({ tracks: tracks(3) }), 'GET /api/v1/browse/mix': mixRoute([], []) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'More options for Citrus Dreams' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Instant mix' }));
    expect(await screen.findByText('No similar songs found for an instant mix.')).toBeInTheDocument();
    expect(queueIds(player)).toEqual([]);
  });
});
