import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsProvider } from '@tangerine/offline-web';
import { hubWithStored } from '@tangerine/offline-web/testing';
import { favoriteList, track, tracks, userPlaylist, userPlaylistList } from '../../test-support/fixtures';
import { json, renderScreen } from './test-support/render-screen';
import { TrackTable, UNAVAILABLE_OFFLINE_REASON } from './track-table';

const rows = tracks(3).map((t) => ({ track: t }));

describe('TrackTable actions', () => {
  it('plays from a row by click and by keyboard on its title, and marks the current row', async () => {
    const { player } = renderScreen(<TrackTable label="Songs" rows={rows} />);
    await userEvent.click(screen.getByRole('cell', { name: '3:02' }));
    expect(player.getSnapshot().context.currentIndex).toBe(2);
    screen.getByRole('button', { name: 'Play Song 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(player.getSnapshot().context.currentIndex).toBe(1);
    const current = screen.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent('Song 2');
    expect((current as HTMLElement).querySelector('[data-equalizer]')).toBeInTheDocument();
  });

  it('likes and unlikes through the favorites API', async () => {
    let liked = [track({ id: 'trk-2', title: 'Song 2' })];
    const { requests } = renderScreen(<TrackTable label="Songs" rows={rows} />, {
      routes: {
        'GET /api/v1/favorites': () => json(200, favoriteList(liked)),
        'POST /api/v1/favorites/trk-1': () => {
          liked = [...liked, track({ id: 'trk-1' })];
          return json(201, { track: track(), created_at: '2026-01-01T00:00:00.000Z' });
        },
        'DELETE /api/v1/favorites/trk-2': () => {
          liked = liked.filter((t) => t.id !== 'trk-2');
          return new Response(null, { status: 204 });
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Unlike Song 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Like Song 1' }));
    expect(await screen.findByRole('button', { name: 'Unlike Song 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlike Song 2' }));
    expect(await screen.findByRole('button', { name: 'Like Song 2' })).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/favorites/trk-1', 'DELETE /api/v1/favorites/trk-2']),
    );
  });

  it('shows a like at once, sends it once however often the heart is pressed meanwhile, and undoes it when the call fails', async () => {
    let fail: () => void = () => undefined;
    const { requests } = renderScreen(<TrackTable label="Songs" rows={rows} />, {
      routes: {
        'GET /api/v1/favorites': () => json(200, favoriteList([])),
        'POST /api/v1/favorites/trk-1': () => new Promise<Response>((resolve) => (fail = () => resolve(json(500, { message: 'Down', code: 'internal' })))),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Like Song 1' }));
    expect(await screen.findByRole('button', { name: 'Unlike Song 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlike Song 1' }));
    expect(screen.getByRole('button', { name: 'Unlike Song 1' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /api/v1/favorites/trk-1']);
    fail();
    expect(await screen.findByRole('button', { name: 'Like Song 1' })).toBeInTheDocument();
  });

  it('adds a track to one of the playlists from the keyboard-operable menu', async () => {
    const { requests } = renderScreen(<TrackTable label="Songs" rows={rows} />, {
      routes: {
        'GET /api/v1/playlists': userPlaylistList([userPlaylist()]),
        'POST /api/v1/playlists/up-1/tracks': () => json(201, { ...userPlaylist(), tracks: [] }),
      },
    });
    screen.getByRole('button', { name: 'More options for Song 1' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Add to playlist', 'Instant mix', 'Go to album', 'Go to artist', 'Download']);
    expect(within(menu).getByRole('menuitem', { name: 'Add to playlist' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Add to playlist' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Road Trip/ }));
    expect(await screen.findByText('Added to Road Trip')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ track_id: 'trk-1' });
  });

  it('creates a playlist from "Add to playlist" and adds the track to it', async () => {
    const { requests } = renderScreen(<TrackTable label="Songs" rows={rows} />, {
      routes: {
        'GET /api/v1/playlists': userPlaylistList([]),
        'POST /api/v1/playlists': userPlaylist({ id: 'up-9', name: 'Fresh' }),
        'POST /api/v1/playlists/up-9/tracks': () => json(201, { ...userPlaylist({ id: 'up-9' }), tracks: [] }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'More options for Song 2' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add to playlist' }));
    await userEvent.click(screen.getByRole('button', { name: 'New playlist' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Fresh');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Added to Fresh')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/v1/playlists/up-9/tracks'))).toBe(true));
  });

  it('goes to the album', async () => {
    renderScreen(<TrackTable label="Songs" rows={rows} />);
    await userEvent.click(screen.getByRole('button', { name: 'More options for Song 1' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Go to album' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/album/alb-1');
  });

  it('closes the menu on Escape and gives focus back', async () => {
    renderScreen(<TrackTable label="Songs" rows={rows} />);
    const more = screen.getByRole('button', { name: 'More options for Song 1' });
    await userEvent.click(more);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });
});

describe('TrackTable rows on this device', () => {
  afterEach(() => vi.restoreAllMocks());

  async function renderWithStored(storedIds: string[]) {
    const { hub } = await hubWithStored(rows.map((row) => row.track).filter((t) => storedIds.includes(t.id)));
    return renderScreen(
      <DownloadsProvider hub={hub}>
        <TrackTable label="Songs" rows={rows} />
      </DownloadsProvider>,
    );
  }

  it('marks the stored rows; online every row plays', async () => {
    await renderWithStored(['trk-2']);
    const stored = await screen.findByRole('row', { name: /Song 2/ });
    expect(await within(stored).findByRole('img', { name: 'Downloaded' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Song 1/ })).queryByRole('img', { name: 'Downloaded' })).toBeNull();
    expect(screen.queryByText(UNAVAILABLE_OFFLINE_REASON)).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Song 1' })).toBeEnabled();
  });

  it('greys a track the server cannot play (no ffmpeg for its format) with the reason, and queues around it', async () => {
    const reason = 'This format needs ffmpeg on the server to play';
    const withUnplayable = rows.map((row, i) => (i === 1 ? { ...row, track: { ...row.track, unavailable_reason: reason } } : row));
    const { hub } = await hubWithStored([]);
    const { player } = renderScreen(
      <DownloadsProvider hub={hub}>
        <TrackTable label="Songs" rows={withUnplayable} />
      </DownloadsProvider>,
    );
    const unplayable = await screen.findByRole('row', { name: /Song 2/ });
    expect(unplayable).toHaveAttribute('aria-disabled', 'true');
    expect(within(unplayable).getByText(reason)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play Song 1' }));
    expect(player.getSnapshot().context.queue.map((item) => item.id)).toEqual(['trk-1', 'trk-3']);
  });

  it('offline greys what is not stored, with the reason, and queues only the stored rows', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { player } = await renderWithStored(['trk-1', 'trk-3']);
    await within(screen.getByRole('row', { name: /Song 3/ })).findByRole('img', { name: 'Downloaded' });
    const missing = screen.getByRole('row', { name: /Song 2/ });
    expect(missing).toHaveAttribute('aria-disabled', 'true');
    expect(within(missing).getByText(UNAVAILABLE_OFFLINE_REASON)).toBeInTheDocument();
    expect(within(missing).getByRole('button', { name: 'Play Song 2' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Play Song 1' }));
    const { queue, currentIndex } = player.getSnapshot().context;
    expect(queue.map((item) => item.id)).toEqual(['trk-1', 'trk-3']);
    expect(currentIndex).toBe(0);
  });
});
